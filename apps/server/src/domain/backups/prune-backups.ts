import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { educationBackups } from '../../db/schema';
import { retentionStart } from './backup-retention';

/** Removes backups older than the retention (14 days); returns how many. */
export async function pruneBackups(options: { db: DbOrTx; now: Date }): Promise<number> {
  const { db, now } = options;
  const removed = await db
    .delete(educationBackups)
    .where(lt(educationBackups.createdAt, retentionStart(now)))
    .returning({ id: educationBackups.id });
  return removed.length;
}
