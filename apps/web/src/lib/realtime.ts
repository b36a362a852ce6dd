import type { Socket } from 'socket.io-client';
import {
  CSRF_COOKIE,
  educationParentRoom,
  REALTIME_CSRF_FIELD,
  REALTIME_PATH,
  userRoom,
  type TClientToServerEvents,
  type TRealtimeEvent,
  type TRealtimeEvents,
  type TServerToClientEvents,
} from '@cp/contracts';
import { readCookie } from './cookies';

/*
 * The realtime channel (docs/realtime.md): one Socket.IO connection per signed-in tab, in the
 * user's room and in the room of the current education parent. socket.io-client is loaded only
 * after the first paint, so it never adds to the first-load JavaScript.
 */

type RealtimeSocket = Socket<TServerToClientEvents, TClientToServerEvents>;
export type RealtimeHandlers = { [E in TRealtimeEvent]?: (payload: TRealtimeEvents[E]) => void };

export type RealtimeHandle = {
  /** Leaves the previous education parent's room and joins this one (null: none). */
  setEducationParent(id: number | null): void;
  stop(): void;
};

let connected = false;
const statusListeners = new Set<(connected: boolean) => void>();

/** Whether live updates currently arrive; polling falls back to a slow interval when not. */
export function isRealtimeConnected(): boolean {
  return connected;
}

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  statusListeners.forEach((listener) => listener(value));
}

/** Tells `listener` when the connection comes or goes; returns the unsubscribe. */
export function onRealtimeStatus(listener: (connected: boolean) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
    else setTimeout(resolve, 200);
  });
}

/**
 * Connects for the signed-in user and keeps the wanted rooms joined, also after a reconnect
 * (the server forgets rooms when a connection drops).
 */
export function startRealtime(options: {
  userId: number;
  handlers: RealtimeHandlers;
}): RealtimeHandle {
  const { userId, handlers } = options;
  let socket: RealtimeSocket | null = null;
  let stopped = false;
  let parentRoom: string | null = null;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const join = (room: string) => {
    socket?.emit('join', room, (answer) => {
      if (!answer.ok) console.warn(`realtime: joining ${room} refused (${answer.error})`);
    });
  };

  void afterFirstPaint()
    .then(() => import('socket.io-client'))
    .then(({ io }) => {
      if (stopped) return;
      const s: RealtimeSocket = io({
        path: REALTIME_PATH,
        // A function, so every (re)connect sends the current token.
        auth: (send) => send({ [REALTIME_CSRF_FIELD]: readCookie(CSRF_COOKIE) }),
      });
      socket = s;
      s.on('connect', () => {
        retryMs = RETRY_MIN_MS;
        join(userRoom(userId));
        if (parentRoom) join(parentRoom);
        setConnected(true);
      });
      s.on('disconnect', () => setConnected(false));
      // A refused handshake is not retried by socket.io itself; try again calmly.
      s.on('connect_error', () => {
        setConnected(false);
        if (s.active) return;
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => s.connect(), retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      });
      for (const event of Object.keys(handlers) as TRealtimeEvent[]) {
        s.on(event, handlers[event] as never);
      }
    })
    .catch((error: unknown) => console.warn('realtime: could not start', error));

  return {
    setEducationParent(id) {
      const next = id === null ? null : educationParentRoom(id);
      if (next === parentRoom) return;
      if (parentRoom) socket?.emit('leave', parentRoom, () => {});
      parentRoom = next;
      if (next && socket?.connected) join(next);
    },
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
      socket?.disconnect();
      socket = null;
      setConnected(false);
    },
  };
}
