import { SHEET_NAME_MAX, sheetName } from './words';

/*
 * Sheet names of the per-year tables of the plan and analysis sections: a fixed word (or a
 * renamed term) and a short tag of the year and period, "Toetsen J2", "Planning J2 P1". The tag
 * makes them unique across years; the base is cut, never the tag, when a long term would push
 * the name past Excel's 31 characters.
 */

/** `base` cut to fit before ` ${tag}`, cleaned for Excel (words.ts `sheetName`). */
export function taggedSheetName(base: string, tag: string): string {
  const room = SHEET_NAME_MAX - tag.length - 1;
  return sheetName(`${sheetName(base).slice(0, room).trim()} ${tag}`);
}
