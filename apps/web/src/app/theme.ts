import {
  createTheme,
  darken,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { TShades } from '@/lib/brand-colours';
import { contrastRatio, luminanceOf } from '@/lib/contrast';

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG 1.4.3: white on indigo 6 (#4c6ef5) is 4.3:1; indigo 7 (#4263eb) is 5:1, for buttons and
  // links alike.
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  components: {
    // Loaders carry an aria-label ("Bezig met laden…"); a plain span may not (WCAG 4.1.2), a
    // status may, and screen readers then announce it. A plain object, see withControlLabels.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** The theme with a location's main colour as primary colour; light colours get dark text. */
export const brandTheme = (shades: TShades) =>
  createTheme({
    ...theme,
    colors: { brand: shades },
    primaryColor: 'brand',
    primaryShade: 6,
    autoContrast: true,
  });

/**
 * Every dialog's and every toast's close button and every colour input's eye-dropper button get
 * a name in the interface language (screen readers, WCAG 4.1.2; and tests that find elements by
 * role), so no screen has to remember it.
 */
export const withControlLabels = (
  base: MantineThemeOverride,
  labels: { close: string; eyeDropper: string },
) =>
  createTheme({
    ...base,
    components: {
      ...base.components,
      // Plain objects, not Modal.extend(): that would pull the Modal code into the first load.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      // The plan's details drawer: its × had no name either (axe, a dialog opened over it).
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      // The toasts (@mantine/notifications renders core's Notification): its × had no name.
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      ColorInput: {
        defaultProps: { eyeDropperButtonProps: { 'aria-label': labels.eyeDropper } },
      },
    },
  });

const WHITE = 1;
const readsOnWhite = (color: string) => contrastRatio(luminanceOf(color) ?? WHITE, WHITE) >= 4.5;

/**
 * The background of a filled button or badge of a colour, with white text on it: shade 7 (the
 * primary shade) when white text reads on it at 4.5:1, else the first darker shade that does,
 * else shade 9 darkened until it does. White on red 7 (#f03e3e) is 3.9:1, on green 7 3.0:1: every
 * "Verwijderen" and "Goedkeuren" button. Hover is one step darker.
 */
export function filledShades(shades: readonly string[]): { filled: string; hover: string } {
  const index = [7, 8, 9].find((shade) => readsOnWhite(shades[shade]!));
  if (index !== undefined) {
    const hover = index < 9 ? shades[index + 1]! : darken(shades[9]!, 0.1);
    return { filled: shades[index]!, hover };
  }
  let filled = shades[9]!;
  for (let step = 1; step <= 10 && !readsOnWhite(filled); step++) {
    filled = darken(shades[9]!, step * 0.1);
  }
  return { filled, hover: darken(filled, 0.1) };
}

/**
 * WCAG 2.1 AA (1.4.3), for every screen at once:
 * - Mantine's "dimmed" text (gray 6, #868e96) is 3.3:1 on white, under the 4.5:1 normal text
 *   needs; every hint, count and date uses it. #5c636a is 6.1:1 on white, 5.8:1 on gray 0.
 * - Placeholders (gray 5) are 2.1:1: the same gray.
 * - The text of "light" badges and buttons (shade 9 on a tint of the colour) is 3.6-4.3:1 for
 *   orange, green, yellow ...: darkened by a third it passes on every tint.
 * - Filled buttons and badges of other colours than the primary (red, green, orange ...): see
 *   filledShades. A location's own colour ("brand") keeps Mantine's autoContrast text instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#5c636a',
    ...Object.fromEntries(
      Object.entries(current.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.35),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(current.colors)
        .filter(([name]) => name !== 'brand')
        .flatMap(([name, shades]) => {
          const { filled, hover } = filledShades(shades);
          return [
            [`--mantine-color-${name}-filled`, filled],
            [`--mantine-color-${name}-filled-hover`, hover],
          ];
        }),
    ),
  },
  dark: {},
});
