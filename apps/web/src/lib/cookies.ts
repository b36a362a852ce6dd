/**
 * Small helpers for the readable cookies the web app keeps (docs/foundation-brief.md "The
 * shell"): path /, SameSite=Lax, 1 year.
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    // An empty value counts as absent: none of our cookies is meaningful when empty.
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length)) || null;
  }
  return null;
}

export function writeCookie(name: string, value: string): void {
  // Secure only where the page itself is https, so local http development keeps working.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}` +
    `; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
