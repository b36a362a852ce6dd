import type { TAreaDocs, TRoute } from './define';

/**
 * Single sign-on (docs/sso.md): the sign-in through a school's provider is public; a location's
 * connections and its password sign-in switch are its administrators'.
 */
export const ssoRoutes = {
  listSsoProviders: {
    method: 'GET',
    path: '/auth/sso/providers',
    access: 'public',
  },
  startSsoSignIn: {
    method: 'GET',
    path: '/auth/sso/:provider/start',
    access: 'public',
  },
  finishSsoSignIn: {
    method: 'GET',
    path: '/auth/sso/callback',
    access: 'public',
  },
  getSsoLink: {
    method: 'GET',
    path: '/auth/sso/links/:token',
    access: 'public',
  },
  confirmSsoLink: {
    method: 'POST',
    path: '/auth/sso/links/:token',
    access: 'public',
  },
  getSsoJoin: {
    method: 'GET',
    path: '/auth/sso/joins/:token',
    access: 'public',
  },
  acceptSsoJoin: {
    method: 'POST',
    path: '/auth/sso/joins/:token',
    access: 'public',
  },
  declineSsoJoin: {
    method: 'DELETE',
    path: '/auth/sso/joins/:token',
    access: 'public',
  },
  getSsoSettings: {
    method: 'GET',
    path: '/locations/:location/sso',
    access: 'admin',
  },
  updateSsoPasswordLogin: {
    method: 'PUT',
    path: '/locations/:location/sso',
    access: 'admin',
  },
  saveSsoConnection: {
    method: 'PUT',
    path: '/locations/:location/sso/:provider',
    access: 'admin',
  },
  removeSsoConnection: {
    method: 'DELETE',
    path: '/locations/:location/sso/:provider',
    access: 'admin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const ssoDocs = {
  tag: 'Single Sign-On',
  summaries: {
    listSsoProviders:
      'The school-account buttons the login page shows (those of the location of `?domain=` when given), and whether that location still allows password sign-in.',
    startSsoSignIn:
      "Sends the browser to the provider's sign-in page; a provider the location has not connected sends it to `/surf?error=`.",
    finishSsoSignIn:
      'Where the provider sends the browser back: signs in and sends it on to `/surf` with `next`, `link` (confirm linking an existing account), `join` (choose whether to join the school that invites) or `error`.',
    getSsoLink:
      'The account a school account is about to be linked to; an expired or unknown link answers 404.',
    confirmSsoLink:
      "Links the school account to the existing account with that account's password and signs in; a wrong password answers 422, an expired link 404, too many attempts 429.",
    getSsoJoin:
      'The school that invites the person who just signed in, for the choice "Join" or "Not now"; only in the browser that signed in; an expired, used or unknown step answers 404.',
    acceptSsoJoin:
      'Joins: accepts the invitation (creating the account if there is none), and signs in; an expired step 404, an invitation withdrawn meanwhile 404, a switched-off account 403.',
    declineSsoJoin:
      'Not now: forgets the step without joining or signing in; the invitation stays open until it expires.',
    getSsoSettings:
      "The location's provider connections (without secrets), its password sign-in switch and the redirect URI to register at the provider.",
    updateSsoPasswordLogin:
      'Switches password sign-in on or off; switching it off answers 422 until a connection is enabled and the caller has signed in through single sign-on once.',
    saveSsoConnection: 'Connects a provider or changes its connection; answers all settings.',
    removeSsoConnection:
      'Removes a connection (404 when there is none); without an enabled one left, password sign-in comes back on.',
  },
} as const satisfies TAreaDocs<typeof ssoRoutes>;
