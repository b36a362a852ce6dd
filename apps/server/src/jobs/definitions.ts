import type PgBoss from 'pg-boss';
import type { TMailJob } from '../domain/mail/mail-jobs';
import type { JobContext, JobHandler } from './handler';

/**
 * A job: its queue name, how often it may be retried, and a handler that is imported only when
 * the first job of this kind runs, so a start-up does not load what an export or backup needs.
 */
export type JobDefinition<TData extends object = object> = {
  name: string;
  load: () => Promise<JobHandler<TData>>;
  /** pg-boss queue policy; `stately` keeps at most one job waiting and one running. */
  policy: PgBoss.QueuePolicy;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A running job that takes longer fails (and is retried). */
  expireInSeconds: number;
  /** Cron expression in UTC; pg-boss fires it once across all processes. */
  cron?: string;
  /** Jobs of this queue one process runs at once (pg-boss workers); 1 when absent. */
  workers?: number;
  /** Runs once when a process starts, before its workers take jobs of this queue. */
  start?: () => Promise<(context: JobContext) => Promise<void>>;
};

/** Gives a definition its handler's data type while lists keep the common type. */
export const defineJob = <TData extends object>(
  definition: JobDefinition<TData>,
): JobDefinition<TData> => definition;

export const cleanUpJob = defineJob({
  name: 'clean-up-expired',
  load: async () => (await import('./clean-up')).cleanUpHandler,
  policy: 'stately',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  // Minute 7, away from the full hour when other hourly work (backups) starts.
  cron: '7 * * * *',
});

export const backupJob = defineJob({
  name: 'backup-educations',
  load: async () => (await import('./backups')).backupHandler,
  policy: 'stately',
  // A failed run only delays backups; the next hour's run catches up anyway.
  retry: { limit: 2, delaySeconds: 120, backoff: true },
  expireInSeconds: 30 * 60,
  // On the full hour; the clean-up runs at :07.
  cron: '0 * * * *',
});

/**
 * "There is an export to make" (docs/exports.md "The queue"): sent per request, and by the
 * watchdog when exports wait with nobody taking them. The job names no export: its run claims the
 * next queued export in the fair order and goes on with the next until none is left, in one of
 * the process's two lanes (any export, or small ones only; jobs/export.ts), hence two workers.
 * Crash safety lies with the exports' own rows (claim, hold, heartbeat, watchdog), not with the
 * job: a run that takes long (many exports in a row) is no failure, so its expiry is long, and a
 * retry only wakes another run.
 */
export const exportJob = defineJob<{ exportId?: number }>({
  name: 'export-education',
  load: async () => (await import('./export')).exportHandler,
  policy: 'standard',
  retry: { limit: 1, delaySeconds: 10, backoff: false },
  expireInSeconds: 4 * 3600,
  workers: 2,
  // A process that starts fails the running exports nobody holds (a killed predecessor's).
  start: async () => (await import('./export')).exportStart,
});

/** Every minute: exports whose server stopped half-way end as failed (no endless spinner). */
export const exportWatchdogJob = defineJob({
  name: 'export-watchdog',
  load: async () => (await import('./export')).exportWatchdogHandler,
  policy: 'stately',
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  expireInSeconds: 5 * 60,
  cron: '* * * * *',
});

/**
 * One e-mail (docs/jobs.md "E-mail"): invitation or password reset. `standard`: mails go out side
 * by side. Five retries with back-off (30 s, 1, 2, 4, 8 min, each up to twice that with jitter)
 * ride out a mail server that is briefly down; then the handler logs and gives up.
 */
export const mailJob = defineJob<TMailJob>({
  name: 'send-mail',
  load: async () => (await import('./mail')).mailHandler,
  policy: 'standard',
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  // An SMTP conversation that hangs this long has failed (nodemailer's own timeouts are shorter).
  expireInSeconds: 5 * 60,
});

/** A definition of any data type; the queue hands each handler the data its sender typed. */
export type AnyJobDefinition = JobDefinition<never>;

/** Every job of the product. Add a new one here (docs/jobs.md). */
export const JOBS: AnyJobDefinition[] = [
  cleanUpJob,
  backupJob,
  exportJob,
  exportWatchdogJob,
  mailJob,
];
