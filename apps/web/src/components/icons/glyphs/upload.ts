import type { TGlyph } from '../Icon';

/** After Tabler Icons "upload" (MIT). */
export const uploadGlyph: TGlyph = [
  'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2',
  'M7 9l5 -5l5 5',
  'M12 4l0 12',
];
