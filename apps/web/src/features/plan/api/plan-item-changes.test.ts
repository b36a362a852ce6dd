import { describe, expect, it } from 'vitest';
import type { TPlanLink, TPlanTest, TYearPlan } from '@cp/contracts';
import { aPlanTest } from '@/features/plan/plan-fixture';
import { itemsOf, moved, withItem, withOrder, withoutItem } from './plan-item-changes';

const test = (id: number, cluster: number, position: number): TPlanTest =>
  aPlanTest({ id, planned_cluster_id: cluster, position, name: `T${id}`, kind: 'exam', week: 1 });
const link = (id: number, testId: number, position: number): TPlanLink => ({
  id,
  planned_cluster_id: 1,
  position,
  plan_test_id: testId,
  plan_activity_id: 50,
  type: 'practice',
  mandatory: false,
  goal_ids: [],
});

const plan = (): TYearPlan => ({
  year: { id: 1, position: 1, name: null, starts_on: null, weeks: 10, periods: [] },
  planned_clusters: [],
  planned_electives: [],
  // Cluster 1 has tests 11, 12, 13; cluster 2 has test 21. Listed out of order on purpose.
  tests: [test(12, 1, 2), test(21, 2, 1), test(11, 1, 1), test(13, 1, 3)],
  checkups: [],
  activities: [],
  links: [link(31, 11, 1), link(32, 12, 2), link(33, 13, 3)],
  materials: [],
  special_blocks: [],
});

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('plan item changes', () => {
  it('lists one planned cluster’s items by position', () => {
    expect(ids(itemsOf(plan(), 'tests', 1))).toEqual([11, 12, 13]);
    expect(ids(itemsOf(plan(), 'tests', 2))).toEqual([21]);
  });

  it('deletes a test with its links and numbers both lists 1..n again, as the server does', () => {
    const next = withoutItem(plan(), 'tests', 12);
    expect(itemsOf(next, 'tests', 1).map((item) => [item.id, item.position])).toEqual([
      [11, 1],
      [13, 2],
    ]);
    expect(next.links.map((item) => [item.id, item.position])).toEqual([
      [31, 1],
      [33, 2],
    ]);
    // Another cluster's list is left alone.
    expect(itemsOf(next, 'tests', 2)[0]?.position).toBe(1);
    expect(withoutItem(plan(), 'tests', 999)).toEqual(plan());
  });

  it('reorders one list and moves an item one place', () => {
    expect(ids(itemsOf(withOrder(plan(), 'tests', 1, [13, 11, 12]), 'tests', 1))).toEqual([
      13, 11, 12,
    ]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });

  it('puts the server’s answer in place of the item, or adds it at the end', () => {
    const renamed = { ...test(11, 1, 1), name: 'Nieuw' };
    expect(itemsOf(withItem(plan(), 'tests', renamed), 'tests', 1)[0]?.name).toBe('Nieuw');
    expect(ids(itemsOf(withItem(plan(), 'tests', test(14, 1, 4)), 'tests', 1))).toEqual([
      11, 12, 13, 14,
    ]);
  });
});
