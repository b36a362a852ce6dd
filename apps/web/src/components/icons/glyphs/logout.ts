import type { TGlyph } from '../Icon';

/** After Tabler Icons "logout" (MIT). */
export const logoutGlyph: TGlyph = [
  'M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2',
  'M9 12h12l-3 -3',
  'M18 15l3 -3',
];
