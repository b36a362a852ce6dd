import { customType } from 'drizzle-orm/pg-core';

/** Binary file content stored in the database (note files, stored files of plan materials). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
