import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/errors';
import { UPLOAD_LIMITS } from './upload-limits';

/**
 * How many upload requests each person has in progress in this server process. One counter for
 * notes and materials, so the limit holds across both. Per process (not in the database): it
 * bounds what one process works on; with several processes a person gets this many per process.
 */
export class UploadSlots {
  private readonly busy = new Map<number, number>();

  constructor(private readonly perUser: number) {}

  /** Takes a slot, or refuses with 429 before any of the body is read. Returns the release. */
  take(userId: number): () => void {
    const count = this.busy.get(userId) ?? 0;
    if (count >= this.perUser) {
      throw new DomainError('rate_limited', 'uploads.tooManyAtOnce', {
        params: { maxConcurrent: this.perUser },
      });
    }
    this.busy.set(userId, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.busy.get(userId) ?? 1) - 1;
      if (left <= 0) this.busy.delete(userId);
      else this.busy.set(userId, left);
    };
  }
}

// Keyed by the HTTP server, which every encapsulated plugin of one app shares.
const slotsByServer = new WeakMap<object, UploadSlots>();

/** The app's one set of upload slots, whichever plugin asks. */
export function uploadSlotsOf(app: FastifyInstance): UploadSlots {
  let slots = slotsByServer.get(app.server);
  if (!slots) {
    slots = new UploadSlots(UPLOAD_LIMITS.maxConcurrentPerUser);
    slotsByServer.set(app.server, slots);
  }
  return slots;
}
