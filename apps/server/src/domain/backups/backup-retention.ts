import { EDUCATION_LIMITS } from '@cp/contracts';

const DAY_MS = 24 * 3_600_000;

/** Backups made at or after this moment are listed and may be restored; older ones are pruned. */
export const retentionStart = (now: Date) =>
  new Date(now.getTime() - EDUCATION_LIMITS.backupRetentionDays * DAY_MS);
