import { archiveGlyph } from './glyphs/archive';
import { buildingGlyph } from './glyphs/building';
import { certificateGlyph } from './glyphs/certificate';
import { clipboardCheckGlyph } from './glyphs/clipboard-check';
import { dotGlyph } from './glyphs/dot';
import { helpGlyph } from './glyphs/help';
import { languageGlyph } from './glyphs/language';
import { layoutGlyph } from './glyphs/layout';
import { licenseGlyph } from './glyphs/license';
import { notesGlyph } from './glyphs/notes';
import { presentationGlyph } from './glyphs/presentation';
import { schoolGlyph } from './glyphs/school';
import { scaleGlyph } from './glyphs/scale';
import { uploadGlyph } from './glyphs/upload';
import { usersGlyph } from './glyphs/users';
import type { TGlyph } from './Icon';

/** Menu item icon names (brief and MENU_ITEMS in @cp/contracts) -> our glyphs. */
const MENU_GLYPHS: Record<string, TGlyph> = {
  building: buildingGlyph,
  certificate: certificateGlyph,
  users: usersGlyph,
  upload: uploadGlyph,
  'file-import': uploadGlyph,
  school: schoolGlyph,
  language: languageGlyph,
  archive: archiveGlyph,
  layout: layoutGlyph,
  'layout-list': layoutGlyph,
  'clipboard-check': clipboardCheckGlyph,
  presentation: presentationGlyph,
  activity: presentationGlyph,
  notes: notesGlyph,
  license: licenseGlyph,
  help: helpGlyph,
  scale: scaleGlyph,
};

/** The glyph of a menu item's icon name; an unknown name gets a neutral dot. */
export function menuGlyph(serverName: string): TGlyph {
  return MENU_GLYPHS[serverName] ?? dotGlyph;
}
