import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { writeTurnsOf } from '../../db/write-turns';

/**
 * Which requests of this process are being answered now, and which of them are uploads. Upload
 * writes wait while others are (db/write-turns.ts `holdBackMs`, PGlite): a request counts from
 * its start until its answer is ready (onSend: a download that then streams to a slow client
 * no longer holds uploads back), or until its connection closes.
 */
export class RequestsInProgress {
  private answering = 0;
  private uploading = 0;

  /** Whether a request that is not an upload is being answered. */
  readonly othersBusy = (): boolean => this.answering > this.uploading;

  constructor(private readonly onQuiet: () => void) {}

  /** A request started; answers the function that marks it answered (once). */
  started(): () => void {
    this.answering += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.answering -= 1;
      this.onQuiet();
    };
  }

  /** The request is an upload (withUploadForm) until the returned function is called. */
  upload(): () => void {
    this.uploading += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.uploading -= 1;
      this.onQuiet();
    };
  }
}

// Keyed by the HTTP server, which every encapsulated plugin of one app shares.
const byServer = new WeakMap<object, RequestsInProgress>();

/** The app's requests in progress, whichever plugin asks (an app without the hook: a new one). */
export function requestsInProgressOf(app: FastifyInstance): RequestsInProgress {
  let requests = byServer.get(app.server);
  if (!requests) {
    requests = new RequestsInProgress(() => undefined);
    byServer.set(app.server, requests);
  }
  return requests;
}

/**
 * Reads first (docs/api.md "Uploads and downloads"): counts the requests in progress and lets
 * the database's upload writes wait while others are being answered. Register before the routes.
 */
export function registerReadsFirst(app: FastifyInstance, db: Db): void {
  const turns = writeTurnsOf(db);
  const requests = new RequestsInProgress(() => turns.othersDone());
  byServer.set(app.server, requests);
  turns.yieldWhile(requests.othersBusy);
  const answered = new WeakMap<object, () => void>();
  app.addHook('onRequest', (request, reply, done) => {
    const end = requests.started();
    answered.set(request, end);
    reply.raw.once('close', end);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    answered.get(request)?.();
    done(null, payload);
  });
}
