/**
 * Turns for the bulk writes of uploads (file chunks in and out, domain/files/uploads.ts), per
 * database in this process. PGlite runs one statement at a time, in the server's own thread, in
 * the order they were asked for: with four uploads each keeping a chunk insert queued, every
 * query of a plain read waited behind four of them, and each step of the read's answer waited
 * for the thread (an outside test saw reads of up to 4 s during four 40 MB uploads).
 *
 * - At most `atOnce` writes run at a time, first come first served: one on PGlite (its speed is
 *   the same, as it writes one at a time anyway), four on PostgreSQL (uploads use at most four of
 *   the pool's ten connections, so reads find one free).
 * - With `holdBackMs` (PGlite), a write first waits while other requests are being answered
 *   (`yieldWhile`, set by http/uploads/reads-first.ts), at most that long, so a read runs from
 *   start to answer with at most one upload statement in its way. Uploads slow down only while
 *   others are answered: by at most `holdBackMs` per 64 KB chunk.
 */
export class WriteTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private othersBusy: () => boolean = () => false;
  private readonly heldBack = new Set<() => void>();

  constructor(
    private readonly atOnce: number,
    private readonly holdBackMs = 0,
  ) {}

  /** Runs `write` when it is its turn. */
  async run<T>(write: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      if (this.holdBackMs > 0 && this.othersBusy()) await this.holdBack();
      return await write();
    } finally {
      // The turn passes straight to the next in line (running stays the same), else frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** What says whether other work is going on that writes should wait for (reads-first.ts). */
  yieldWhile(busy: () => boolean): void {
    this.othersBusy = busy;
  }

  /** Other work has ended: a write held back goes now, unless more is still going on. */
  othersDone(): void {
    if (this.othersBusy()) return;
    for (const go of [...this.heldBack]) go();
  }

  private holdBack(): Promise<void> {
    return new Promise((resolve) => {
      const go = () => {
        clearTimeout(timer);
        this.heldBack.delete(go);
        resolve();
      };
      const timer = setTimeout(go, this.holdBackMs);
      this.heldBack.add(go);
    });
  }
}

/** Without turns (a database opened some other way): every write at once, as before. */
const UNLIMITED = new WriteTurns(Number.POSITIVE_INFINITY);
const turnsByDatabase = new WeakMap<object, WriteTurns>();

/**
 * Gives the database its turns; called where it is opened (db/client.ts). Keyed by the object,
 * not typed as `Db`, so this module does not import client.ts (which imports it).
 */
export function setWriteTurns(db: object, atOnce: number, holdBackMs = 0): void {
  turnsByDatabase.set(db, new WriteTurns(atOnce, holdBackMs));
}

/** The turns of `db` (a transaction has none of its own: its writes are its own already). */
export function writeTurnsOf(db: object): WriteTurns {
  return turnsByDatabase.get(db) ?? UNLIMITED;
}
