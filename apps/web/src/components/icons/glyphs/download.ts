import type { TGlyph } from '../Icon';

/** After Tabler Icons "download" (MIT). */
export const downloadGlyph: TGlyph = [
  'M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2',
  'M7 11l5 5l5 -5',
  'M12 4l0 12',
];
