import type { TGlyph } from '../Icon';

/** After Tabler Icons "presentation-analytics" (MIT). */
export const presentationGlyph: TGlyph = [
  'M3 4l18 0',
  'M4 4v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-10',
  'M12 16l0 4',
  'M9 20l6 0',
  'M8 12l3 -3l2 2l3 -3',
];
