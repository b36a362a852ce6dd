/**
 * The five kinds of pages without top bar and without context restore (docs/foundation-brief.md
 * "The shell"): login, invitation, password reset, anything containing /registreer, and the SSO
 * return.
 */
export function isPublicPath(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '' ||
    pathname.startsWith('/uitnodiging/') ||
    pathname.startsWith('/wachtwoord/') ||
    pathname.includes('/registreer') ||
    pathname === '/surf' ||
    pathname.startsWith('/surf/')
  );
}
