import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Throws when the database does not answer: a health answer that ignored it would lie. */
export async function checkDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
