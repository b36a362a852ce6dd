import { describe, expect, it } from 'vitest';
import { filterTree } from './tree-filter';
import { treeFixture } from './tree-fixture';

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
});
