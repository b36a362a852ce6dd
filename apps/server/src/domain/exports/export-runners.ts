/*
 * Who is making a running export (docs/exports.md "Crash safety"). A running export whose process
 * died would otherwise keep its owner's next request refused (409 export_running) until the
 * watchdog missed its heartbeat for two minutes. With this port the answer is known at once: the
 * run holds its export while it makes it, and a running export that nobody holds is an orphan.
 * The implementations (jobs/export-runners.ts): on PostgreSQL a session-level advisory lock on a
 * connection of the run's own, which PostgreSQL releases the moment that process dies; on PGlite
 * (one process per data folder) the process's own list.
 */
export type ExportRunners = {
  /**
   * Holds `exportId` for this process until the returned release is called. Called inside the
   * claim's transaction, so no other process sees the export running before it is held.
   */
  hold(exportId: number): Promise<() => Promise<void>>;
  /** Of these exports (running ones), those that no living process holds. */
  orphans(exportIds: number[]): Promise<number[]>;
};

/** A runner list that holds nothing in a process of its own (tests of the pure steps). */
export const localRunners = (): ExportRunners => {
  const held = new Set<number>();
  return {
    hold: async (exportId) => {
      held.add(exportId);
      return async () => {
        held.delete(exportId);
      };
    },
    orphans: async (exportIds) => exportIds.filter((id) => !held.has(id)),
  };
};
