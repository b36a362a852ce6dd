import type { TGlyph } from '../Icon';

/** After Tabler Icons "notes" (MIT). */
export const notesGlyph: TGlyph = [
  'M5 5a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-10a2 2 0 0 1 -2 -2z',
  'M9 7l6 0',
  'M9 11l6 0',
  'M9 15l4 0',
];
