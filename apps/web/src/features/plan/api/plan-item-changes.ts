import type { TPlanItemKindPath, TPlanMaterial, TPlanOrderedList, TYearPlan } from '@cp/contracts';

/*
 * Pure changes of a year plan for the lists of a planned cluster (tests, check moments,
 * activities, links, materials), the way the server makes them (docs/plan.md): every list stays
 * numbered 1..n per planned cluster, and deleting a test or activity deletes its links.
 */

/** An item of a list as the year plan holds it. */
export type TPlanItemOf<K extends TPlanItemKindPath> = TYearPlan[K][number];

type TListItem = { id: number; planned_cluster_id: number; position: number };

const byPosition = (a: TListItem, b: TListItem) => a.position - b.position;

/** The items of one planned cluster's list, in their order. */
export function itemsOf<K extends TPlanItemKindPath>(
  plan: TYearPlan,
  kind: K,
  plannedClusterId: number,
): TPlanItemOf<K>[] {
  const list = plan[kind] as TPlanItemOf<K>[];
  return list.filter((item) => item.planned_cluster_id === plannedClusterId).sort(byPosition);
}

export function materialsOf(plan: TYearPlan, plannedClusterId: number): TPlanMaterial[] {
  return plan.materials
    .filter((item) => item.planned_cluster_id === plannedClusterId)
    .sort(byPosition);
}

/** Numbers the lists of the planned clusters in `touched` 1..n again, keeping their order. */
function renumber<T extends TListItem>(list: T[], touched: Set<number>): T[] {
  const positions = new Map<number, number>();
  for (const clusterId of touched) {
    list
      .filter((item) => item.planned_cluster_id === clusterId)
      .sort(byPosition)
      .forEach((item, index) => positions.set(item.id, index + 1));
  }
  return list.map((item) => {
    const position = positions.get(item.id);
    return position === undefined || position === item.position ? item : { ...item, position };
  });
}

/** Replaces the item with the same id, or adds it (the server's answer of a create or edit). */
function upsert<T extends TListItem>(list: T[], item: T): T[] {
  return list.some((entry) => entry.id === item.id)
    ? list.map((entry) => (entry.id === item.id ? item : entry))
    : [...list, item];
}

export function withItem<K extends TPlanItemKindPath>(
  plan: TYearPlan,
  kind: K,
  item: TPlanItemOf<K>,
): TYearPlan {
  return { ...plan, [kind]: upsert(plan[kind] as TPlanItemOf<K>[], item) };
}

export function withoutItem(plan: TYearPlan, kind: TPlanItemKindPath, id: number): TYearPlan {
  const list: TListItem[] = plan[kind];
  const item = list.find((entry) => entry.id === id);
  if (!item) return plan;
  const touched = new Set([item.planned_cluster_id]);
  const next: TYearPlan = {
    ...plan,
    [kind]: renumber(
      list.filter((entry) => entry.id !== id),
      touched,
    ),
  };
  // The server deletes a test's or activity's links with it.
  if (kind === 'tests' || kind === 'activities') {
    const field = kind === 'tests' ? 'plan_test_id' : 'plan_activity_id';
    const links = plan.links.filter((link) => link[field] !== id);
    if (links.length !== plan.links.length) next.links = renumber(links, touched);
  }
  return next;
}

/** One planned cluster's list in the order of `ids`. */
export function withOrder(
  plan: TYearPlan,
  kind: TPlanOrderedList,
  plannedClusterId: number,
  ids: readonly number[],
): TYearPlan {
  const positions = new Map(ids.map((id, index) => [id, index + 1]));
  const list: TListItem[] = plan[kind];
  return {
    ...plan,
    [kind]: list.map((item) => {
      const position =
        item.planned_cluster_id === plannedClusterId ? positions.get(item.id) : undefined;
      return position === undefined ? item : { ...item, position };
    }),
  };
}

export const withMaterial = (plan: TYearPlan, material: TPlanMaterial): TYearPlan => ({
  ...plan,
  materials: upsert(plan.materials, material),
});

export function withoutMaterial(plan: TYearPlan, id: number): TYearPlan {
  const material = plan.materials.find((entry) => entry.id === id);
  if (!material) return plan;
  return {
    ...plan,
    materials: renumber(
      plan.materials.filter((entry) => entry.id !== id),
      new Set([material.planned_cluster_id]),
    ),
  };
}

export const withComment = (
  plan: TYearPlan,
  plannedClusterId: number,
  comment: string | null,
): TYearPlan => ({
  ...plan,
  planned_clusters: plan.planned_clusters.map((planned) =>
    planned.id === plannedClusterId ? { ...planned, comment } : planned,
  ),
});

/** `ids` with the item at `index` swapped with its neighbour (`-1` up, `1` down). */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  const next = [...ids];
  const a = next[index];
  const b = next[target];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[target] = a;
  return next;
}
