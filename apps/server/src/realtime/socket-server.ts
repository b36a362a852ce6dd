import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server as EngineServer } from 'engine.io';
import type { FastifyInstance } from 'fastify';
import type { Server as SocketIoServer, Socket } from 'socket.io';
import {
  REALTIME_CSRF_FIELD,
  REALTIME_PATH,
  type TClientToServerEvents,
  type THandshakeRefusal,
  type TRoomAnswer,
  type TRoomError,
  type TServerToClientEvents,
} from '@cp/contracts';
import type { Db } from '../db/client';
import type { Actor } from '../domain/actor';
import type { AuthCache } from '../domain/auth/auth-cache';
import { resolveActor } from '../domain/auth/resolve-actor';
import { hashSessionId } from '../domain/auth/session-ids';
import { liveSessions } from '../domain/auth/sessions';
import type { AuthSettings } from '../domain/auth/settings';
import { SESSION_COOKIE } from '../http/cookies';
import { csrfTokenAccepted } from '../http/csrf';
import type { Publisher, SocketsToEnd } from '../domain/events/publisher';
import { TtlMap } from '../lib/ttl-map';
import {
  FLOOD_COOL_DOWN_MS,
  SESSION_JOINS,
  SESSION_SWEEP_MS,
  SOCKET_JOINS,
  SOCKET_REFUSALS,
  SOCKETS_PER_SESSION,
  TokenBucket,
} from './join-budget';
import {
  authoriseRoom,
  NATIONAL_FRAMEWORKS_ROOM,
  parseRoom,
  personSocketsRoom,
  sessionSocketsRoom,
} from './rooms';

type SocketData = {
  actor: Actor;
  sessionId: string;
  ip: string;
  joins: TokenBucket;
  refusals: TokenBucket;
};

/**
 * The HTTP rate limit's budget (app.ts, @fastify/rate-limit): a socket's work is charged to the
 * same key as its session's requests (`session:<hash>`, or `ip:<address>` without a session).
 * `charge: false` only looks. True while the budget lasts.
 */
export type SharedRateLimit = (
  subject: { actor: Actor | null; ip: string },
  charge: boolean,
) => Promise<boolean>;
export type RealtimeServer = SocketIoServer<
  TClientToServerEvents,
  TServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type RealtimeSocket = Socket<
  TClientToServerEvents,
  TServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export type RealtimeDeps = {
  db: Db;
  settings: AuthSettings;
  clock: () => Date;
  cache: AuthCache;
  /** PostgreSQL: share rooms with the other server processes (postgres-adapter.ts). */
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** The security headers of every answer (http/security-headers.ts), also on the transport's. */
  headers: Record<string, string>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Realtime of this instance: its publisher, and the Socket.IO server (loaded on demand). */
    realtime: {
      publisher: Publisher;
      server(): Promise<RealtimeServer>;
      /** Closes the sockets of this process whose session has ended; runs every minute. */
      sweep(): Promise<void>;
    };
  }
}

/** The attached realtime: its publisher, and where app.ts hands over the HTTP rate limit. */
export type AttachedRealtime = {
  publisher: Publisher;
  shareRateLimit(limit: SharedRateLimit): void;
};

/**
 * Socket.IO on Fastify's own HTTP server, at /socket.io, same origin only. The handshake needs
 * the session cookie and the CSRF token; every room join is authorised (rooms.ts) and budgeted
 * (join-budget.ts, and the session's HTTP rate limit through `shareRateLimit`). A socket lives
 * no longer than its session: ending one closes its sockets in every process (`disconnect`),
 * and a sweep closes those whose session expired.
 *
 * Socket.IO costs about 16 MB and 100 ms to load, so the embedded (single-process) server loads
 * it on the first /socket.io request: before that no client can be in any room, and publishing
 * is a no-op. With PostgreSQL it loads at start, because other processes' clients must still
 * hear what this one publishes. Call after @fastify/cookie is registered.
 */
export async function attachRealtime(
  app: FastifyInstance,
  deps: RealtimeDeps,
): Promise<AttachedRealtime> {
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  // Until app.ts hands over the HTTP rate limit (registered after this), nothing is charged.
  let rateLimit: SharedRateLimit = async () => true;
  const load = () =>
    (loading ??= createRealtimeServer(app, deps, (subject, charge) =>
      rateLimit(subject, charge),
    ).then((result) => (loaded = result)));

  routeRealtimeTraffic(app, deps.headers, () => load().then(({ engine }) => engine));
  if (deps.databaseUrl) await load();

  // Open sockets would keep the HTTP server from closing: end them before Fastify closes it.
  app.addHook('preClose', async () => {
    if (!loaded) return;
    loaded.stopSweeps();
    loaded.io.local.disconnectSockets(true);
    loaded.engine.close();
  });
  app.addHook('onClose', async () => {
    await loaded?.closeAdapter();
  });

  const publisher: Publisher = {
    publish(room, event, payload) {
      if (!loaded) return;
      try {
        (loaded.io.to(room).emit as (event: string, payload: unknown) => boolean)(event, payload);
      } catch (error) {
        app.log.error({ err: error, room, event }, 'realtime publish failed');
      }
    },
    disconnect(sockets: SocketsToEnd) {
      // Not loaded (embedded, before the first /socket.io request): no socket exists yet.
      if (!loaded) return;
      const rooms =
        'sessions' in sockets
          ? sockets.sessions.map(sessionSocketsRoom)
          : [personSocketsRoom(sockets.user)];
      if (rooms.length === 0) return;
      try {
        // The adapter carries this to every server process (PostgreSQL NOTIFY).
        loaded.io.in(rooms).disconnectSockets(true);
      } catch (error) {
        app.log.error({ err: error }, 'realtime disconnect failed');
      }
    },
  };
  app.decorate('realtime', {
    publisher,
    server: () => load().then(({ io }) => io),
    sweep: async () => loaded?.sweep(),
  });
  return {
    publisher,
    shareRateLimit: (limit) => {
      rateLimit = limit;
    },
  };
}

type Loaded = {
  io: RealtimeServer;
  engine: EngineServer;
  sweep(): Promise<void>;
  stopSweeps(): void;
  closeAdapter(): Promise<void>;
};

/**
 * Sends /socket.io requests and upgrades to the engine (loaded on the first one) and everything
 * else to Fastify, whose handler is the server's only 'request' listener until now.
 */
function routeRealtimeTraffic(
  app: FastifyInstance,
  headers: Record<string, string>,
  engine: () => Promise<EngineServer>,
): void {
  const server = app.server;
  const fastifyHandlers = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  const isRealtime = (url: string | undefined) => url?.startsWith(`${REALTIME_PATH}/`) ?? false;
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!isRealtime(request.url)) {
      for (const handler of fastifyHandlers) handler.call(server, request, response);
      return;
    }
    // The engine answers outside Fastify's hooks; it keeps headers set here (issue 11).
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    engine().then(
      (e) => e.handleRequest(request, response),
      (error: unknown) => {
        app.log.error({ err: error }, 'realtime could not start');
        response.writeHead(503).end();
      },
    );
  });
  // Nothing else here upgrades connections.
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isRealtime(request.url)) {
      socket.destroy();
      return;
    }
    engine().then(
      (e) => e.handleUpgrade(request, socket, head),
      () => socket.destroy(),
    );
  });
}

async function createRealtimeServer(
  app: FastifyInstance,
  deps: RealtimeDeps,
  rateLimit: SharedRateLimit,
): Promise<Loaded> {
  const [{ Server }, { Server: Engine }] = await Promise.all([
    import('socket.io'),
    import('engine.io'),
  ]);
  // Requests reach the engine only from routeRealtimeTraffic, which checks the path.
  const engine = new Engine({
    // Clients only send join and leave requests.
    maxHttpBufferSize: 10_000,
    allowRequest: (request, callback) =>
      callback(null, isSameOrigin(request, deps.publicUrl, deps.trustProxy)),
  });
  const io: RealtimeServer = new Server({ path: REALTIME_PATH, serveClient: false });
  io.bind(engine);
  const server: ServerParts = {
    app,
    deps,
    io,
    rateLimit,
    // Sessions whose socket was closed for flooding: no new socket for a while.
    flooders: new TtlMap<string, true>(FLOOD_COOL_DOWN_MS, 100_000),
  };
  const authenticate = handshakeCheck(server);
  io.use((socket, next) => {
    authenticate(socket).then(
      (refusal) => next(refusal ? new Error(refusal) : undefined),
      (error: unknown) => {
        app.log.error({ err: error }, 'realtime handshake failed');
        next(new Error('unavailable' satisfies THandshakeRefusal));
      },
    );
  });
  const join = roomJoins(server);
  io.on('connection', (socket) => serveSocket(app, socket, join));
  const sweeps = startSessionSweeps(server);

  let adapter: { close(): Promise<void> } | undefined;
  if (deps.databaseUrl) {
    const { usePostgresAdapter } = await import('./postgres-adapter');
    adapter = await usePostgresAdapter(io as unknown as SocketIoServer, {
      databaseUrl: deps.databaseUrl,
      onError: (error) => app.log.warn({ err: error }, 'realtime adapter error'),
    });
  }
  return {
    io,
    engine,
    sweep: () => sweeps.sweep(),
    stopSweeps: () => sweeps.stop(),
    closeAdapter: async () => adapter?.close(),
  };
}

/** What the parts of one loaded Socket.IO server share. */
type ServerParts = {
  app: FastifyInstance;
  deps: RealtimeDeps;
  io: RealtimeServer;
  rateLimit: SharedRateLimit;
  /** Sessions whose socket was closed for flooding (refused until the cool-down ends). */
  flooders: TtlMap<string, true>;
};

/** The handshake: a refusal, or null with the socket's data set. */
function handshakeCheck(
  server: ServerParts,
): (socket: RealtimeSocket) => Promise<THandshakeRefusal | null> {
  const { app, deps, io, rateLimit, flooders } = server;
  const { db, settings, clock, cache } = deps;

  /** The sockets of one session in this process (its private room). */
  const socketsOfSession = (idHash: string) =>
    io.of('/').adapter.rooms.get(sessionSocketsRoom(idHash))?.size ?? 0;

  return async function authenticate(socket: RealtimeSocket): Promise<THandshakeRefusal | null> {
    const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
    const sessionId = cookies[SESSION_COOKIE];
    if (!sessionId) return 'unauthenticated';
    const csrf: unknown = (socket.handshake.auth as Record<string, unknown>)[REALTIME_CSRF_FIELD];
    if (!csrfTokenAccepted(cookies, csrf, settings.sessionSecret)) return 'csrf';
    const now = clock();
    const ip = clientIp(socket.request, deps.trustProxy);
    // A session not in memory costs a query: an address that spent its budget (on requests, or
    // on cookies that resolve to nothing) is refused before the database, as HTTP would refuse it.
    const cached = cache.session(hashSessionId(settings.sessionSecret, sessionId), now);
    if (!cached && !(await rateLimit({ actor: null, ip }, false))) return 'rate_limited';
    const actor = cached ?? (await resolveActor({ db, sessionId, now, settings, cache }));
    if (!actor) {
      await rateLimit({ actor: null, ip }, true);
      return 'unauthenticated';
    }
    // A handshake is a request of the session; and one tab needs one socket.
    if (!(await rateLimit({ actor, ip }, true))) return 'rate_limited';
    if (flooders.get(actor.sessionIdHash, now)) return 'rate_limited';
    if (socketsOfSession(actor.sessionIdHash) >= SOCKETS_PER_SESSION) return 'rate_limited';
    socket.data = {
      actor,
      sessionId,
      ip,
      joins: new TokenBucket(SOCKET_JOINS.capacity, SOCKET_JOINS.perMinute, now),
      refusals: new TokenBucket(SOCKET_REFUSALS.capacity, SOCKET_REFUSALS.perMinute, now),
    };
    return null;
  };
}

type JoinRoom = (socket: RealtimeSocket, name: unknown) => Promise<TRoomAnswer>;

/** A socket's own rooms, and its join and leave requests. */
function serveSocket(app: FastifyInstance, socket: RealtimeSocket, join: JoinRoom): void {
  // The server's own rooms (rooms.ts): ending the session or the person's access closes this.
  void socket.join([
    sessionSocketsRoom(socket.data.actor.sessionIdHash),
    personSocketsRoom(socket.data.actor.userId),
    NATIONAL_FRAMEWORKS_ROOM,
  ]);
  socket.on('join', (name, ack) => {
    if (typeof ack !== 'function') return;
    join(socket, name).then(
      (answer) => {
        ack(answer);
        // A socket whose session has ended gets nothing more (after it has heard why).
        if (!answer.ok && answer.error === 'unauthenticated') socket.disconnect(true);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'realtime join failed');
        ack({ ok: false, error: 'unavailable' });
      },
    );
  });
  socket.on('leave', (name, ack) => {
    // Leaving a room one is not in is harmless; the server's own rooms cannot be left.
    if (parseRoom(name)) void socket.leave(name);
    if (typeof ack === 'function') ack({ ok: true });
  });
}

/** Room joins: budgeted per socket and per session, then authorised (rooms.ts). */
function roomJoins(server: ServerParts): JoinRoom {
  const { app, deps, rateLimit, flooders } = server;
  const { db, settings, clock, cache } = deps;

  // Joins of each session over all its sockets here; kept a while after its last socket left,
  // so reconnecting does not refill it.
  const sessionJoins = new TtlMap<string, TokenBucket>(5 * 60_000, 100_000);
  function mayJoin(socket: RealtimeSocket, now: Date): boolean {
    const { joins, actor } = socket.data;
    const session =
      sessionJoins.get(actor.sessionIdHash, now) ??
      new TokenBucket(SESSION_JOINS.capacity, SESSION_JOINS.perMinute, now);
    sessionJoins.set(actor.sessionIdHash, session, now);
    return joins.take(now) && session.take(now);
  }

  /** Too many joins: a cheap answer, and a socket that keeps asking is closed. */
  function refuse(socket: RealtimeSocket, now: Date): TRoomAnswer {
    if (!socket.data.refusals.take(now)) {
      app.log.warn({ userId: socket.data.actor.userId }, 'realtime join flood: disconnected');
      flooders.set(socket.data.actor.sessionIdHash, true, now);
      setImmediate(() => socket.disconnect(true));
    }
    return { ok: false, error: 'rate_limited' satisfies TRoomError };
  }

  return async function join(socket, name) {
    const now = clock();
    // Before anything else, and before any database work.
    if (!mayJoin(socket, now)) return refuse(socket, now);
    const room = parseRoom(name);
    if (!room) return { ok: false, error: 'invalid_room' };
    if (socket.rooms.has(name as string)) return { ok: true };
    // A join costs the database like a request: it is charged to the session's HTTP budget.
    if (!(await rateLimit(socket.data, true))) return refuse(socket, now);
    // The session may have ended (logout, expiry, deactivation) since the handshake.
    const actor = await resolveActor({
      db,
      sessionId: socket.data.sessionId,
      now,
      settings,
      cache,
    });
    if (!actor) return { ok: false, error: 'unauthenticated' };
    socket.data.actor = actor;
    const error = await authoriseRoom({ db, actor, room, now });
    if (error) return { ok: false, error };
    await socket.join(name as string);
    return { ok: true };
  };
}

/*
 * A socket must not outlive its session. Ended sessions close their sockets at once
 * (Publisher.disconnect); a session that expires (absolute, or idle: no request for
 * sessionIdleMs) is found by this sweep, once a minute, with one query for all the sockets of
 * this process. A session that will expire before the next sweep is checked again at that
 * moment, so none outlives it.
 */
function startSessionSweeps(server: ServerParts): { sweep(): Promise<void>; stop(): void } {
  const { app, deps, io } = server;
  const { db, settings, clock } = deps;
  const rechecks = new Map<string, ReturnType<typeof setTimeout>>();
  async function sweep(only?: readonly string[]): Promise<void> {
    const now = clock();
    const bySession = new Map<string, RealtimeSocket[]>();
    for (const socket of io.of('/').sockets.values()) {
      const idHash = socket.data.actor.sessionIdHash;
      if (only && !only.includes(idHash)) continue;
      const list = bySession.get(idHash);
      if (list) list.push(socket);
      else bySession.set(idHash, [socket]);
    }
    if (bySession.size === 0) return;
    const live = await liveSessions({ db, idHashes: [...bySession.keys()], now, settings });
    for (const [idHash, sockets] of bySession) {
      const endsAt = live.get(idHash);
      if (!endsAt) {
        for (const socket of sockets) socket.disconnect(true);
        continue;
      }
      const wait = endsAt.getTime() - now.getTime();
      if (wait < SESSION_SWEEP_MS && !rechecks.has(idHash)) {
        const timer = setTimeout(() => {
          rechecks.delete(idHash);
          sweep([idHash]).catch(logSweepError);
        }, wait + 1);
        timer.unref();
        rechecks.set(idHash, timer);
      }
    }
  }
  const logSweepError = (error: unknown) =>
    app.log.error({ err: error }, 'realtime session sweep failed');
  const sweeps = setInterval(() => sweep().catch(logSweepError), SESSION_SWEEP_MS);
  sweeps.unref();
  return {
    sweep: () => sweep(),
    stop: () => {
      clearInterval(sweeps);
      for (const timer of rechecks.values()) clearTimeout(timer);
      rechecks.clear();
    },
  };
}

/** The client's address as Fastify's `request.ip` gives it, so both count under one key. */
function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  return first || request.socket.remoteAddress || '';
}

/**
 * Browsers always send Origin on a WebSocket or cross-origin request; it must be this site
 * (PUBLIC_URL, or the Host the request came to). No Origin: not a browser, the cookie still counts.
 */
export function isSameOrigin(
  request: IncomingMessage,
  publicUrl: string | undefined,
  trustProxy: boolean,
): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let originHost: string;
  try {
    const url = new URL(origin);
    if (publicUrl && url.origin === new URL(publicUrl).origin) return true;
    originHost = url.host;
  } catch {
    return false;
  }
  const forwarded = trustProxy ? request.headers['x-forwarded-host'] : undefined;
  const host =
    (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ??
    request.headers.host;
  return host !== undefined && originHost === host;
}
