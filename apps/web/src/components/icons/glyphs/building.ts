import type { TGlyph } from '../Icon';

/** After Tabler Icons "building" (MIT). */
export const buildingGlyph: TGlyph = [
  'M3 21l18 0',
  'M9 8l1 0',
  'M9 12l1 0',
  'M9 16l1 0',
  'M14 8l1 0',
  'M14 12l1 0',
  'M14 16l1 0',
  'M5 21v-16a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v16',
];
