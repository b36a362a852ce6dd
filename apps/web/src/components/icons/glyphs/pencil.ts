import type { TGlyph } from '../Icon';

/** After Tabler Icons "pencil" (MIT). */
export const pencilGlyph: TGlyph = [
  'M4 20h4l10.5 -10.5a2.8 2.8 0 0 0 -4 -4l-10.5 10.5v4',
  'M13.5 6.5l4 4',
];
