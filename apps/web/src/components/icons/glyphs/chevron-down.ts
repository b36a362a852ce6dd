import type { TGlyph } from '../Icon';

/** After Tabler Icons "chevron-down" (MIT). */
export const chevronDownGlyph: TGlyph = ['M6 9l6 6l6 -6'];
