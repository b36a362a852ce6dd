import type { TGlyph } from '../Icon';

/** After Tabler Icons "info-circle" (MIT). */
export const infoGlyph: TGlyph = [
  'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
  'M12 9h.01',
  'M11 12h1v4h1',
];
