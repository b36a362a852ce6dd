import type { TRealtimeEvent, TRealtimeEvents } from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';

/*
 * The domain's event port: how domain code sends realtime events without knowing Socket.IO. It
 * receives a Publisher (or, inside a transaction, an EventQueue) as a dependency. The domain owns
 * this port; the Socket.IO implementation lives in realtime/socket-server.ts, which buildApp
 * passes in. Tests, and jobs run without sockets, pass a RecordingPublisher.
 */

export interface Publisher {
  /** Sends at once; never throws (a lost event must not fail the request that caused it). */
  publish<E extends TRealtimeEvent>(room: string, event: E, payload: TRealtimeEvents[E]): void;
  /**
   * Closes these open sockets at once, in every server process; never throws. Called after the
   * commit that ended the sessions (or changed the user's access), so nothing more reaches them.
   */
  disconnect(sockets: SocketsToEnd): void;
}

/**
 * Whose sockets to close. `sessions`: the sessions ended (by their stored id hash); their tabs
 * find the session gone when they reconnect and go to sign-in. `user`: every socket of the person
 * (their access to a location changed); their tabs reconnect and join again, each room
 * authorised afresh, so a room of a location they left is refused.
 */
export type SocketsToEnd = { sessions: readonly string[] } | { user: number };

export type PublishedEvent = { room: string; event: TRealtimeEvent; payload: unknown };

/** Events collected while a transaction runs; sent by `withEvents` only after it commits. */
export class EventQueue {
  private readonly pending: PublishedEvent[] = [];
  private readonly disconnects: SocketsToEnd[] = [];

  emit<E extends TRealtimeEvent>(room: string, event: E, payload: TRealtimeEvents[E]): void {
    this.pending.push({ room, event, payload });
  }

  /** Closes these sockets after the commit (Publisher.disconnect). */
  disconnect(sockets: SocketsToEnd): void {
    this.disconnects.push(sockets);
  }

  /**
   * Hands the queued events to the publisher, once, and then the disconnects: an event queued in
   * the same change (e.g. `reload_educations`) still reaches the socket before it closes.
   */
  flush(publisher: Publisher): void {
    for (const { room, event, payload } of this.pending.splice(0)) {
      publisher.publish(room, event, payload as TRealtimeEvents[typeof event]);
    }
    for (const sockets of this.disconnects.splice(0)) publisher.disconnect(sockets);
  }

  discard(): void {
    this.pending.length = 0;
    this.disconnects.length = 0;
  }
}

/**
 * Runs `work` in a transaction and publishes the events it queued after the commit; a rollback
 * (any thrown error) drops them, so clients never hear of a change that did not happen.
 * Pass the database, not a transaction: inside a savepoint "after commit" would come too early.
 * Code that already runs inside a transaction takes the caller's EventQueue instead.
 */
export async function withEvents<T>(
  options: { db: Db; publisher: Publisher },
  work: (tx: DbOrTx, events: EventQueue) => Promise<T>,
): Promise<T> {
  const { db, publisher } = options;
  const events = new EventQueue();
  let result: T;
  try {
    result = await db.transaction((tx) => work(tx, events));
  } catch (error) {
    events.discard();
    throw error;
  }
  events.flush(publisher);
  return result;
}

/** Remembers every published event; for tests and for code paths that have no sockets. */
export class RecordingPublisher implements Publisher {
  readonly events: PublishedEvent[] = [];
  readonly disconnects: SocketsToEnd[] = [];

  publish<E extends TRealtimeEvent>(room: string, event: E, payload: TRealtimeEvents[E]): void {
    this.events.push({ room, event, payload });
  }

  disconnect(sockets: SocketsToEnd): void {
    this.disconnects.push(sockets);
  }

  clear(): void {
    this.events.length = 0;
    this.disconnects.length = 0;
  }
}
