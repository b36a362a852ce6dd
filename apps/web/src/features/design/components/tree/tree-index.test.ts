import { describe, expect, it } from 'vitest';
import { buildTreeIndex, nextIndex } from './tree-index';
import { treeFixture } from '@/features/design/tree-fixture';

describe('buildTreeIndex', () => {
  it('groups children per parent in list order, and the covering clusters per goal', () => {
    const index = buildTreeIndex(treeFixture());
    expect(index.outcomesOf.get(1)?.map((o) => o.id)).toEqual([11, 12]);
    expect(index.goalsOf.get(21)?.map((g) => g.id)).toEqual([201, 202]);
    expect(index.learningClustersOf.get(1)?.map((c) => c.id)).toEqual([5]);
    expect(index.coveringOf.get(101)?.map((c) => c.id)).toEqual([301, 302]);
    expect(index.coveringOf.has(103)).toBe(false);
  });

  it('keeps the arrays of unchanged lists, so their memoised rows do not render again', () => {
    const design = treeFixture();
    const before = buildTreeIndex(design);
    const goals = design.learning_goals.map((goal) =>
      goal.id === 201 ? { ...goal, title: 'Zoekt bronnen' } : goal,
    );
    const after = buildTreeIndex({ ...design, learning_goals: goals }, before);
    expect(after.goalsOf.get(11)).toBe(before.goalsOf.get(11));
    expect(after.goalsOf.get(21)).not.toBe(before.goalsOf.get(21));
    expect(after.outcomesOf.get(1)).toBe(before.outcomesOf.get(1));
    expect(after.coveringOf.get(101)).toBe(before.coveringOf.get(101));
  });
});

describe('nextIndex', () => {
  it('suggests the next number under the parent', () => {
    expect(nextIndex(null, [])).toBe('1');
    expect(nextIndex(null, [{ index: '1' }, { index: '3' }])).toBe('4');
    expect(nextIndex('1.2', [{ index: '1.2.1' }, { index: '1.2.7' }, { index: '1.3' }])).toBe(
      '1.2.8',
    );
    expect(nextIndex('2', [])).toBe('2.1');
  });
});
