import pg from 'pg';
import type { Server } from 'socket.io';
import { SOCKET_IO_ATTACHMENTS_TABLE } from '../db/schema';

/**
 * Lets several server processes on one PostgreSQL database share their rooms: a broadcast on one
 * process goes out as NOTIFY and every other process (LISTEN) delivers it to its own clients.
 * The adapter keeps one connection for LISTEN and uses one more to publish, so it gets its own
 * small pool instead of taking connections from the request pool. Its table
 * (socket_io_attachments, for payloads over 8000 bytes) comes from our migrations.
 */
export async function usePostgresAdapter(
  io: Server,
  options: { databaseUrl: string; onError: (error: Error) => void },
): Promise<{ close(): Promise<void> }> {
  const { createAdapter } = await import('@socket.io/postgres-adapter');
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 3 });
  // An idle connection the server ends must not crash the process; the adapter reconnects.
  pool.on('error', options.onError);
  io.adapter(
    createAdapter(pool, {
      tableName: SOCKET_IO_ATTACHMENTS_TABLE,
      errorHandler: options.onError,
    }),
  );
  return {
    close: async () => {
      await io.of('/').adapter.close();
      await pool.end();
    },
  };
}
