import { io, type Socket } from 'socket.io-client';
import {
  CSRF_COOKIE,
  educationParentRoom,
  HANDSHAKE_UNAUTHENTICATED,
  REALTIME_CSRF_FIELD,
  REALTIME_PATH,
  userRoom,
  type TClientToServerEvents,
  type TRealtimeEvent,
  type TRealtimeEvents,
  type TServerToClientEvents,
} from '@cp/contracts';
import { readCookie } from './cookies';
import { setRealtimeConnected } from './realtime-status';

/*
 * The realtime channel (docs/realtime.md): one Socket.IO connection per signed-in tab, in the
 * user's room and in the room of the current education parent. This module, with socket.io-client,
 * is loaded only after the first paint (app/live-updates.ts), so neither adds to the first-load
 * JavaScript; the connection's status is in realtime-status.ts.
 */

type RealtimeSocket = Socket<TServerToClientEvents, TClientToServerEvents>;
export type RealtimeHandlers = { [E in TRealtimeEvent]?: (payload: TRealtimeEvents[E]) => void };

export type RealtimeHandle = {
  /** Leaves the previous education parent's room and joins this one (null: none). */
  setEducationParent(id: number | null): void;
  stop(): void;
};

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** A join refused as `rate_limited` is asked again after this, doubling up to RETRY_MAX_MS. */
const JOIN_RETRY_MIN_MS = 5_000;

/** The next wait: double, at most the maximum, with a little jitter so tabs do not ask at once. */
const backOff = (ms: number) => Math.min(ms * 2, RETRY_MAX_MS);
const jitter = (ms: number) => ms + Math.floor(Math.random() * 500);

/**
 * Connects for the signed-in user and keeps the wanted rooms joined, also after a reconnect
 * (the server forgets rooms when a connection drops).
 *
 * The server closes a socket when its session ends (logout in another tab, a password change
 * elsewhere, expiry) or when the person's access to a location changed. Either way this tries
 * once more after a moment: a session still alive connects and joins again (each room authorised
 * afresh), an ended one is refused as `unauthenticated`, and then it stops for good and calls
 * `onSessionEnded` (the app reacts as to an HTTP 401), instead of knocking again and again.
 */
export function startRealtime(options: {
  userId: number;
  handlers: RealtimeHandlers;
  onSessionEnded: () => void;
  /**
   * A room was joined (first time, after a reconnect, or after a refused join was asked again).
   * Events sent before the join never reach this tab, so what was loaded before it may be stale:
   * the caller reloads what the room's events would have reloaded.
   */
  onJoined?: (room: string) => void;
}): RealtimeHandle {
  const { userId, handlers, onSessionEnded, onJoined } = options;
  let socket: RealtimeSocket | null = null;
  let stopped = false;
  let parentRoom: string | null = null;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const joinRetries = new Map<string, ReturnType<typeof setTimeout>>();

  const wanted = (room: string) => room === userRoom(userId) || room === parentRoom;

  const join = (room: string, waitMs = JOIN_RETRY_MIN_MS) => {
    clearTimeout(joinRetries.get(room));
    joinRetries.delete(room);
    socket?.emit('join', room, (answer) => {
      if (answer.ok) {
        if (!stopped && wanted(room)) onJoined?.(room);
        return;
      }
      if (answer.error === 'rate_limited') {
        // Too many joins: ask again calmly, if the room is still wanted then.
        const timer = setTimeout(() => {
          joinRetries.delete(room);
          if (!stopped && socket?.connected && wanted(room)) join(room, backOff(waitMs));
        }, jitter(waitMs));
        joinRetries.set(room, timer);
        return;
      }
      console.warn(`realtime: joining ${room} refused (${answer.error})`);
    });
  };

  const retryLater = (s: RealtimeSocket) => {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (!stopped) s.connect();
    }, jitter(retryMs));
    retryMs = backOff(retryMs);
  };

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
    setRealtimeConnected(true);
  });
  s.on('disconnect', (reason) => {
    setRealtimeConnected(false);
    // Closed by the server (see above): socket.io does not come back by itself.
    if (reason === 'io server disconnect') retryLater(s);
  });
  s.on('connect_error', (error) => {
    setRealtimeConnected(false);
    if (error.message === HANDSHAKE_UNAUTHENTICATED) {
      // The session has ended: nothing to come back to.
      stopped = true;
      clearTimeout(retryTimer);
      s.disconnect();
      onSessionEnded();
      return;
    }
    // A refused handshake is not retried by socket.io itself; try again calmly.
    if (!s.active) retryLater(s);
  });
  for (const event of Object.keys(handlers) as TRealtimeEvent[]) {
    s.on(event, handlers[event] as never);
  }

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
      for (const timer of joinRetries.values()) clearTimeout(timer);
      joinRetries.clear();
      socket?.disconnect();
      socket = null;
      setRealtimeConnected(false);
    },
  };
}
