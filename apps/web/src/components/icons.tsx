import type { SVGProps } from 'react';

/**
 * A handful of outline icons drawn after Tabler Icons (MIT), inlined so the first load carries
 * no icon library. Each icon is a list of path data on a 24x24 grid.
 */
const PATHS = {
  arrowLeft: ['M5 12l14 0', 'M5 12l6 6', 'M5 12l6 -6'],
  bell: [
    'M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6',
    'M9 17v1a3 3 0 0 0 6 0v-1',
  ],
  settings: [
    'M10.325 4.317c.426 -1.756 2.924 -1.756 3.35 0a1.724 1.724 0 0 0 2.573 1.066c1.543 -.94 3.31 .826 2.37 2.37a1.724 1.724 0 0 0 1.065 2.572c1.756 .426 1.756 2.924 0 3.35a1.724 1.724 0 0 0 -1.066 2.573c.94 1.543 -.826 3.31 -2.37 2.37a1.724 1.724 0 0 0 -2.572 1.065c-.426 1.756 -2.924 1.756 -3.35 0a1.724 1.724 0 0 0 -2.573 -1.066c-1.543 .94 -3.31 -.826 -2.37 -2.37a1.724 1.724 0 0 0 -1.065 -2.572c-1.756 -.426 -1.756 -2.924 0 -3.35a1.724 1.724 0 0 0 1.066 -2.573c-.94 -1.543 .826 -3.31 2.37 -2.37c1 .608 2.296 .07 2.572 -1.065z',
    'M9 12a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
  ],
  help: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M12 17v.01',
    'M12 13.5a1.5 1.5 0 0 1 1 -1.5a2.6 2.6 0 1 0 -3 -4',
  ],
  info: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M12 9h.01', 'M11 12h1v4h1'],
  scale: [
    'M7 20l10 0',
    'M6 6l6 -1l6 1',
    'M12 3l0 17',
    'M9 12l-3 -6l-3 6a3 3 0 0 0 6 0',
    'M21 12l-3 -6l-3 6a3 3 0 0 0 6 0',
  ],
  logout: [
    'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2',
    'M9 12h12l-3 -3',
    'M18 15l3 -3',
  ],
  user: ['M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0', 'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2'],
  building: [
    'M3 21l18 0',
    'M9 8l1 0',
    'M9 12l1 0',
    'M9 16l1 0',
    'M14 8l1 0',
    'M14 12l1 0',
    'M14 16l1 0',
    'M5 21v-16a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v16',
  ],
  certificate: [
    'M12 15a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
    'M13 17.5v4.5l2 -1.5l2 1.5v-4.5',
    'M10 19h-5a2 2 0 0 1 -2 -2v-10c0 -1.1 .9 -2 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -1 1.73',
    'M6 9l12 0',
    'M6 12l3 0',
    'M6 15l2 0',
  ],
  users: [
    'M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
    'M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2',
    'M16 3.13a4 4 0 0 1 0 7.75',
    'M21 21v-2a4 4 0 0 0 -3 -3.85',
  ],
  upload: ['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2', 'M7 9l5 -5l5 5', 'M12 4l0 12'],
  download: ['M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2', 'M7 11l5 5l5 -5', 'M12 4l0 12'],
  school: ['M22 9l-10 -4l-10 4l10 4l10 -4v6', 'M6 10.6v5.4a6 3 0 0 0 12 0v-5.4'],
  language: [
    'M4 5h7',
    'M9 3v2c0 4.418 -2.239 8 -5 8',
    'M5 9c0 2.144 2.952 3.908 6.7 4',
    'M12 20l4 -9l4 9',
    'M19.1 18h-6.2',
  ],
  archive: [
    'M3 6a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2z',
    'M5 8v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-10',
    'M10 12l4 0',
  ],
  layout: [
    'M4 6a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v1a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
    'M4 15a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v3a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
    'M14 6a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
  ],
  clipboardCheck: [
    'M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2',
    'M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
    'M9 14l2 2l4 -4',
  ],
  presentation: [
    'M3 4l18 0',
    'M4 4v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-10',
    'M12 16l0 4',
    'M9 20l6 0',
    'M8 12l3 -3l2 2l3 -3',
  ],
  notes: [
    'M5 5a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2z',
    'M9 7l6 0',
    'M9 11l6 0',
    'M9 15l4 0',
  ],
  license: [
    'M15 21h-9a3 3 0 0 1 -3 -3v-1h10v2a2 2 0 0 0 4 0v-14a2 2 0 1 1 2 2h-2m2 -4h-11a3 3 0 0 0 -3 3v11',
    'M9 7l4 0',
    'M9 11l4 0',
  ],
  dot: ['M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0'],
  check: ['M5 12l5 5l10 -10'],
  trash: [
    'M4 7l16 0',
    'M10 11l0 6',
    'M14 11l0 6',
    'M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12',
    'M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
  ],
  mapPin: [
    'M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
    'M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0z',
  ],
  chevronRight: ['M9 6l6 6l-6 6'],
  alert: [
    'M12 9v4',
    'M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0z',
    'M12 16h.01',
  ],
  lock: [
    'M5 13a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v6a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2v-6z',
    'M11 16a1 1 0 1 0 2 0a1 1 0 0 0 -2 0',
    'M8 11v-4a4 4 0 1 1 8 0v4',
  ],
} as const;

export type TIconName = keyof typeof PATHS;

interface TIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: TIconName;
  size?: number;
}

/** Decorative by default (aria-hidden): the button or link around it carries the accessible name. */
export function Icon({ name, size = 20, strokeWidth = 1.75, ...rest }: TIconProps) {
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

/** Menu item icon names (brief and MENU_ITEMS in @cp/contracts) -> our icons; unknown names get a neutral dot. */
const MENU_ICONS: Record<string, TIconName> = {
  building: 'building',
  certificate: 'certificate',
  users: 'users',
  upload: 'upload',
  'file-import': 'upload',
  school: 'school',
  language: 'language',
  archive: 'archive',
  layout: 'layout',
  'layout-list': 'layout',
  'clipboard-check': 'clipboardCheck',
  presentation: 'presentation',
  activity: 'presentation',
  notes: 'notes',
  license: 'license',
  help: 'help',
  scale: 'scale',
};

export function menuIconName(serverName: string): TIconName {
  return MENU_ICONS[serverName] ?? 'dot';
}
