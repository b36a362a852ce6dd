import { NO_LICENSE_BODY } from '@cp/contracts';
import { ApiError } from './api';
import { isPublicPath } from './public-paths';

/** Translation keys of the generic error messages (docs/foundation-brief.md "The shell"). */
export type TErrorMessageKey =
  | 'errors.notSignedIn'
  | 'errors.noLicense'
  | 'errors.noAccess'
  | 'errors.ssoRequired'
  | 'errors.tooManyRequests'
  | 'errors.unexpected';

/** What the app does about a failed request; `null` fields mean "leave as is". */
export interface TErrorAction {
  message: TErrorMessageKey | null;
  navigateTo: string | null;
  /** Clear current_education, current_location, current_education_parent, current_faculty. */
  clearLicensedContext: boolean;
}

const NOTHING: TErrorAction = { message: null, navigateTo: null, clearLicensedContext: false };

/**
 * The generic error handling (docs/foundation-brief.md "The shell") as a pure decision: status +
 * body + where the user is -> what to show and where to go. Features that handle a status
 * themselves (e.g. the login form's 401 and 429) opt out per query or mutation; see
 * app/query-client.ts.
 */
export function errorActionFor(error: unknown, pathname: string): TErrorAction {
  if (!(error instanceof ApiError)) {
    // Network failures and contract mismatches: say so, but do not move the user.
    return { ...NOTHING, message: 'errors.unexpected' };
  }
  const { status, body } = error;
  if (status === 401) {
    // On the public pages (login, invitation, ...) a 401 is part of the page's own flow.
    // (The user's cached data is forgotten when the shell unmounts, see ShellLayout.)
    if (isPublicPath(pathname)) return NOTHING;
    // The login page (password or school account) brings the person back here afterwards.
    const next = pathname === '/locaties' ? '' : `?${new URLSearchParams({ next: pathname })}`;
    return { ...NOTHING, message: 'errors.notSignedIn', navigateTo: `/${next}` };
  }
  if (status === 403 && isNoLicenseBody(body)) {
    // Always the locations page, where the user stays: the refused location is remembered and
    // not chosen again by itself (lib/unlicensed-locations.ts), so nothing asks for it again.
    return {
      ...NOTHING,
      message: 'errors.noLicense',
      navigateTo: '/locaties',
      clearLicensedContext: true,
    };
  }
  if (status === 403 && error.code === 'sso_required') {
    // The location takes only its own single sign-on (decision 0020): the locations page shows
    // it with its school's buttons. It stays the chosen one (it is no license problem, and it
    // is never chosen by itself after a sign-in it refuses), so signing in there lands in it.
    return { ...NOTHING, message: 'errors.ssoRequired', navigateTo: '/locaties' };
  }
  if (status === 403) {
    const navigateTo = pathname.startsWith('/dashboard') ? '/geen-toegang' : '/dashboard';
    return { ...NOTHING, message: 'errors.noAccess', navigateTo };
  }
  if (status === 429) return { ...NOTHING, message: 'errors.tooManyRequests' };
  if (status >= 500) return { ...NOTHING, message: 'errors.unexpected' };
  // 404, 409, 413, 422 ... carry meaning only the screen that asked can explain.
  return NOTHING;
}

function isNoLicenseBody(body: unknown): boolean {
  if (typeof body === 'string') return body.trim() === NO_LICENSE_BODY;
  // Tolerate a JSON-encoded form of the same answer.
  return (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    body.message === NO_LICENSE_BODY
  );
}
