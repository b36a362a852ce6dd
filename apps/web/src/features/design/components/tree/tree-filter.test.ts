import { describe, expect, it } from 'vitest';
import type { TDesign } from '@cp/contracts';
import { filterTree, treeLevels, treeTracks } from './tree-filter';
import { treeFixture } from '@/features/design/tree-fixture';

describe('filterTree', () => {
  const design = treeFixture();

  it('is inactive for an empty or blank text', () => {
    const filter = filterTree(design, '   ');
    expect(filter.active).toBe(false);
    expect(filter.goals.size).toBe(0);
  });

  it('keeps a matching goal with its ancestors, opened, and hides its siblings', () => {
    const filter = filterTree(design, 'literatuur');
    expect(filter.active).toBe(true);
    expect([...filter.goals]).toEqual([201]);
    expect([...filter.outcomes]).toEqual([21]);
    expect([...filter.competences]).toEqual([2]);
    expect([...filter.openOutcomes]).toEqual([21]);
    expect([...filter.openCompetences]).toEqual([2]);
    expect([...filter.matches]).toEqual(['goal:201']);
  });

  it('matches the number or the title, ignoring case', () => {
    expect([...filterTree(design, '1.2.1').goals]).toEqual([103]);
    expect([...filterTree(design, 'VERGELIJKT').goals]).toEqual([103]);
  });

  it('keeps everything under a matching competence, without forcing it open', () => {
    const filter = filterTree(design, 'ontwerpen');
    expect([...filter.competences]).toEqual([1]);
    expect([...filter.outcomes].sort()).toEqual([11, 12]);
    expect([...filter.goals].sort()).toEqual([101, 102, 103]);
    expect([...filter.learningClusters]).toEqual([5]);
    expect(filter.openCompetences.size).toBe(0);
  });

  it('keeps the learning cluster of a matching outcome and the outcomes of a matching learning cluster', () => {
    expect([...filterTree(design, 'maakt een plan').learningClusters]).toEqual([5]);
    const byCluster = filterTree(design, 'schetsen');
    expect([...byCluster.outcomes]).toEqual([11]);
    expect([...byCluster.goals].sort()).toEqual([101, 102]);
    expect([...byCluster.openCompetences]).toEqual([1]);
  });

  it('shows nothing when nothing matches', () => {
    const filter = filterTree(design, 'zzz');
    expect(filter.active).toBe(true);
    expect(filter.competences.size + filter.outcomes.size + filter.goals.size).toBe(0);
  });

  it('counts the learning goals that pass', () => {
    expect(filterTree(design, '').goalCount).toBe(5);
    expect(filterTree(design, 'literatuur').goalCount).toBe(1);
    expect(filterTree(design, 'ontwerpen').goalCount).toBe(3);
    expect(filterTree(design, 'zzz').goalCount).toBe(0);
  });
});

/** The fixture with levels: competence 1 at level 4, goals at Kennis / Toepassing. */
function leveled(): TDesign {
  const design = treeFixture();
  const levelOf: Record<number, string> = { 101: 'Kennis', 103: 'Toepassing', 201: 'Toepassing' };
  return {
    ...design,
    competences: design.competences.map((item) => (item.id === 1 ? { ...item, level: '4' } : item)),
    learning_goals: design.learning_goals.map((goal) => ({
      ...goal,
      level: levelOf[goal.id] ?? null,
    })),
  };
}

describe('treeLevels', () => {
  it('lists every level once, in natural order', () => {
    const design = leveled();
    design.learning_outcomes[0] = { ...design.learning_outcomes[0]!, level: '10' };
    expect(treeLevels(design)).toEqual(['4', '10', 'Kennis', 'Toepassing']);
    expect(treeLevels(treeFixture())).toEqual([]);
  });
});

describe('filterTree by level and coverage', () => {
  it('keeps the goals of a level with their ancestors, opened', () => {
    const filter = filterTree(leveled(), { text: '', level: 'Toepassing', uncoveredOnly: false });
    expect(filter.active).toBe(true);
    expect([...filter.goals].sort()).toEqual([103, 201]);
    expect([...filter.outcomes].sort()).toEqual([12, 21]);
    expect([...filter.competences].sort()).toEqual([1, 2]);
    expect([...filter.openOutcomes].sort()).toEqual([12, 21]);
    expect([...filter.openCompetences].sort()).toEqual([1, 2]);
    expect([...filter.matches].sort()).toEqual(['goal:103', 'goal:201']);
    // Outcome 11 has no goal of that level: it goes, and so does its learning cluster.
    expect(filter.learningClusters.size).toBe(0);
    expect(filter.goalCount).toBe(2);
  });

  it('a level on a competence keeps everything under it, closed', () => {
    const filter = filterTree(leveled(), { text: '', level: '4', uncoveredOnly: false });
    expect([...filter.competences]).toEqual([1]);
    expect([...filter.goals].sort()).toEqual([101, 102, 103]);
    expect(filter.openCompetences.size).toBe(0);
    expect([...filter.matches]).toEqual(['competence:1']);
  });

  it('only goals no cluster covers: 103, 201 and 202, with their ancestors opened', () => {
    const filter = filterTree(treeFixture(), { text: '', level: null, uncoveredOnly: true });
    expect([...filter.goals].sort()).toEqual([103, 201, 202]);
    expect([...filter.outcomes].sort()).toEqual([12, 21]);
    expect([...filter.competences].sort()).toEqual([1, 2]);
    expect([...filter.openOutcomes].sort()).toEqual([12, 21]);
    expect([...filter.openCompetences].sort()).toEqual([1, 2]);
    // A covered goal never passes, even under a competence that matches the text.
    expect([
      ...filterTree(treeFixture(), { text: 'ontwerpen', uncoveredOnly: true }).goals,
    ]).toEqual([103]);
  });

  it('combines the filters: every filter that is set must hold', () => {
    const design = leveled();
    // Text on competence 2 and the level of goal 201: only 201.
    expect([
      ...filterTree(design, { text: 'onderzoeken', level: 'Toepassing', uncoveredOnly: false })
        .goals,
    ]).toEqual([201]);
    // Text, level and uncovered: 201 is uncovered and of that level.
    const all = filterTree(design, { text: 'zoekt', level: 'Toepassing', uncoveredOnly: true });
    expect([...all.goals]).toEqual([201]);
    expect([...all.matches]).toEqual(['goal:201']);
    // The level of a covered goal with "uncovered only": nothing.
    const none = filterTree(design, { text: '', level: 'Kennis', uncoveredOnly: true });
    expect(none.goalCount).toBe(0);
    expect(none.competences.size + none.outcomes.size + none.goals.size).toBe(0);
  });
});

describe('the track filter and withdrawn goals', () => {
  /** 102 is for vwo, 103 for havo, 202 withdrawn; the others are for every track. */
  const tracked = (): TDesign => {
    const design = treeFixture();
    design.learning_goals = design.learning_goals.map((goal) => ({
      ...goal,
      track: goal.id === 102 ? 'vwo' : goal.id === 103 ? 'havo' : null,
      withdrawn: goal.id === 202,
    }));
    return design;
  };

  it('lists the tracks in use once, in order', () => {
    expect(treeTracks(tracked())).toEqual(['havo', 'vwo']);
    expect(treeTracks(treeFixture())).toEqual([]);
  });

  it('keeps the goals of the track and those for every track, with their ancestors', () => {
    const filter = filterTree(tracked(), { track: 'havo' });
    expect(filter.active).toBe(true);
    expect([...filter.goals].sort()).toEqual([101, 103, 201, 202]);
    expect(filter.goalCount).toBe(4);
    // Only goals pass it: their outcomes and competences come along, not on their own.
    expect([...filter.outcomes].sort()).toEqual([11, 12, 21]);
    expect(filter.matches.size).toBe(0);
  });

  it('leaves withdrawn goals out of "not in any cluster": they need none', () => {
    const design = tracked();
    const uncovered = [...filterTree(design, { uncoveredOnly: true }).goals].sort();
    const covered = new Set(design.clusters.flatMap((cluster) => cluster.goal_ids));
    expect(uncovered).not.toContain(202);
    expect(uncovered).toEqual(
      design.learning_goals
        .filter((goal) => !goal.withdrawn && !covered.has(goal.id))
        .map((goal) => goal.id)
        .sort(),
    );
  });
});
