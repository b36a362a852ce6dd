import type { TGlyph } from '../Icon';

/** After Tabler Icons "search" (MIT). */
export const searchGlyph: TGlyph = ['M10 10m-7 0a7 7 0 1 0 14 0a7 7 0 1 0 -14 0', 'M21 21l-6 -6'];
