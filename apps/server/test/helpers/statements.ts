import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../../src/db/client';

/**
 * Records every statement the database driver sends while `record` runs, transactions included
 * (begin and commit too), on PGlite and on PostgreSQL alike: what a change costs in round trips,
 * which on a busy machine is most of its time (issue 26).
 */
export async function statementsOf(db: Db, record: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const seen: string[] = [];
  const note = (text: unknown) => {
    const statement = typeof text === 'string' ? text : (text as { text?: string })?.text;
    seen.push((statement ?? String(text)).replace(/\s+/g, ' ').trim());
  };
  const restore: (() => void)[] = [];
  /** Wraps `object[name]` so each call notes its first argument. */
  const spy = (object: object, name: 'query' | 'exec') => {
    const target = object as Record<string, unknown>;
    const original = target[name] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') return;
    target[name] = (...args: unknown[]) => {
      note(args[0]);
      return original.apply(object, args);
    };
    restore.push(() => {
      target[name] = original;
    });
  };

  if ('connect' in client && typeof client.connect === 'function' && !('waitReady' in client)) {
    // node-postgres: every statement goes through a client of the pool, also pool.query (which
    // takes one with a callback); each is counted there, while it is lent out.
    const pool = client;
    type Connect = (
      callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void,
    ) => Promise<pg.PoolClient> | undefined;
    const connect = pool.connect.bind(pool) as unknown as Connect;
    const watch = (connection: pg.PoolClient) => {
      const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
      (connection as { query: unknown }).query = (...args: unknown[]) => {
        note(args[0]);
        return query(...args);
      };
      const release = connection.release.bind(connection);
      connection.release = (error?: Error | boolean) => {
        (connection as { query: unknown }).query = query;
        connection.release = release;
        return release(error);
      };
    };
    const watching: Connect = (callback) => {
      if (callback) {
        return connect((error, connection, done) => {
          if (connection) watch(connection);
          callback(error, connection, done);
        });
      }
      return connect()?.then((connection) => {
        watch(connection);
        return connection;
      });
    };
    (pool as { connect: unknown }).connect = watching;
    restore.push(() => {
      (pool as { connect: unknown }).connect = connect;
    });
  } else {
    // PGlite: the transaction's own object sends its statements (begin and commit as exec).
    const lite = client as PGlite;
    spy(lite, 'query');
    spy(lite, 'exec');
    const transaction = lite.transaction.bind(lite);
    (lite as { transaction: unknown }).transaction = <T>(
      work: (tx: Transaction) => Promise<T>,
    ): Promise<T> => {
      seen.push('begin');
      return transaction(async (tx) => {
        spy(tx, 'query');
        spy(tx, 'exec');
        const result = await work(tx);
        seen.push('commit');
        return result;
      });
    };
    restore.push(() => {
      (lite as { transaction: unknown }).transaction = transaction;
    });
  }
  try {
    await record();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return seen;
}
