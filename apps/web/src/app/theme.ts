import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { TShades } from '@/lib/brand-colours';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
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
 * Every dialog's close button gets a name in the interface language (screen readers, and tests
 * that find elements by role), so no screen has to remember it.
 */
export const withCloseLabel = (base: MantineThemeOverride, closeLabel: string) =>
  createTheme({
    ...base,
    components: {
      ...base.components,
      // A plain object, not Modal.extend(): that would pull the Modal code into the first load.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });
