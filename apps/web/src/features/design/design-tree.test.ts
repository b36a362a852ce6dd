import { describe, expect, it } from 'vitest';
import type { TDesign } from '@cp/contracts';
import {
  childrenOfCompetence,
  childrenOfOutcome,
  deleteImpact,
  matchesQuery,
  moveId,
  NO_IMPACT,
  reorderInDesign,
} from './design-tree';

const described = (id: number, position: number) => ({
  id,
  position,
  index: String(position),
  title: `Item ${id}`,
  details: 'd',
  level: null,
});

const cluster = (
  id: number,
  position: number,
  goal_ids: number[],
  subject_ids: number[] = [],
  planned_count = 0,
) => ({
  id,
  position,
  index: String(position),
  title: `Cluster ${id}`,
  short_title: `C${id}`,
  details: 'd',
  ects: null,
  course_code: null,
  requirements: null,
  coordinator: null,
  cluster_width: 10,
  color: null,
  goal_ids,
  subject_ids,
  planned_count,
});

const design: TDesign = {
  competences: [described(1, 1), described(2, 2)],
  learning_clusters: [{ ...described(10, 1), competence_id: 1 }],
  learning_outcomes: [
    { ...described(20, 1), competence_id: 1, learning_cluster_id: 10 },
    { ...described(21, 2), competence_id: 1, learning_cluster_id: null },
    { ...described(22, 3), competence_id: 2, learning_cluster_id: null },
  ],
  learning_goals: [
    {
      ...described(30, 1),
      learning_outcome_id: 20,
      plan_coverage_count: 3,
      withdrawn: false,
      track: null,
    },
    {
      ...described(31, 2),
      learning_outcome_id: 20,
      plan_coverage_count: 1,
      withdrawn: false,
      track: null,
    },
    {
      ...described(32, 3),
      learning_outcome_id: 22,
      plan_coverage_count: 0,
      withdrawn: false,
      track: null,
    },
  ],
  clusters: [cluster(40, 1, [30, 32], [50], 2), cluster(41, 2, [31]), cluster(42, 3, [])],
  subjects: [{ id: 50, position: 1, title: 'Subject', details: null }],
  cluster_groups: [{ id: 60, position: 1, title: 'Group', details: null, cluster_ids: [40, 41] }],
  electives: [
    {
      id: 70,
      position: 1,
      title: 'Elective',
      details: null,
      cluster_ids: [40],
      default_ects: '5',
      planned_count: 3,
    },
  ],
};

describe('children', () => {
  it('finds the learning clusters, outcomes and goals under a competence', () => {
    const children = childrenOfCompetence(design, 1);
    expect(children.learningClusters.map((c) => c.id)).toEqual([10]);
    expect(children.learningOutcomes.map((o) => o.id)).toEqual([20, 21]);
    expect(children.learningGoals.map((g) => g.id)).toEqual([30, 31]);
  });

  it('finds the goals of an outcome', () => {
    expect(childrenOfOutcome(design, 20).map((g) => g.id)).toEqual([30, 31]);
    expect(childrenOfOutcome(design, 21)).toEqual([]);
  });
});

describe('deleteImpact', () => {
  it('counts what a competence takes with it', () => {
    expect(deleteImpact(design, 'competences', 1)).toEqual({
      ...NO_IMPACT,
      learningClusters: 1,
      learningOutcomes: 2,
      learningGoals: 2,
      goalLinks: 2,
      planCoverage: 4,
    });
  });

  it('keeps the outcomes of a learning cluster, ungrouped', () => {
    expect(deleteImpact(design, 'learning-clusters', 10)).toEqual({
      ...NO_IMPACT,
      ungroupedOutcomes: 1,
    });
  });

  it('counts goals, links and plan coverage of an outcome and a goal', () => {
    expect(deleteImpact(design, 'learning-outcomes', 20)).toEqual({
      ...NO_IMPACT,
      learningGoals: 2,
      goalLinks: 2,
      planCoverage: 4,
    });
    expect(deleteImpact(design, 'learning-goals', 30)).toEqual({
      ...NO_IMPACT,
      goalLinks: 1,
      planCoverage: 3,
    });
    expect(deleteImpact(design, 'learning-goals', 32)).toEqual({ ...NO_IMPACT, goalLinks: 1 });
  });

  it('counts the links and the plan of a cluster, subject, group and elective', () => {
    expect(deleteImpact(design, 'clusters', 40)).toEqual({
      ...NO_IMPACT,
      goalLinks: 2,
      subjectLinks: 1,
      clusterLinks: 2,
      plannedClusters: 2,
    });
    expect(deleteImpact(design, 'clusters', 42)).toEqual(NO_IMPACT);
    expect(deleteImpact(design, 'subjects', 50)).toEqual({ ...NO_IMPACT, subjectLinks: 1 });
    expect(deleteImpact(design, 'cluster-groups', 60)).toEqual({ ...NO_IMPACT, clusterLinks: 2 });
    expect(deleteImpact(design, 'electives', 70)).toEqual({
      ...NO_IMPACT,
      clusterLinks: 1,
      electiveSlots: 3,
    });
  });

  it('treats an unknown id as nothing to remove', () => {
    expect(deleteImpact(design, 'clusters', 999)).toEqual(NO_IMPACT);
    expect(deleteImpact(design, 'electives', 999)).toEqual(NO_IMPACT);
    expect(deleteImpact(design, 'learning-goals', 999)).toEqual(NO_IMPACT);
  });
});

describe('reorderInDesign', () => {
  it('puts a whole list in the new order with renumbered positions', () => {
    const next = reorderInDesign(design, 'clusters', [42, 40, 41]);
    expect(next.clusters.map((c) => [c.id, c.position])).toEqual([
      [42, 1],
      [40, 2],
      [41, 3],
    ]);
    expect(design.clusters.map((c) => c.id)).toEqual([40, 41, 42]);
  });

  it('reorders part of a list in the places it held', () => {
    const next = reorderInDesign(design, 'learning-outcomes', [21, 20]);
    expect(next.learning_outcomes.map((o) => [o.id, o.position])).toEqual([
      [21, 1],
      [20, 2],
      [22, 3],
    ]);
  });

  it('leaves the design alone when the ids do not fit', () => {
    expect(reorderInDesign(design, 'clusters', [40, 40])).toBe(design);
    expect(reorderInDesign(design, 'clusters', [999])).toBe(design);
  });
});

describe('moveId and matchesQuery', () => {
  it('moves one step and stops at the ends', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    const ids = [1, 2, 3];
    expect(moveId(ids, 1, -1)).toBe(ids);
    expect(moveId(ids, 3, 1)).toBe(ids);
  });

  it('matches index or title, case-insensitive', () => {
    expect(matchesQuery({ index: '1.2', title: 'Rekenen' }, '1.2')).toBe(true);
    expect(matchesQuery({ index: '1.2', title: 'Rekenen' }, 'reken')).toBe(true);
    expect(matchesQuery({ title: 'Taal' }, 'reken')).toBe(false);
    expect(matchesQuery({ title: 'Taal' }, '  ')).toBe(true);
  });
});
