import type { TExportFormat } from '@cp/contracts';

/**
 * Invisible format characters (Unicode category Cf: the bidirectional overrides and isolates
 * U+202A–U+202E and U+2066–U+2069, the marks U+200E/U+200F and U+061C, zero-width characters,
 * U+FEFF, soft hyphen, tag characters) and the line and paragraph separators. In a file name
 * they show nothing of themselves but can change what is shown: "\u202Efdp.exe" displays as
 * "exe.pdf". No name of a download needs them.
 */
const INVISIBLE = /[\p{Cf}\u2028\u2029]/gu;

/** `name` without invisible format characters (http/downloads/send-file.ts uses it for every download). */
export const withoutInvisibleCharacters = (name: string): string => name.replace(INVISIBLE, '');

/**
 * The name a finished export is saved under (the notification's `data`, docs/exports.md): the
 * education's name and the date, e.g. "Bouwkunde niveau 4 (groot) 2026-11-25.pdf". Characters that
 * Windows, macOS or a Content-Disposition header cannot take become "-", invisible format
 * characters go, so the name is the same on every system and shows what it is; letters with accents
 * stay.
 */
export function exportFileName(
  educationName: string,
  date: Date,
  format: TExportFormat,
  /** The one part the file holds when it is named as such: "Havo 4 PTA 2026-11-25.pdf". */
  partName?: string,
): string {
  const name = partName ? `${educationName} ${partName}` : educationName;
  const base =
    withoutInvisibleCharacters(name)
      // Control characters, path separators and the characters Windows forbids.
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '-')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.-]+|[\s.-]+$/g, '')
      .slice(0, 100) || 'export';
  return `${base} ${date.toISOString().slice(0, 10)}.${format}`;
}
