import type { TNotification } from './schemas/notifications';

/*
 * Realtime contract: Socket.IO on REALTIME_PATH, rooms per user and per education parent. The
 * server authorises every join; events leave only after commit. docs/realtime.md describes the
 * whole flow.
 */

export const REALTIME_PATH = '/socket.io';

/** The private channel of one user: notifications and "your access changed". */
export const userRoom = (userId: number) => `user.${userId}`;
/** Everyone looking at the educations of one education parent. */
export const educationParentRoom = (educationParentId: number) =>
  `educationParent.${educationParentId}`;

/** A notification was read or deleted in another tab or by the server (docs/realtime.md). */
export type TNotificationUpdate = { action: 'read' | 'delete'; id: number };

/**
 * Something about the educations of this parent changed; clients reload them. `part: 'plan'`:
 * only the plan of `education_id` changed (tests, blocks, materials ...), so a client may keep
 * what it holds of the design; the design answer's plan counts are the only part of it that
 * moved (docs/realtime.md).
 */
export type TEducationUpdate = {
  education_parent_id: number;
  education_id?: number;
  part?: 'plan';
};

/**
 * How far the user's export is (docs/exports.md): sent on their user room while it runs, so the
 * spinner toast shows "3 of 7 sections". Not stored; the notifications carry the states.
 */
export type TExportProgress = {
  export_id: number;
  status: 'queued' | 'running';
  done: number;
  total: number;
};

/**
 * The frameworks a location may use changed (an import, docs/frameworks.md "Realtime"):
 * clients reload their frameworks, searches and what depends on them (coverage). `national`:
 * a national import, sent to every signed-in tab; else a location's own, sent to the rooms of
 * that location's education parents.
 */
export type TFrameworksUpdate = { national: boolean };
/**
 * The server's own room of every signed-in socket, where a national import is told (national
 * frameworks are read by every location; the event says only that they changed). Clients
 * cannot join or leave it: its name is no room they may ask for.
 */
export const NATIONAL_FRAMEWORKS_ROOM = '#frameworks';

/** Every event the server sends, with its payload. */
export type TRealtimeEvents = {
  notification: TNotification;
  notification_update: TNotificationUpdate;
  reload_educations: Record<string, never>;
  education_update: TEducationUpdate;
  export_progress: TExportProgress;
  frameworks_update: TFrameworksUpdate;
};
export type TRealtimeEvent = keyof TRealtimeEvents;

/**
 * Why a join was refused; `no_license` as in the HTTP API (docs/permissions.md). `rate_limited`:
 * too many joins from this tab or session (or its HTTP budget is spent); ask again later, not at
 * once.
 */
export type TRoomError =
  'invalid_room' | 'forbidden' | 'no_license' | 'unauthenticated' | 'rate_limited' | 'unavailable';
export type TRoomAnswer = { ok: true } | { ok: false; error: TRoomError };

/**
 * Why the server refused a connection (the `connect_error` message). `unauthenticated`: no
 * session, or it has ended (the app goes to sign-in, as after an HTTP 401); the others are
 * worth trying again after a while.
 */
export type THandshakeRefusal = 'unauthenticated' | 'csrf' | 'rate_limited' | 'unavailable';
export const HANDSHAKE_UNAUTHENTICATED: THandshakeRefusal = 'unauthenticated';

/** Socket.IO's typed event maps (server -> client, client -> server). */
export type TServerToClientEvents = {
  [E in TRealtimeEvent]: (payload: TRealtimeEvents[E]) => void;
};
export type TClientToServerEvents = {
  join: (room: string, ack: (answer: TRoomAnswer) => void) => void;
  leave: (room: string, ack: (answer: TRoomAnswer) => void) => void;
};

/** Field of the handshake's `auth` object that carries the XSRF-TOKEN cookie value. */
export const REALTIME_CSRF_FIELD = 'xsrf';
