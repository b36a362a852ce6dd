import type { TGlyph } from '../Icon';

/** After Tabler Icons "chevron-right" (MIT). */
export const chevronRightGlyph: TGlyph = ['M9 6l6 6l-6 6'];
