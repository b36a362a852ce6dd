import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Publisher } from '../domain/events/publisher';
import type { SendMail } from '../mail/transport';

/*
 * What a job handler is (docs/jobs.md). Apart from definitions.ts, which loads the handlers on
 * their first run: a handler names its type here, so the handlers and the list of definitions do
 * not import each other.
 */

export type JobLog = {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
};

/** What every handler gets besides its job's data. */
export type JobContext = {
  db: Db;
  config: Config;
  log: JobLog;
  now: () => Date;
  /** Realtime events from jobs (exports tell their user how far they are). */
  publisher: Publisher;
  /** The mail transport (SMTP, or .eml files without SMTP_URL); tests pass their own. */
  sendMail: SendMail;
  /**
   * Aborted when the queue stops: a handler that loops over work (the export runs) takes no new
   * piece after it. Absent when a test calls a handler directly.
   */
  stopping?: AbortSignal;
  /**
   * Queues a job (the watchdog wakes the export runs when exports wait with nobody taking them).
   * Absent when a test calls a handler directly.
   */
  send?: (name: string, data: object) => Promise<unknown>;
};

/** The running job: its id, and how many times it was tried before (pg-boss's retry count). */
export type RunningJob = { id: string; retryCount: number; retryLimit: number };

export type JobHandler<TData extends object = object> = (
  context: JobContext,
  data: TData,
  /** The running job itself (an export checks its id; the mail job sees its last attempt). */
  job: RunningJob,
) => Promise<unknown>;
