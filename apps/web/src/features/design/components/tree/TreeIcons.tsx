import type { SVGProps } from 'react';

/*
 * The few extra outline icons of the competence tree (after Tabler Icons, MIT), in the style of
 * components/icons.tsx; decorative, the button around each carries the accessible name.
 */
const PATHS = {
  plus: ['M12 5v14', 'M5 12h14'],
  pencil: ['M4 20h4l10.5 -10.5a2.8 2.8 0 0 0 -4 -4l-10.5 10.5v4', 'M13.5 6.5l4 4'],
  chevron: ['M9 6l6 6l-6 6'],
  up: ['M6 15l6 -6l6 6'],
  down: ['M6 9l6 6l6 -6'],
  grip: [
    'M9 5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M9 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M9 19m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M15 5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M15 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
    'M15 19m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ],
  link: [
    'M9 15l6 -6',
    'M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464',
    'M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463',
  ],
} as const;

export type TTreeIconName = keyof typeof PATHS;

export function TreeIcon({
  name,
  size = 18,
  ...rest
}: Omit<SVGProps<SVGSVGElement>, 'name'> & { name: TTreeIconName; size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
