import type PgBoss from 'pg-boss';
import type { TMailJob } from '../domain/mail/mail-jobs';
import type { JobHandler } from './handler';

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
 * One export (docs/exports.md). `standard`: exports of different users run side by side, one
 * per worker. A handler that throws or overruns is a crash (the domain code turns its own errors
 * into export_failed): pg-boss runs it once more after a short wait; the watchdog fails what
 * stays stuck.
 */
export const exportJob = defineJob<{ exportId: number }>({
  name: 'export-education',
  load: async () => (await import('./export')).exportHandler,
  policy: 'standard',
  retry: { limit: 1, delaySeconds: 10, backoff: false },
  expireInSeconds: 15 * 60,
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
