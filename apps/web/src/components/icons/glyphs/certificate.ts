import type { TGlyph } from '../Icon';

/** After Tabler Icons "certificate" (MIT). */
export const certificateGlyph: TGlyph = [
  'M12 15a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
  'M13 17.5v4.5l2 -1.5l2 1.5v-4.5',
  'M10 19h-5a2 2 0 0 1 -2 -2v-10c0 -1.1 .9 -2 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -1 1.73',
  'M6 9l12 0',
  'M6 12l3 0',
  'M6 15l2 0',
];
