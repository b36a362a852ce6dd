import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { API_BASE, type TEndpointId } from '@cp/contracts';
import type { Config } from './config';
import { AuthCache } from './domain/auth/auth-cache';
import type { AuthSettings } from './domain/auth/settings';
import './http/types';
import type { AppDeps } from './http/deps';
import { registerCsrfCheck } from './http/csrf';
import { registerAccessCheck } from './http/access/access-check';
import type { AccessLevel } from './http/access/levels';
import { accessOfApiRoute, assertEveryEndpointServed } from './http/access/endpoint-access';
import { answerError, isApiPath, registerErrorHandling } from './http/errors';
import { registerJsonBodyParser } from './http/json-body';
import { registerCompression } from './http/compression';
import { registerBodyRateCheck } from './http/connections/body-rate';
import { registerLingeringClose } from './http/connections/lingering-close';
import { serverOptions } from './http/connections/server-options';
import { registerReadsFirst } from './http/uploads/reads-first';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { registerSessionGuard } from './http/session-guard';
import { authRoutes } from './http/auth/routes';
import { healthRoutes } from './http/health/routes';
import { openApiRoutes } from './http/openapi/routes';
import { licenseRoutes } from './http/licenses/routes';
import { locationRoutes } from './http/locations/routes';
import { navigationRoutes } from './http/navigation/routes';
import { notificationRoutes } from './http/notifications/routes';
import { pageInfoRoutes } from './http/page-info/routes';
import { catalogueRoutes } from './http/catalogues/routes';
import { registerWebApp } from './http/web/static';
import { invitationRoutes } from './http/invitations/routes';
import { passwordResetRoutes } from './http/password-reset/routes';
import { frameworkCoverageRoutes } from './http/frameworks/coverage-routes';
import { frameworkLinkRoutes } from './http/frameworks/link-routes';
import { frameworkSuggestionRoutes } from './http/frameworks/suggestion-routes';
import { frameworkRoutes } from './http/frameworks/routes';
import { importRoutes } from './http/imports/routes';
import { trialRoutes } from './http/trials/routes';
import { userRoutes } from './http/users/routes';
import { createMailOutbox } from './mail/outbox';
import { createSendMail } from './mail/transport';
import { facultyRoutes } from './http/faculties/routes';
import { educationParentRoutes } from './http/education-parents/routes';
import { educationRoutes } from './http/educations/routes';
import { archiveRoutes } from './http/archive/routes';
import { namingRoutes } from './http/naming/routes';
import { educationLifecycleRoutes } from './http/educations/lifecycle-routes';
import { educationStructureRoutes } from './http/educations/structure-routes';
import { designRoutes } from './http/design/routes';
import { planMaterialRoutes } from './http/plan/material-routes';
import { planRoutes } from './http/plan/routes';
import { testPlanRoutes } from './http/test-plan/test-plan-routes';
import { analysisRoutes } from './http/analysis/routes';
import { noteRoutes } from './http/notes/routes';
import { backupRoutes } from './http/backups/routes';
import { exportRoutes } from './http/exports/routes';
import { OidcClients } from './domain/sso/oidc-client';
import { providerLogoutUrl } from './domain/sso/provider-logout';
import { ssoAdminRoutes } from './http/sso/admin-routes';
import { ssoRoutes } from './http/sso/routes';
import type { Publisher } from './domain/events/publisher';
import { attachRealtime, type AttachedRealtime } from './realtime/socket-server';

export type { AppDeps } from './http/deps';

/** A registered route, kept so tests can check every protected route without a hand-kept list. */
export type RouteSummary = {
  method: string;
  url: string;
  access: AccessLevel | undefined;
  endpoint: TEndpointId | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteSummary[];
    /** Where realtime events go; main.ts hands it to the job queue (exports send progress). */
    publisher: Publisher;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? (() => new Date());
  const settings = authSettingsOf(config);
  const authCache = new AuthCache(config.sessionCacheMs);
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Timeouts for slow and idle connections (http/connections/server-options.ts).
    ...serverOptions(config.connections),
    // A path that is not valid URL encoding is refused before routing: the same error answer.
    frameworkErrors: (error, request, reply) => answerError(error, request, reply),
  });
  const routeTable = keepRouteTable(app);

  registerErrorHandling(app);
  registerJsonBodyParser(app);
  // Before every route: a body that trickles is cut; an answer sent before its body arrived
  // whole reads the rest before the connection closes (http/connections/).
  registerBodyRateCheck(app, config.connections);
  registerLingeringClose(app);
  // Upload writes wait while other requests are answered (PGlite; http/uploads/reads-first.ts).
  registerReadsFirst(app, db);
  await app.register(cookie);
  // Before every route and the static files (see http/compression.ts).
  await registerCompression(app);
  registerSecurityHeaders(app, { secure: config.secure, publicUrl: config.publicUrl });
  const realtime = await attachRealtime(app, {
    db,
    settings,
    clock,
    cache: authCache,
    databaseUrl: config.databaseUrl,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    headers: securityHeaders({ secure: config.secure, publicUrl: config.publicUrl }),
  });
  const publisher = deps.publisher ?? realtime.publisher;
  app.decorate('publisher', publisher);
  // Before everything else that could change state, on every path (see http/csrf.ts).
  registerCsrfCheck(app, config.sessionSecret);

  const context: ApiContext = {
    deps,
    clock,
    settings,
    authCache,
    publicUrl,
    publisher,
    realtime,
    log: app.log,
  };
  await app.register(async (api) => registerApi(api, context), { prefix: API_BASE });

  assertEveryEndpointServed(routeTable.map((route) => route.endpoint));
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    secure: config.secure,
    sessionSecret: config.sessionSecret,
  });
  return app;
}

function authSettingsOf(config: Config): AuthSettings {
  return {
    sessionSecret: config.sessionSecret,
    sessionIdleMs: config.sessionIdleMs,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    loginMaxFailuresPerEmail: config.loginMaxFailuresPerEmail,
    loginMaxFailuresPerIp: config.loginMaxFailuresPerIp,
  };
}

/** Records every route as it is added (`app.routeTable`), with the access level of an API route. */
function keepRouteTable(app: FastifyInstance): RouteSummary[] {
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Every API route serves an endpoint of the registry (http/endpoint.ts) and takes its access
    // level from there, or the app won't start.
    if (isApiPath(route.url)) {
      const access = accessOfApiRoute(route.config?.endpoint, methods, route.url);
      route.config = { ...route.config, access };
    }
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        endpoint: route.config?.endpoint,
      });
    }
  });
  return routeTable;
}

/** What the API's routes are built from, beside the app's own dependencies. */
type ApiContext = {
  deps: AppDeps;
  clock: () => Date;
  settings: AuthSettings;
  authCache: AuthCache;
  publicUrl: string;
  publisher: Publisher;
  realtime: AttachedRealtime;
  log: FastifyBaseLogger;
};

/** Everything under API_BASE: the session, the access check, the rate limit, then the routes. */
async function registerApi(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { db } = context.deps;
  registerSessionGuard(api, {
    db,
    settings: context.settings,
    clock: context.clock,
    cache: context.authCache,
  });
  registerAccessCheck(api, { db, clock: context.clock });
  await registerRateLimit(api, context);
  await registerSignInRoutes(api, context);
  await registerAreaRoutes(api, context);
  await registerMailingRoutes(api, context);
}

async function registerRateLimit(api: FastifyInstance, context: ApiContext): Promise<void> {
  await api.register(rateLimit, {
    max: context.deps.config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Per session when signed in (so a school behind one NAT address is not one bucket),
    // else per IP. Keyed on the resolved session, not the raw cookie: made-up cookie values
    // would otherwise each get a fresh bucket.
    keyGenerator: (request) =>
      request.actor ? `session:${request.actor.sessionIdHash}` : `ip:${request.ip}`,
  });
  // Socket work (handshakes, joins) is charged to the same budget as the session's requests:
  // createRateLimit() without options uses this registration's store and key generator.
  const checkRateLimit = api.createRateLimit();
  context.realtime.shareRateLimit(async ({ actor, ip }, charge) => {
    // The key generator reads only `actor` and `ip`, the plugin only `routeOptions.config`;
    // a socket has no Fastify request, so it passes those fields alone.
    const asRequest = { actor, ip, routeOptions: { config: {} } } as unknown as FastifyRequest;
    const limit = await checkRateLimit(asRequest, { increment: charge });
    if (limit.isAllowed) return true;
    return charge ? !limit.isExceeded : limit.remaining > 0;
  });
}

/** Health, the API description, and signing in and out (password and single sign-on). */
async function registerSignInRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { deps, settings, clock, authCache, publicUrl, publisher } = context;
  const { config, db } = deps;
  await api.register(healthRoutes, { db });
  await api.register(openApiRoutes);
  const oidc = new OidcClients(config.sso, clock);
  await api.register(authRoutes, {
    db,
    settings,
    secure: config.secure,
    clock,
    cache: authCache,
    publisher,
    providerLogoutUrl: (sessionIdHash) =>
      providerLogoutUrl({ db, oidc, secretKey: config.sso.secretKey, sessionIdHash }),
  });
  await api.register(ssoRoutes, {
    db,
    settings,
    secure: config.secure,
    clock,
    cache: authCache,
    oidc,
    secretKey: config.sso.secretKey,
    publicUrl,
    publisher,
  });
  await api.register(ssoAdminRoutes, {
    db,
    clock,
    secretKey: config.sso.secretKey,
    publicUrl,
  });
}

/** The routes of the school's own data: locations, catalogues, educations, design, plan, ... */
async function registerAreaRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { clock, publisher } = context;
  const { db } = context.deps;
  await api.register(locationRoutes, { db, clock });
  await api.register(licenseRoutes, { db, clock });
  await api.register(navigationRoutes, { db });
  await api.register(pageInfoRoutes, { db, clock });
  await api.register(catalogueRoutes, { db, clock, publisher });
  await api.register(notificationRoutes, { db, clock, publisher });
  await api.register(facultyRoutes, { db, clock });
  await api.register(educationParentRoutes, { db, clock });
  await api.register(educationRoutes, { db, clock, publisher });
  await api.register(archiveRoutes, { db, clock, publisher });
  await api.register(namingRoutes, { db, clock });
  await api.register(educationLifecycleRoutes, { db, clock, publisher });
  await api.register(educationStructureRoutes, { db, clock, publisher });
  await api.register(designRoutes, { db, clock, publisher });
  await api.register(planRoutes, { db, clock, publisher });
  await api.register(planMaterialRoutes, { db, clock, publisher });
  await api.register(testPlanRoutes, { db, clock, publisher });
  await api.register(analysisRoutes, { db, clock, publisher });
  await api.register(noteRoutes, { db, clock, publisher });
  await api.register(backupRoutes, { db, clock, publisher });
  await api.register(frameworkRoutes, { db, clock, publisher });
  await api.register(frameworkLinkRoutes, { db, clock, publisher });
  await api.register(frameworkSuggestionRoutes, { db, clock, publisher });
  await api.register(frameworkCoverageRoutes, { db, clock, publisher });
  await api.register(exportRoutes, {
    db,
    clock,
    publisher,
    jobs: context.deps.jobs ?? { current: undefined },
  });
}

/** Users, and the routes that send e-mail: invitations, password reset, import, trials. */
async function registerMailingRoutes(api: FastifyInstance, context: ApiContext): Promise<void> {
  const { deps, settings, clock, authCache, publicUrl, publisher, log } = context;
  const { config, db } = deps;
  const mailDeps = {
    db,
    settings,
    secure: config.secure,
    clock,
    cache: authCache,
    mail: createMailOutbox({
      jobs: deps.jobs ?? { current: undefined },
      db,
      sendMail: createSendMail(
        { smtpUrl: config.smtpUrl, dataDir: config.dataDir, publicUrl },
        log,
      ),
      secret: config.sessionSecret,
      publicUrl,
      clock,
      log,
    }),
  };
  await api.register(userRoutes, { db, clock, cache: authCache, publisher });
  await api.register(invitationRoutes, { ...mailDeps, publisher });
  await api.register(passwordResetRoutes, { ...mailDeps, publisher });
  await api.register(importRoutes, mailDeps);
  await api.register(trialRoutes, mailDeps);
}
