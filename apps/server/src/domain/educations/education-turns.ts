/**
 * Changes of one education take turns in this process before they take a database connection
 * (issue 26). Every change locks the education's row until it commits (changeEducation), so
 * changes of one education run one after another anyway; without turns, each waiting change held
 * a connection of the pool (10 on PostgreSQL) while it waited for the row. A burst on one
 * education then held every connection, and changes and reads of every other education waited for
 * one too. With turns, one education's changes hold at most one connection of this process, and
 * the rest of the pool stays free for the others.
 *
 * The row lock stays what keeps changes from overwriting each other (lost updates), also between
 * server processes; the turns only keep the waiting outside the pool. Changes of different
 * educations never wait for each other here. Per database object, so tests with several
 * databases in one process do not share turns.
 */
export class EducationTurns {
  /** The last change in line per education; removed when it is done and no other came after. */
  private readonly last = new Map<number, Promise<unknown>>();

  /** Runs `change` once the changes of `educationId` asked for before it have ended. */
  run<T>(educationId: number, change: () => Promise<T>): Promise<T> {
    const before = this.last.get(educationId);
    const result = before ? before.then(change) : change();
    // The next in line waits for this one to end, whether it succeeded or not.
    const ended = result.then(
      () => undefined,
      () => undefined,
    );
    this.last.set(educationId, ended);
    void ended.then(() => {
      if (this.last.get(educationId) === ended) this.last.delete(educationId);
    });
    return result;
  }

  /** Educations with a change running or waiting (for tests). */
  get busy(): number {
    return this.last.size;
  }
}

const turnsByDatabase = new WeakMap<object, EducationTurns>();

/** The turns of one database in this process. */
export function educationTurnsOf(db: object): EducationTurns {
  let turns = turnsByDatabase.get(db);
  if (!turns) {
    turns = new EducationTurns();
    turnsByDatabase.set(db, turns);
  }
  return turns;
}
