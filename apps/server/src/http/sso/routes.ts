import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE, SSO_MESSAGES, WRONG_PASSWORD, type TSsoErrorCode } from '@cp/contracts';
import type { Db } from '../../db/client';
import type { AuthCache } from '../../domain/auth/auth-cache';
import { loadCurrentUser } from '../../domain/auth/current-user';
import { hashSessionId } from '../../domain/auth/session-ids';
import type { SocketCloser } from '../../domain/auth/sessions';
import type { AuthSettings } from '../../domain/auth/settings';
import { forbidden, invalidField, notFound } from '../../domain/errors';
import { acceptJoin } from '../../domain/sso/accept-join';
import { providerOptions } from '../../domain/sso/list-provider-options';
import type { OidcClients } from '../../domain/sso/oidc-client';
import { declineJoin, pendingJoin, type JoinKey } from '../../domain/sso/pending-joins';
import { confirmLink, pendingLink } from '../../domain/sso/pending-links';
import { finishSignIn, startSignIn, type SsoFlowDeps } from '../../domain/sso/sign-in';
import { sendError } from '../api-error';
import { SESSION_COOKIE, sessionCookieOptions } from '../cookies';
import { issueCsrfCookie } from '../csrf';
import { deviceCookieOf } from '../auth/device-cookie';
import { handle } from '../endpoint';

/** Binds a sign-in to the browser that began it (the state alone could be handed to someone). */
const BROWSER_COOKIE = 'sso_browser';
const BROWSER_COOKIE_PATH = `${API_BASE}/auth/sso`;
const BROWSER_COOKIE_SECONDS = 10 * 60;
/**
 * Binds a join step (`/surf?join=`) to the browser that signed in: its token is in the address
 * bar, and "Join" starts a session. SameSite=Strict: only our own join page uses it.
 */
const JOIN_COOKIE = 'sso_join';

type Deps = {
  db: Db;
  settings: AuthSettings;
  secure: boolean;
  clock: () => Date;
  cache: AuthCache;
  oidc: OidcClients;
  secretKey: string;
  publicUrl: string;
  /** Closes the sockets of the browser's previous session (domain/auth/sessions.ts). */
  publisher: SocketCloser;
};

/** The sign-in routes of single sign-on (public): login buttons, start, return, linking. */
export async function ssoRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  signInRoutes(app, deps);
  linkRoutes(app, deps);
  joinRoutes(app, deps);
}

/** The provider's redirect target (PUBLIC_URL), as every provider is told it. */
const redirectUriOf = (deps: Deps) => `${deps.publicUrl}${API_BASE}/auth/sso/callback`;

/** The same session as a password sign-in: cookie, a CSRF token of its own, fresh cache. */
function startSession(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { sessionId: string },
) {
  const { settings, secure, cache } = deps;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) {
    // The domain removed the browser's previous session with this sign-in: so end its sockets.
    const previousHash = hashSessionId(settings.sessionSecret, previous);
    cache.forgetSession(previousHash);
    deps.publisher.disconnect({ sessions: [previousHash] });
  }
  reply.setCookie(
    SESSION_COOKIE,
    session.sessionId,
    sessionCookieOptions(secure, settings.sessionAbsoluteMs),
  );
  issueCsrfCookie(request, reply, {
    secure,
    secret: settings.sessionSecret,
    sessionId: session.sessionId,
  });
}

/** Back to the web app's single sign-on page with what it should show. */
const toSurf = (reply: FastifyReply, query: Record<string, string>) =>
  reply.redirect(`/surf?${new URLSearchParams(query).toString()}`, 302);
const failed = (reply: FastifyReply, code: TSsoErrorCode, provider?: string) =>
  toSurf(reply, provider ? { error: code, provider } : { error: code });

/** The login buttons, the start at the provider and the return from it. */
function signInRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, settings, secure, clock } = deps;
  const redirectUri = redirectUriOf(deps);
  const flow = (): SsoFlowDeps => ({
    db,
    oidc: deps.oidc,
    settings,
    secretKey: deps.secretKey,
    redirectUri,
    now: clock(),
  });

  handle(app, 'listSsoProviders', async ({ query: { domain } }) => {
    return { data: await providerOptions(db, domain) };
  });

  handle(app, 'startSsoSignIn', async ({ params: { provider }, query }, _, reply) => {
    const { domain, next } = query;
    const started = await startSignIn(flow(), { provider, domain, next });
    if (started.kind === 'error') return failed(reply, started.code, provider);
    reply.setCookie(BROWSER_COOKIE, started.browserToken, {
      path: BROWSER_COOKIE_PATH,
      httpOnly: true,
      // Lax: sent on the provider's top-level GET back to the callback, not on cross-site posts.
      sameSite: 'lax',
      secure,
      maxAge: BROWSER_COOKIE_SECONDS,
    });
    return reply.redirect(started.url.href, 302);
  });

  handle(app, 'finishSsoSignIn', async (_, request, reply) => {
    // The URL as the provider was told it (PUBLIC_URL), with the query the provider added.
    const queryStart = request.url.indexOf('?');
    const callbackUrl = new URL(
      redirectUri + (queryStart >= 0 ? request.url.slice(queryStart) : ''),
    );
    const result = await finishSignIn(flow(), {
      callbackUrl,
      browserToken: request.cookies[BROWSER_COOKIE],
      previousSessionId: request.cookies[SESSION_COOKIE],
    });
    reply.clearCookie(BROWSER_COOKIE, { path: BROWSER_COOKIE_PATH });
    if (result.kind === 'error') return failed(reply, result.code, result.provider);
    if (result.kind === 'join') {
      reply.setCookie(JOIN_COOKIE, result.browserToken, {
        path: BROWSER_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: BROWSER_COOKIE_SECONDS,
      });
      return toSurf(
        reply,
        result.next ? { join: result.token, next: result.next } : { join: result.token },
      );
    }
    if (result.kind === 'link') {
      return toSurf(
        reply,
        result.next ? { link: result.token, next: result.next } : { link: result.token },
      );
    }
    startSession(deps, request, reply, result);
    return toSurf(reply, { next: result.next ?? '/locaties' });
  });
}

/** Linking the provider's account to an existing one with its password (docs/sso.md "The flow"). */
function linkRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, settings, clock, cache } = deps;

  handle(app, 'getSsoLink', async ({ params: { token } }) => {
    const link = await pendingLink({ db, settings, token, now: clock() });
    if (!link) throw notFound('account.ssoLinkExpired');
    return { data: link };
  });

  handle(app, 'confirmSsoLink', async ({ params, body }, request, reply) => {
    const result = await confirmLink({
      db,
      settings,
      token: params.token,
      password: body.password,
      ip: request.ip,
      deviceCookie: deviceCookieOf(request),
      previousSessionId: request.cookies[SESSION_COOKIE],
      now: clock(),
    });
    if (result.status === 'throttled') {
      reply.header('Retry-After', String(result.retryAfterSeconds));
      return sendError(request, reply, 429, 'rate_limited', 'common.tooManyAttempts');
    }
    if (result.status === 'gone') {
      throw notFound('account.ssoLinkExpired');
    }
    if (result.status === 'wrong_password') throw invalidField('password', WRONG_PASSWORD);
    startSession(deps, request, reply, result);
    const user = await loadCurrentUser(db, result.userId);
    cache.rememberCurrentUser(user, clock());
    return { data: user };
  });
}

/** Joining the location that invited the provider's address, or not (docs/sso.md "The flow"). */
function joinRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, settings, clock, cache } = deps;
  const joinKey = (request: FastifyRequest, token: string): JoinKey => ({
    token,
    browserToken: request.cookies[JOIN_COOKIE],
  });
  const joinGone = () => notFound(SSO_MESSAGES.joinExpired);

  handle(app, 'getSsoJoin', async ({ params: { token } }, request) => {
    const join = await pendingJoin({ db, settings, key: joinKey(request, token), now: clock() });
    if (join === 'gone') throw joinGone();
    if (join === 'invitation_gone') throw notFound('notFound.invitationInvalid');
    return { data: join };
  });

  handle(app, 'acceptSsoJoin', async ({ params: { token } }, request, reply) => {
    const result = await acceptJoin({
      db,
      settings,
      key: joinKey(request, token),
      previousSessionId: request.cookies[SESSION_COOKIE],
      now: clock(),
    });
    if (result.status === 'gone') throw joinGone();
    if (result.status === 'invitation_gone') throw notFound('notFound.invitationInvalid');
    if (result.status === 'disabled') throw forbidden(SSO_MESSAGES.accountDisabled);
    reply.clearCookie(JOIN_COOKIE, { path: BROWSER_COOKIE_PATH });
    startSession(deps, request, reply, result);
    cache.forgetUser(result.userId);
    const user = await loadCurrentUser(db, result.userId);
    cache.rememberCurrentUser(user, clock());
    return { data: user };
  });

  handle(app, 'declineSsoJoin', async ({ params: { token } }, request, reply) => {
    const declined = await declineJoin({
      db,
      settings,
      key: joinKey(request, token),
      now: clock(),
    });
    if (!declined) throw joinGone();
    reply.clearCookie(JOIN_COOKIE, { path: BROWSER_COOKIE_PATH });
    return { data: null };
  });
}
