/**
 * Text as the picker compares it: lower case, without diacritics ("Oriëntatie" and "orientatie"
 * are the same), one space between words. Items store theirs; a search is made the same way.
 */
export function searchTextOf(...parts: string[]): string {
  return parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, each to be found somewhere in an item's text. */
export function searchWordsOf(search: string): string[] {
  return searchTextOf(search)
    .split(' ')
    .filter((word) => word !== '')
    .slice(0, 8);
}
