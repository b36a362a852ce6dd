import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import {
  CSRF_COOKIE,
  REALTIME_CSRF_FIELD,
  REALTIME_PATH,
  type TClientToServerEvents,
  type TRoomAnswer,
  type TServerToClientEvents,
} from '@cp/contracts';
import type { Db } from '../../src/db/client';
import type { Agent } from './agent';

export type TestSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

/** Starts the app on a free local port (once) and answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * A Socket.IO client that connects like the web app: with the agent's cookies and its CSRF
 * token. Resolves once connected; rejects with the server's refusal (e.g. `unauthenticated`).
 */
export function connect(
  baseUrl: string,
  agent?: Agent,
  options: { csrf?: string; origin?: string; polling?: boolean } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (agent && agent.cookies.size > 0) {
    headers.cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  if (options.origin) headers.origin = options.origin;
  const socket: TestSocket = io(baseUrl, {
    path: REALTIME_PATH,
    // The browser starts with long polling and upgrades; tests pick one.
    transports: options.polling ? ['polling'] : ['websocket'],
    extraHeaders: headers,
    auth: { [REALTIME_CSRF_FIELD]: options.csrf ?? agent?.cookies.get(CSRF_COOKIE) },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function join(socket: TestSocket, room: string): Promise<TRoomAnswer> {
  return socket.timeout(5000).emitWithAck('join', room);
}

export function leave(socket: TestSocket, room: string): Promise<TRoomAnswer> {
  return socket.timeout(5000).emitWithAck('leave', room);
}

/** The next `event` on the socket, or a rejection after `ms`. */
export function nextEvent<E extends keyof TServerToClientEvents>(
  socket: TestSocket,
  event: E,
  ms = 5000,
): Promise<Parameters<TServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(
      event as 'notification',
      ((payload: unknown) => {
        clearTimeout(timer);
        resolve(payload as Parameters<TServerToClientEvents[E]>[0]);
      }) as never,
    );
  });
}

/** Collects every `event` the socket receives, to show that nothing (more) arrived. */
export function collect<E extends keyof TServerToClientEvents>(
  socket: TestSocket,
  event: E,
): unknown[] {
  const seen: unknown[] = [];
  socket.on(event as 'notification', ((payload: unknown) => seen.push(payload)) as never);
  return seen;
}

/** Resolves with the reason once the socket is disconnected (e.g. `io server disconnect`). */
export function disconnected(socket: TestSocket): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

/**
 * The same database, counting every statement sent through it (a transaction counts once), so a
 * test can show that some work reached the database no more than so often.
 */
export function countingDb(db: Db): { db: Db; count(): number } {
  let count = 0;
  const counted = new Set(['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (typeof property === 'string' && counted.has(property)) count += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, count: () => count };
}
