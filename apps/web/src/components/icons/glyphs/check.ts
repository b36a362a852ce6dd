import type { TGlyph } from '../Icon';

/** After Tabler Icons "check" (MIT). */
export const checkGlyph: TGlyph = ['M5 12l5 5l10 -10'];
