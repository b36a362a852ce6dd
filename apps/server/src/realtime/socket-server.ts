import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server as EngineServer } from 'engine.io';
import type { FastifyInstance } from 'fastify';
import type { Server as SocketIoServer, Socket } from 'socket.io';
import {
  REALTIME_CSRF_FIELD,
  REALTIME_PATH,
  type TClientToServerEvents,
  type TRoomAnswer,
  type TServerToClientEvents,
} from '@cp/contracts';
import type { Db } from '../db/client';
import type { Actor } from '../domain/actor';
import type { AuthCache } from '../domain/auth/auth-cache';
import { resolveActor } from '../domain/auth/resolve-actor';
import type { AuthSettings } from '../domain/auth/settings';
import { SESSION_COOKIE } from '../http/cookies';
import { csrfTokenAccepted } from '../http/csrf';
import type { Publisher } from '../domain/events/publisher';
import { authoriseRoom, parseRoom } from './rooms';

type SocketData = { actor: Actor; sessionId: string };
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
    realtime: { publisher: Publisher; server(): Promise<RealtimeServer> };
  }
}

/**
 * Socket.IO on Fastify's own HTTP server, at /socket.io, same origin only. The handshake needs
 * the session cookie and the CSRF token; every room join is authorised (rooms.ts).
 *
 * Socket.IO costs about 16 MB and 100 ms to load, so the embedded (single-process) server loads
 * it on the first /socket.io request: before that no client can be in any room, and publishing
 * is a no-op. With PostgreSQL it loads at start, because other processes' clients must still
 * hear what this one publishes. Call after @fastify/cookie is registered.
 */
export async function attachRealtime(
  app: FastifyInstance,
  deps: RealtimeDeps,
): Promise<{ publisher: Publisher }> {
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  const load = () =>
    (loading ??= createRealtimeServer(app, deps).then((result) => (loaded = result)));

  routeRealtimeTraffic(app, deps.headers, () => load().then(({ engine }) => engine));
  if (deps.databaseUrl) await load();

  // Open sockets would keep the HTTP server from closing: end them before Fastify closes it.
  app.addHook('preClose', async () => {
    if (!loaded) return;
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
  };
  app.decorate('realtime', { publisher, server: () => load().then(({ io }) => io) });
  return { publisher };
}

type Loaded = {
  io: RealtimeServer;
  engine: EngineServer;
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

async function createRealtimeServer(app: FastifyInstance, deps: RealtimeDeps): Promise<Loaded> {
  const { db, settings, clock, cache } = deps;
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
  io.use((socket, next) => {
    authenticate(socket).then(
      (refusal) => next(refusal ? new Error(refusal) : undefined),
      (error: unknown) => {
        app.log.error({ err: error }, 'realtime handshake failed');
        next(new Error('unavailable'));
      },
    );
  });

  async function authenticate(socket: RealtimeSocket): Promise<string | null> {
    const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
    const sessionId = cookies[SESSION_COOKIE];
    if (!sessionId) return 'unauthenticated';
    const csrf: unknown = (socket.handshake.auth as Record<string, unknown>)[REALTIME_CSRF_FIELD];
    if (!csrfTokenAccepted(cookies, csrf, settings.sessionSecret)) return 'csrf';
    const actor = await resolveActor({ db, sessionId, now: clock(), settings, cache });
    if (!actor) return 'unauthenticated';
    socket.data = { actor, sessionId };
    return null;
  }

  io.on('connection', (socket) => {
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
      // Leaving a room one is not in is harmless; no check needed.
      if (typeof name === 'string') void socket.leave(name);
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  async function join(socket: RealtimeSocket, name: unknown): Promise<TRoomAnswer> {
    const room = parseRoom(name);
    if (!room) return { ok: false, error: 'invalid_room' };
    const now = clock();
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
  }

  let adapter: { close(): Promise<void> } | undefined;
  if (deps.databaseUrl) {
    const { usePostgresAdapter } = await import('./postgres-adapter');
    adapter = await usePostgresAdapter(io as unknown as SocketIoServer, {
      databaseUrl: deps.databaseUrl,
      onError: (error) => app.log.warn({ err: error }, 'realtime adapter error'),
    });
  }
  return { io, engine, closeAdapter: async () => adapter?.close() };
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
