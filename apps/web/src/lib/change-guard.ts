import type { QueryClient, QueryKey } from '@tanstack/react-query';

/*
 * Optimistic changes and reads of the same data, kept from undoing each other.
 *
 * A change is shown in the query cache at once and saved afterwards. A read that the server
 * answers while the change is still on its way (started by a live update of an earlier change,
 * the window regaining focus, another panel refreshing) holds the data without it. Written to the
 * cache, it puts the old state back on screen, and the next edit is computed from that old state:
 * a confirmed edit is lost. Cancelling reads when a change starts does not prevent it: a read can
 * start after that, while the change is still on its way.
 *
 * So a read is taken only when no change of its group was on its way at any moment of the read.
 * Otherwise the cache keeps what it shows, and the data is read again once the last change of the
 * group has settled (`changeSettled` calls `reread`). A group is a name the changes and the
 * reads agree on (e.g. one education's plan); groups are kept per query client.
 */

interface TGroup {
  /** Changes started and not yet settled. */
  pending: number;
  /** Changes settled so far: a read during which this moved may predate one of them. */
  settled: number;
  /** A read was held back (or a change was put back): read again after the last change. */
  readAgain: boolean;
}

const groupsByClient = new WeakMap<QueryClient, Map<string, TGroup>>();

function groupOf(client: QueryClient, name: string): TGroup {
  let groups = groupsByClient.get(client);
  if (!groups) {
    groups = new Map();
    groupsByClient.set(client, groups);
  }
  let group = groups.get(name);
  if (!group) {
    group = { pending: 0, settled: 0, readAgain: false };
    groups.set(name, group);
  }
  return group;
}

/** A change of `group` starts: call it in `onMutate`, before the cache is changed. */
export function changeStarted(client: QueryClient, group: string): void {
  groupOf(client, group).pending += 1;
}

/**
 * A change of `group` has settled (call it in `onSettled`, success or not). Once no change of the
 * group is on its way any more, `reread` runs if a read was held back meanwhile or `readAgain`
 * asks for it (e.g. a refused change put back a snapshot that lacks later changes).
 */
export function changeSettled(
  client: QueryClient,
  group: string,
  reread: () => unknown,
  readAgain = false,
): void {
  const state = groupOf(client, group);
  state.pending = Math.max(0, state.pending - 1);
  state.settled += 1;
  if (readAgain) state.readAgain = true;
  if (state.pending > 0 || !state.readAgain) return;
  state.readAgain = false;
  void reread();
}

/**
 * Reads overlapped by changes that settle in turn are read again at once, up to this many times in
 * all; after that the cache keeps what it shows until the next read (none is lost: each such
 * change brings its own live update).
 */
const MAX_READS = 3;

/**
 * The `queryFn` body of a query that changes of `group` update optimistically: `read` answers
 * what the server has. When a change of the group overlapped the read, the cached data (what the
 * screen shows, the change included) is answered instead, so the read changes nothing.
 */
export async function readUnlessChanging<T>(
  client: QueryClient,
  group: string,
  queryKey: QueryKey,
  read: () => Promise<T>,
): Promise<T> {
  const state = groupOf(client, group);
  for (let reads = 1; ; reads++) {
    const settledBefore = state.settled;
    const answer = await read();
    const cached = client.getQueryData<T>(queryKey);
    // Nothing shown yet, so nothing a late answer could undo.
    if (cached === undefined) return answer;
    if (state.pending === 0 && state.settled === settledBefore) return answer;
    if (state.pending > 0) {
      state.readAgain = true;
      return cached;
    }
    // Every change that overlapped has settled: a new read holds them all.
    if (reads >= MAX_READS) return cached;
  }
}
