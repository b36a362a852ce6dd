import type { TGlyph } from '../Icon';

/** After Tabler Icons "point" (MIT). */
export const dotGlyph: TGlyph = ['M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0'];
