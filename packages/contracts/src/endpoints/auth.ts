import type { TAreaDocs, TRoute } from './define';

/** Signing in and out, the caller's own account, and the password reset (docs/security.md). */
export const authRoutes = {
  getCsrfCookie: {
    method: 'GET',
    path: '/auth/csrf',
    access: 'public',
  },
  signIn: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
  },
  signOut: {
    method: 'POST',
    path: '/auth/logout',
    access: 'signedIn',
  },
  getCurrentUser: {
    method: 'GET',
    path: '/auth/me',
    access: 'signedIn',
  },
  getSession: {
    method: 'GET',
    path: '/auth/session',
    access: 'public',
  },
  updateOwnLanguage: {
    method: 'PUT',
    path: '/auth/me/language',
    access: 'signedIn',
  },
  updateOwnProfile: {
    method: 'PUT',
    path: '/auth/me',
    access: 'signedIn',
  },
  changeOwnPassword: {
    method: 'PUT',
    path: '/auth/me/password',
    access: 'signedIn',
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/password/forgot',
    access: 'public',
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/password/reset',
    access: 'public',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const authDocs = {
  tag: 'Authentication',
  summaries: {
    getCsrfCookie:
      'Sets the XSRF-TOKEN cookie whose value every state-changing request sends back in the X-XSRF-TOKEN header.',
    signIn:
      'Signs in with e-mail and password and sets the session cookie; wrong credentials answer 401, a location that allows only single sign-on 403 `sso_required`, too many attempts 429.',
    signOut:
      "Ends the session; after a single sign-on it also answers the provider's own sign-out page, if it has one.",
    getCurrentUser: 'The signed-in user with their locations and roles.',
    getSession: 'The signed-in user, or null when nobody is signed in (never 401).',
    updateOwnLanguage: "Stores the interface language in the caller's account.",
    updateOwnProfile: "Changes the caller's own name.",
    changeOwnPassword:
      "Changes the caller's password, given the current one (a wrong one answers 422); the caller's other sessions end.",
    requestPasswordReset:
      'Mails a password reset link; the same answer whether or not the address has an account.',
    resetPassword:
      "Sets a new password with the link's token; every session of the user ends. Too many attempts answer 429.",
  },
} as const satisfies TAreaDocs<typeof authRoutes>;
