import type { TGlyph } from '../Icon';

/** After Tabler Icons "grip-vertical" (MIT). */
export const gripGlyph: TGlyph = [
  'M9 5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M9 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M9 19m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M15 5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M15 12m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  'M15 19m-1 0a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
];
