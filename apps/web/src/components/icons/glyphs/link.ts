import type { TGlyph } from '../Icon';

/** After Tabler Icons "link" (MIT). */
export const linkGlyph: TGlyph = [
  'M9 15l6 -6',
  'M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464',
  'M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463',
];
