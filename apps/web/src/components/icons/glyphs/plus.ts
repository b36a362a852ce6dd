import type { TGlyph } from '../Icon';

/** After Tabler Icons "plus" (MIT). */
export const plusGlyph: TGlyph = ['M12 5v14', 'M5 12h14'];
