import type { TGlyph } from '../Icon';

/** After Tabler Icons "archive" (MIT). */
export const archiveGlyph: TGlyph = [
  'M3 6a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2z',
  'M5 8v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-10',
  'M10 12l4 0',
];
