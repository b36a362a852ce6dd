import type { TGlyph } from '../Icon';

/** After Tabler Icons "map-pin" (MIT). */
export const mapPinGlyph: TGlyph = [
  'M9 11a3 3 0 1 0 6 0a3 3 0 0 0 -6 0',
  'M17.657 16.657l-4.243 4.243a2 2 0 0 1 -2.827 0l-4.244 -4.243a8 8 0 1 1 11.314 0z',
];
