import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Publisher } from '../domain/events/publisher';
import type { JobsRef } from './exports/routes';

/** What buildApp needs from the outside; tests pass their own database and clock. */
export type AppDeps = {
  config: Config;
  db: Db;
  /** The current time; injectable so expiry rules can be tested without waiting. */
  clock?: () => Date;
  /** Where realtime events go; default the Socket.IO server. Tests may pass a RecordingPublisher. */
  publisher?: Publisher;
  /**
   * The job queue, set by main.ts once it has started (after listening); exports need it.
   * Without it (tests that start no queue) an export request answers 503.
   */
  jobs?: JobsRef;
};
