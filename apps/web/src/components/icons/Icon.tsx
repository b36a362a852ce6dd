import type { SVGProps } from 'react';

/**
 * The path data of one outline icon on a 24x24 grid: a module of its own under `glyphs/` (after
 * Tabler Icons, MIT, inlined so no icon library is loaded), so a chunk carries only the icons it
 * draws and the first load only those of the top bar and the dashboard.
 */
export type TGlyph = readonly string[];

interface TIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  glyph: TGlyph;
  size?: number;
  /**
   * Only for an icon that says something no text next to it says (a status); then it is an
   * image with this name. Without it the icon is decorative and hidden from screen readers:
   * the button or link around it carries the accessible name.
   */
  label?: string;
}

/** The one way the app draws an icon: outline, 24x24 grid, the current text colour. */
export function Icon({ glyph, size = 20, strokeWidth = 1.75, label, ...rest }: TIconProps) {
  const meaning = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...meaning}
      {...rest}
    >
      {glyph.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
