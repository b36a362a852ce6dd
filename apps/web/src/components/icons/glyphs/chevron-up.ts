import type { TGlyph } from '../Icon';

/** After Tabler Icons "chevron-up" (MIT). */
export const chevronUpGlyph: TGlyph = ['M6 15l6 -6l6 6'];
