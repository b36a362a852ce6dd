import { bigserial, customType, pgTable, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const SOCKET_IO_ATTACHMENTS_TABLE = 'socket_io_attachments';

/**
 * Owned by @socket.io/postgres-adapter (realtime/postgres-adapter.ts): events too large for a
 * NOTIFY (over 8000 bytes) are stored here for the other server processes to read, and the
 * adapter deletes rows older than 30 seconds. The columns are the ones the adapter expects.
 * Created by our migrations rather than by hand, so every PostgreSQL deployment has it.
 */
export const socketIoAttachments = pgTable(SOCKET_IO_ATTACHMENTS_TABLE, {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
