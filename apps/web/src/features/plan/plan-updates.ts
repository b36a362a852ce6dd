import {
  followRange,
  followWeek,
  type TPlannedCluster,
  type TPlannedElective,
  type TSpecialBlock,
  type TWeekRange,
  type TYearPlan,
} from '@cp/contracts';

/*
 * The changes of the plan screen applied to a cached year plan, for the optimistic updates: the
 * same week rules as the server (docs/plan.md "Rules", rules/plan-weeks.ts), so what the user
 * sees at once is what the server will answer. Pure; every function returns a new plan and
 * keeps the untouched lists (and their items) as they were, so memoised rows stay as they are.
 */

const rangeOf = (item: TWeekRange): TWeekRange => ({
  start_week: item.start_week,
  end_week: item.end_week,
});

/** Moves the items of the planned clusters in `moves` (id -> from, to) the way the server does. */
function followItems(plan: TYearPlan, moves: Map<number, [TWeekRange, TWeekRange]>): TYearPlan {
  if (moves.size === 0) return plan;
  const week = <T extends { planned_cluster_id: number; week: number }>(list: T[]): T[] =>
    list.some((item) => moves.has(item.planned_cluster_id))
      ? list.map((item) => {
          const move = moves.get(item.planned_cluster_id);
          return move ? { ...item, week: followWeek(item.week, move[0], move[1]) } : item;
        })
      : list;
  const activities = plan.activities.some((item) => moves.has(item.planned_cluster_id))
    ? plan.activities.map((item) => {
        const move = moves.get(item.planned_cluster_id);
        return move ? { ...item, ...followRange(item, move[0], move[1]) } : item;
      })
    : plan.activities;
  // A test handed in over weeks follows as a range, and becomes a one-week test (end_week null)
  // when a resize squeezes it into one week, as the server does (domain/plan/follow.ts).
  const tests = plan.tests.some((item) => moves.has(item.planned_cluster_id))
    ? plan.tests.map((item) => {
        const move = moves.get(item.planned_cluster_id);
        if (!move) return item;
        if (item.end_week === null)
          return { ...item, week: followWeek(item.week, move[0], move[1]) };
        const range = followRange(
          { start_week: item.week, end_week: item.end_week },
          move[0],
          move[1],
        );
        return {
          ...item,
          week: range.start_week,
          end_week: range.end_week === range.start_week ? null : range.end_week,
        };
      })
    : plan.tests;
  return { ...plan, tests, checkups: week(plan.checkups), activities };
}

/** A planned cluster on new weeks; its tests, check moments and activities follow. */
export function moveCluster(plan: TYearPlan, id: number, to: TWeekRange): TYearPlan {
  const moves = new Map<number, [TWeekRange, TWeekRange]>();
  const planned_clusters = plan.planned_clusters.map((item) => {
    if (item.id !== id) return item;
    moves.set(id, [rangeOf(item), rangeOf(to)]);
    return { ...item, ...rangeOf(to) };
  });
  return followItems({ ...plan, planned_clusters }, moves);
}

/** An elective slot on new weeks (and places); its choices get its weeks, their items follow. */
export function changeElective(
  plan: TYearPlan,
  id: number,
  change: TWeekRange & { places: number },
): TYearPlan {
  const moves = new Map<number, [TWeekRange, TWeekRange]>();
  const planned_clusters = plan.planned_clusters.map((item) => {
    if (item.planned_elective_id !== id) return item;
    moves.set(item.id, [rangeOf(item), rangeOf(change)]);
    return { ...item, ...rangeOf(change) };
  });
  const planned_electives = plan.planned_electives.map((slot) =>
    slot.id === id ? { ...slot, ...rangeOf(change), places: change.places } : slot,
  );
  return followItems({ ...plan, planned_clusters, planned_electives }, moves);
}

/**
 * A new planned cluster among the others in design order (`positionOf` gives a design cluster's
 * position), as the server lists them.
 */
export function addPlannedCluster(
  plan: TYearPlan,
  planned: TPlannedCluster,
  positionOf: (clusterId: number) => number,
): TYearPlan {
  const position = positionOf(planned.cluster_id);
  const list = plan.planned_clusters.filter((item) => item.id !== planned.id);
  const at = list.findIndex((item) => positionOf(item.cluster_id) > position);
  list.splice(at < 0 ? list.length : at, 0, planned);
  return { ...plan, planned_clusters: list };
}

/** Puts the server's answer in place of a planned cluster (e.g. the real id of a new one). */
export function replacePlannedCluster(
  plan: TYearPlan,
  id: number,
  planned: TPlannedCluster,
): TYearPlan {
  return {
    ...plan,
    planned_clusters: plan.planned_clusters.map((item) => (item.id === id ? planned : item)),
  };
}

/** Planned clusters and everything in them removed (as the server's cascade does). */
function withoutPlannedClusters(plan: TYearPlan, ids: Set<number>): TYearPlan {
  if (ids.size === 0) return plan;
  const keep = <T extends { planned_cluster_id: number }>(list: T[]) =>
    list.filter((item) => !ids.has(item.planned_cluster_id));
  return {
    ...plan,
    planned_clusters: plan.planned_clusters.filter((item) => !ids.has(item.id)),
    tests: keep(plan.tests),
    checkups: keep(plan.checkups),
    activities: keep(plan.activities),
    links: keep(plan.links),
    materials: keep(plan.materials),
  };
}

export const removePlannedCluster = (plan: TYearPlan, id: number): TYearPlan =>
  withoutPlannedClusters(plan, new Set([id]));

/** An elective slot removed with its choices. */
export function removeElective(plan: TYearPlan, id: number): TYearPlan {
  const choices = new Set(
    plan.planned_clusters.filter((item) => item.planned_elective_id === id).map((item) => item.id),
  );
  const without = withoutPlannedClusters(plan, choices);
  return {
    ...without,
    planned_electives: without.planned_electives.filter((slot) => slot.id !== id),
  };
}

/**
 * A new or changed elective slot, in elective order (`positionOf` gives an elective subject's
 * design position); a changed one's choices get its weeks and their items follow.
 */
export function putElective(
  plan: TYearPlan,
  slot: TPlannedElective,
  positionOf: (electiveId: number) => number,
): TYearPlan {
  if (plan.planned_electives.some((item) => item.id === slot.id)) {
    return changeElective(plan, slot.id, slot);
  }
  const list = [...plan.planned_electives];
  const position = positionOf(slot.elective_subject_id);
  const at = list.findIndex((item) => positionOf(item.elective_subject_id) > position);
  list.splice(at < 0 ? list.length : at, 0, slot);
  return { ...plan, planned_electives: list };
}

/** A new or changed special block, the list by start week as the server orders it. */
export function putSpecialBlock(plan: TYearPlan, block: TSpecialBlock): TYearPlan {
  const list = plan.special_blocks.filter((item) => item.id !== block.id);
  list.push(block);
  list.sort((a, b) => a.start_week - b.start_week || a.id - b.id);
  return { ...plan, special_blocks: list };
}

export const removeSpecialBlock = (plan: TYearPlan, id: number): TYearPlan => ({
  ...plan,
  special_blocks: plan.special_blocks.filter((block) => block.id !== id),
});
