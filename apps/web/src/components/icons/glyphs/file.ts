import type { TGlyph } from '../Icon';

/** After Tabler Icons "file" (MIT). */
export const fileGlyph: TGlyph = [
  'M14 3v4a1 1 0 0 0 1 1h4',
  'M17 21h-10a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h7l5 5v11a2 2 0 0 1 -2 2z',
];
