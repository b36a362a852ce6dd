import type { TGlyph } from '../Icon';

/** After Tabler Icons "scale" (MIT). */
export const scaleGlyph: TGlyph = [
  'M7 20l10 0',
  'M6 6l6 -1l6 1',
  'M12 3l0 17',
  'M9 12l-3 -6l-3 6a3 3 0 0 0 6 0',
  'M21 12l-3 -6l-3 6a3 3 0 0 0 6 0',
];
