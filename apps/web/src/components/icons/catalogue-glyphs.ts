import type { TCatalogueIcon } from '@cp/contracts';
import { clipboardCheckGlyph } from './glyphs/clipboard-check';
import { helpGlyph } from './glyphs/help';
import { pencilGlyph } from './glyphs/pencil';
import { presentationGlyph } from './glyphs/presentation';
import { schoolGlyph } from './glyphs/school';
import { usersGlyph } from './glyphs/users';
import type { TGlyph } from './Icon';

/**
 * The icons a test format or activity can carry (CATALOGUE_ICONS in @cp/contracts): simple
 * outline drawings on the grid of the other glyphs; a few are those glyphs. Only the catalogue
 * screens import this map, so its drawings stay out of the other screens' chunks.
 */
export const CATALOGUE_GLYPHS: Record<TCatalogueIcon, TGlyph> = {
  'arrows-exchange': [
    'M4 8.5h15',
    'M15.5 5l3.5 3.5l-3.5 3.5',
    'M20 15.5h-15',
    'M8.5 12l-3.5 3.5l3.5 3.5',
  ],
  award: ['M6 9a6 6 0 1 0 12 0a6 6 0 1 0 -12 0', 'M9 14.2l-1.5 6.8l4.5 -2.5l4.5 2.5l-1.5 -6.8'],
  book: [
    'M3 5.5c3 -1.3 6 -1.3 9 .5c3 -1.8 6 -1.8 9 -.5v13c-3 -1.3 -6 -1.3 -9 .5c-3 -1.8 -6 -1.8 -9 -.5z',
    'M12 6v13',
  ],
  briefcase: ['M3 8h18v12h-18z', 'M8.5 8v-3h7v3', 'M3 13.5h18'],
  bulb: ['M9 17h6', 'M10 20.5h4', 'M12 3a6 6 0 0 0 -3.5 10.9v3.1h7v-3.1a6 6 0 0 0 -3.5 -10.9z'],
  calendar: ['M4 6h16v14h-16z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M8 14h2v2h-2z'],
  checklist: [
    'M10 6h10',
    'M10 12h10',
    'M10 18h10',
    'M4 6l1.5 1.5l2.5 -2.5',
    'M4 12l1.5 1.5l2.5 -2.5',
    'M4 18l1.5 1.5l2.5 -2.5',
  ],
  'clipboard-check': clipboardCheckGlyph,
  clock: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M12 7v5l3 3'],
  compass: ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0', 'M15.5 8.5l-2 5l-5 2l2 -5z'],
  eye: [
    'M2.5 12c2.4 -4.3 5.6 -6.5 9.5 -6.5s7.1 2.2 9.5 6.5c-2.4 4.3 -5.6 6.5 -9.5 6.5s-7.1 -2.2 -9.5 -6.5z',
    'M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0',
  ],
  'file-text': ['M14 3v5h5', 'M5 3h9l5 5v13h-14z', 'M9 13h6', 'M9 17h6'],
  flag: ['M5 21v-17', 'M5 4h13l-2.5 4.5l2.5 4.5h-13'],
  flask: [
    'M9 3h6',
    'M10 3v6.5l-5.2 8.7a1.9 1.9 0 0 0 1.6 2.8h11.2a1.9 1.9 0 0 0 1.6 -2.8l-5.2 -8.7v-6.5',
    'M7.5 15h9',
  ],
  folder: ['M4 5h5l2.5 2.5h8.5v11.5h-16z', 'M4 10h16'],
  help: helpGlyph,
  laptop: ['M5 5h14v10h-14z', 'M2.5 19h19'],
  lifebuoy: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
    'M14.8 14.8l3.6 3.6',
    'M9.2 14.8l-3.6 3.6',
    'M9.2 9.2l-3.6 -3.6',
    'M14.8 9.2l3.6 -3.6',
  ],
  message: ['M4 5h16v11h-9l-5 4v-4h-2z', 'M8 9h8', 'M8 12h5'],
  microphone: [
    'M9 5a3 3 0 0 1 6 0v6a3 3 0 0 1 -6 0z',
    'M5 11a7 7 0 0 0 14 0',
    'M12 18v3',
    'M8.5 21h7',
  ],
  pencil: pencilGlyph,
  presentation: presentationGlyph,
  repeat: [
    'M4 12v-2a3 3 0 0 1 3 -3h13',
    'M17 4l3 3l-3 3',
    'M20 12v2a3 3 0 0 1 -3 3h-13',
    'M7 20l-3 -3l3 -3',
  ],
  school: schoolGlyph,
  star: ['M12 3.5l2.6 5.4l5.9 .8l-4.3 4.1l1.1 5.9l-5.3 -2.9l-5.3 2.9l1.1 -5.9l-4.3 -4.1l5.9 -.8z'],
  target: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M7 12a5 5 0 1 0 10 0a5 5 0 1 0 -10 0',
    'M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0',
  ],
  'user-check': [
    'M6 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0',
    'M3 21v-2a4 4 0 0 1 4 -4h5',
    'M15 19l2 2l4 -4',
  ],
  users: usersGlyph,
  video: ['M3 7h12v10h-12z', 'M15 10.5l6 -3.5v10l-6 -3.5'],
  world: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0',
    'M3.5 9h17',
    'M3.5 15h17',
    'M12 3c-2.6 2.5 -3.8 5.5 -3.8 9s1.2 6.5 3.8 9',
    'M12 3c2.6 2.5 3.8 5.5 3.8 9s-1.2 6.5 -3.8 9',
  ],
};

/** The glyph of a stored icon name; an unknown name (an older or newer list) gets the star. */
export function catalogueGlyph(name: string): TGlyph {
  return CATALOGUE_GLYPHS[name as TCatalogueIcon] ?? CATALOGUE_GLYPHS.star;
}
