import type { TGlyph } from '../Icon';

/** After Tabler Icons "arrow-left" (MIT). */
export const arrowLeftGlyph: TGlyph = ['M5 12l14 0', 'M5 12l6 6', 'M5 12l6 -6'];
