/*
 * Excel's rules for sheet names, which the builders' DocTable.sheet may not all keep (a long
 * section title, a "/" in "2026/2027", two years with a table of the same name): at most 31
 * characters, none of []:*?/\, not "History", no apostrophe at either end, and unique without
 * regard to case. exceljs throws on most of these; we repair the name instead.
 */

export const SHEET_NAME_MAX_LENGTH = 31;

/** Excel keeps this name for its change tracking. */
const RESERVED_NAMES = ['history'];

/**
 * A name Excel accepts (uniqueness aside). Slashes become dashes ("2026/2027" stays readable),
 * the other forbidden characters spaces. Apostrophes become ’: Excel forbids one at either end,
 * and inside a name it would need doubling in every formula and defined name that quotes it
 * (exceljs does not double it in the print titles it writes).
 */
export function sanitizeSheetName(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[/\\]/g, '-')
    .replace(/[[\]:*?]/g, ' ')
    .replace(/'/g, '’')
    // Control characters and line breaks: exceljs would drop them silently, glueing words.
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = cutToLength(cleaned, SHEET_NAME_MAX_LENGTH);
  return cut === '' ? fallback : cut;
}

/**
 * Hands out unique names in order. A clash gets " (2)", " (3)" ..., the name cut so that the
 * suffix fits in 31 characters. Names are compared without case, as Excel does.
 */
export class SheetNamer {
  private readonly taken = new Set<string>(RESERVED_NAMES);

  constructor(private readonly fallback: string) {}

  /** Takes a name as it is (the Overview sheet's own, which is valid by construction). */
  reserve(name: string): void {
    this.taken.add(name.toLowerCase());
  }

  next(wanted: string): string {
    const base = sanitizeSheetName(wanted, this.fallback);
    let candidate = base;
    for (let number = 2; this.taken.has(candidate.toLowerCase()); number += 1) {
      const suffix = ` (${number})`;
      candidate = `${cutToLength(base, SHEET_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    }
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}

/** Cuts to `length` UTF-16 units (Excel's measure) without splitting a surrogate pair. */
function cutToLength(text: string, length: number): string {
  if (text.length <= length) return text;
  let cut = text.slice(0, length);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}
