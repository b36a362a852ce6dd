/*
 * A text too long for a title (a real learning goal runs to 362 characters; a title holds 200):
 * the whole text belongs in the description and the title becomes its start, cut at a word and
 * marked with an ellipsis, never cut silently (docs/design.md "Long goals"). The design form
 * offers it as one click; starting a design from a framework does it for every long item.
 */

const ELLIPSIS = '…';

/**
 * `text` (trimmed, spaces collapsed) when it fits in `max` characters; else its start up to the
 * last word boundary that leaves room for "…", with the ellipsis. A text without a space in
 * reach is cut at `max - 1`. Never longer than `max` (counted in UTF-16 units, as the schemas'
 * `max` does; a surrogate pair is not split).
 */
export function shortTitleOf(text: string, max: number): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  if (flat.length <= max) return flat;
  let cut = max - ELLIPSIS.length;
  // Do not leave half of a surrogate pair behind.
  if (/[\uD800-\uDBFF]/.test(flat.charAt(cut - 1))) cut -= 1;
  const head = flat.slice(0, cut);
  const space = head.lastIndexOf(' ');
  // A word boundary in the last third is worth it; a very long word is cut where it stands.
  const start = space >= cut * (2 / 3) ? head.slice(0, space) : head;
  return `${start.replace(/[\s,;:.–-]+$/, '')}${ELLIPSIS}`;
}

/**
 * What moving a long title into the description gives: the shortened title, and the description
 * with the whole text first (above what it held, which is kept).
 */
export function moveTitleToDetails(
  title: string,
  details: string,
  max: number,
): { title: string; details: string } {
  const whole = title.trim();
  const rest = details.trim();
  const already = rest === whole || rest.startsWith(`${whole}\n`);
  return {
    title: shortTitleOf(whole, max),
    details: already || rest === '' ? (already ? rest : whole) : `${whole}\n\n${rest}`,
  };
}
