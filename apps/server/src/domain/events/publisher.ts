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
}

export type PublishedEvent = { room: string; event: TRealtimeEvent; payload: unknown };

/** Events collected while a transaction runs; sent by `withEvents` only after it commits. */
export class EventQueue {
  private readonly pending: PublishedEvent[] = [];

  emit<E extends TRealtimeEvent>(room: string, event: E, payload: TRealtimeEvents[E]): void {
    this.pending.push({ room, event, payload });
  }

  /** Hands the queued events to the publisher, once. */
  flush(publisher: Publisher): void {
    for (const { room, event, payload } of this.pending.splice(0)) {
      publisher.publish(room, event, payload as TRealtimeEvents[typeof event]);
    }
  }

  discard(): void {
    this.pending.length = 0;
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

  publish<E extends TRealtimeEvent>(room: string, event: E, payload: TRealtimeEvents[E]): void {
    this.events.push({ room, event, payload });
  }

  clear(): void {
    this.events.length = 0;
  }
}
