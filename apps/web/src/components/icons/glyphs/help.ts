import type { TGlyph } from '../Icon';

/** After Tabler Icons "help-circle" (MIT). */
export const helpGlyph: TGlyph = [
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  'M12 17v.01',
  'M12 13.5a1.5 1.5 0 0 1 1 -1.5a2.6 2.6 0 1 0 -3 -4',
];
