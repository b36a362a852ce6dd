import type { TGlyph } from '../Icon';

/** After Tabler Icons "clipboard-check" (MIT). */
export const clipboardCheckGlyph: TGlyph = [
  'M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2',
  'M9 5a2 2 0 0 1 2 -2h2a2 2 0 0 1 2 2a2 2 0 0 1 -2 2h-2a2 2 0 0 1 -2 -2z',
  'M9 14l2 2l4 -4',
];
