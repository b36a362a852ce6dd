import { describe, expect, it } from 'vitest';
import { aPlanTest, planDesign, yearPlan } from './plan-fixture';
import {
  addPlannedCluster,
  changeElective,
  moveCluster,
  putSpecialBlock,
  removeElective,
  removePlannedCluster,
} from './plan-updates';
import { buildRows, textOn, unplacedElectives, unplannedClusters } from './timeline-model';

const position = (id: number) => id;

describe('plan updates (optimistic, same rules as the server)', () => {
  it('a move takes the tests, check moments and activities along', () => {
    const plan = moveCluster(yearPlan(), 501, { start_week: 5, end_week: 8 });
    expect(plan.planned_clusters[0]).toMatchObject({ start_week: 5, end_week: 8 });
    expect(plan.tests[0]?.week).toBe(8);
    expect(plan.checkups[0]?.week).toBe(6);
    expect(plan.activities[0]).toMatchObject({ start_week: 5, end_week: 6 });
  });

  it('a resize keeps the weeks inside and moves those outside to the nearest week', () => {
    const before = yearPlan();
    const plan = moveCluster(before, 501, { start_week: 3, end_week: 4 });
    expect(plan.tests[0]?.week).toBe(4);
    expect(plan.checkups[0]?.week).toBe(4);
    expect(plan.activities[0]).toMatchObject({ start_week: 3, end_week: 4 });
    // Untouched lists keep their identity (memoised rows skip re-rendering).
    expect(plan.links).toBe(before.links);
  });

  it('a test handed in over weeks follows as a range, and a squeeze makes it one week', () => {
    const spread = {
      ...yearPlan(),
      tests: [aPlanTest({ id: 701, planned_cluster_id: 501, week: 4, end_week: 6 })],
    };
    expect(moveCluster(spread, 501, { start_week: 5, end_week: 8 }).tests[0]).toMatchObject({
      week: 6,
      end_week: 8,
    });
    expect(moveCluster(spread, 501, { start_week: 3, end_week: 3 }).tests[0]).toMatchObject({
      week: 3,
      end_week: null,
    });
  });

  it('moving an elective slot moves its choices with it', () => {
    const plan = changeElective(yearPlan(), 601, { start_week: 14, end_week: 17, places: 2 });
    expect(plan.planned_electives[0]).toMatchObject({ start_week: 14, end_week: 17 });
    expect(plan.planned_clusters.find((item) => item.id === 503)).toMatchObject({
      start_week: 14,
      end_week: 17,
    });
    expect(plan.planned_clusters.find((item) => item.id === 501)).toMatchObject({ start_week: 3 });
  });

  it('a new planned cluster takes its place in design order', () => {
    const plan = addPlannedCluster(
      yearPlan(),
      {
        id: -1,
        cluster_id: 13,
        planned_elective_id: null,
        start_week: 1,
        end_week: 6,
        comment: null,
      },
      position,
    );
    expect(plan.planned_clusters.map((item) => item.cluster_id)).toEqual([11, 12, 13, 14]);
  });

  it('removing takes the content along; removing a slot its choices too', () => {
    expect(removePlannedCluster(yearPlan(), 501)).toMatchObject({
      tests: [],
      checkups: [],
      activities: [],
    });
    const plan = removeElective(yearPlan(), 601);
    expect(plan.planned_electives).toEqual([]);
    expect(plan.planned_clusters.map((item) => item.id)).toEqual([501, 502]);
  });

  it('special blocks stay in start week order', () => {
    const plan = putSpecialBlock(yearPlan(), {
      id: 302,
      name: 'Projectweek',
      kind: 'other',
      start_week: 2,
      end_week: 2,
    });
    expect(plan.special_blocks.map((block) => block.name)).toEqual([
      'Projectweek',
      'Herfstvakantie',
    ]);
  });
});

describe('timeline rows', () => {
  it('lists planned clusters, then each slot with its choices, with their items', () => {
    const rows = buildRows(yearPlan(), planDesign());
    expect(rows.map((row) => row.key)).toEqual([
      'cluster-501',
      'cluster-502',
      'elective-601',
      'choice-503',
    ]);
    const first = rows[0];
    expect(first?.kind === 'cluster' && first.items.tests).toHaveLength(1);
    const slot = rows[2];
    // Cluster 15 is the only one of the elective not planned in this year.
    expect(slot?.kind === 'elective' && slot.candidates.map((item) => item.id)).toEqual([15]);
  });

  it('keeps the row objects whose content did not change', () => {
    const design = planDesign();
    const before = yearPlan();
    const rows = buildRows(before, design);
    const after = buildRows(
      moveCluster(before, 502, { start_week: 9, end_week: 11 }),
      design,
      new Map(rows.map((row) => [row.key, row])),
    );
    expect(after[0]).toBe(rows[0]);
    expect(after[1]).not.toBe(rows[1]);
    expect(after[2]).toBe(rows[2]);
  });

  it('offers the clusters and electives not yet planned this year', () => {
    expect(unplannedClusters(planDesign(), new Set([11, 12, 14])).map((item) => item.id)).toEqual([
      13, 15,
    ]);
    // Clusters planned in another year come after those planned in none.
    const design = planDesign();
    design.clusters = design.clusters.map((cluster) =>
      cluster.id === 13 ? { ...cluster, planned_count: 1 } : cluster,
    );
    expect(unplannedClusters(design, new Set([11, 12, 14])).map((item) => item.id)).toEqual([
      15, 13,
    ]);
    expect(unplacedElectives(yearPlan(), planDesign()).map((item) => item.id)).toEqual([42]);
  });

  it('writes dark text on light colours and white on dark ones', () => {
    expect(textOn('#ffe066')).toBe('#000');
    expect(textOn('#1c3d5a')).toBe('#fff');
    // A mid blue: near-black gave 4.0:1 and white 4.4:1; black gives 4.8:1 (WCAG AA 4.5).
    expect(textOn('#1c7ed6')).toBe('#000');
  });
});
