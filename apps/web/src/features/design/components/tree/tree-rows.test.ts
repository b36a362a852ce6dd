import { describe, expect, it } from 'vitest';
import { filterTree } from './tree-filter';
import { treeFixture } from '@/features/design/tree-fixture';
import { buildTreeIndex } from './tree-index';
import { dragShift, flattenTree, moveBy, moveTo, type TTreeRow } from './tree-rows';

const design = treeFixture();
const index = buildTreeIndex(design);
const none = filterTree(design, '');

const keys = (rows: TTreeRow[]) => rows.map((row) => row.key);

describe('flattenTree', () => {
  it('lists only the competences while everything is closed', () => {
    const { rows, ends } = flattenTree({ design, index, filter: none, open: new Set() });
    expect(keys(rows)).toEqual(['competence:1', 'competence:2']);
    expect(ends).toEqual([0, 1]);
    const first = rows[0];
    expect(first?.type === 'competence' && first.list).toEqual({
      kind: 'competences',
      key: 'competences',
      ids: [1, 2],
      position: 0,
      size: 2,
    });
    expect(first?.type === 'competence' && first.outcomeKeys).toEqual(['outcome:11', 'outcome:12']);
  });

  it('puts the learning clusters under a heading, then the outcomes, each with its goals', () => {
    const open = new Set(['competence:1', 'outcome:11', 'outcome:12', 'competence:2']);
    const { rows, ends } = flattenTree({ design, index, filter: none, open });
    expect(keys(rows)).toEqual([
      'competence:1',
      'heading:1',
      'learning-cluster:5',
      'outcome:11',
      'goal:101',
      'goal:102',
      'outcome:12',
      'goal:103',
      'competence:2',
      'outcome:21',
    ]);
    expect(rows.map((row) => row.level)).toEqual([1, 2, 2, 2, 3, 3, 2, 3, 1, 2]);
    // Each subtree ends at its last row.
    expect(ends[0]).toBe(7);
    expect(ends[3]).toBe(5);
    expect(ends[6]).toBe(7);
    expect(ends[8]).toBe(9);
    const goal = rows[5];
    expect(goal?.type === 'goal' && goal.list).toMatchObject({
      kind: 'learning-goals',
      ids: [101, 102],
      position: 1,
      size: 2,
    });
    expect(goal?.type === 'goal' && goal.covering.map((cluster) => cluster.id)).toEqual([301]);
    const outcome = rows[3];
    expect(outcome?.type === 'outcome' && outcome.learningCluster?.id).toBe(5);
    const learningCluster = rows[2];
    expect(learningCluster?.type === 'learning-cluster' && learningCluster.outcomes).toBe(1);
  });

  it('says so when an open item has no children', () => {
    const empty = { ...design, learning_goals: [] };
    const { rows } = flattenTree({
      design: empty,
      index: buildTreeIndex(empty),
      filter: filterTree(empty, ''),
      open: new Set(['competence:2', 'outcome:21']),
    });
    expect(keys(rows)).toEqual(['competence:1', 'competence:2', 'outcome:21', 'empty:outcome:21']);
  });

  it('shows the dragged row closed, so it moves without its subtree', () => {
    const open = new Set(['competence:1', 'outcome:11']);
    const { rows } = flattenTree({ design, index, filter: none, open, closed: 'competence:1' });
    expect(keys(rows)).toEqual(['competence:1', 'competence:2']);
    expect(rows[0]?.type === 'competence' && rows[0].open).toBe(false);
  });

  it('follows the filter: only what passes, opened where it says, positions among the shown', () => {
    const filter = filterTree(design, 'literatuur');
    const { rows } = flattenTree({ design, index, filter, open: new Set() });
    expect(keys(rows)).toEqual(['competence:2', 'outcome:21', 'goal:201']);
    const goal = rows[2];
    expect(goal?.type === 'goal' && goal.match).toBe(true);
    // The list still holds every id (a reorder sends all), the place is among those shown.
    expect(goal?.type === 'goal' && goal.list).toMatchObject({ ids: [201, 202], size: 1 });
    const competence = rows[0];
    expect(competence?.type === 'competence' && competence.list).toMatchObject({
      position: 0,
      size: 1,
    });
  });
});

describe('moveTo and moveBy', () => {
  it('moves an id to the place of another, or one step', () => {
    expect(moveTo([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
    expect(moveBy([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveBy([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveBy([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});

describe('dragShift', () => {
  // Rows 30 px high; row 2 has a subtree up to row 4 (three rows in all).
  const ends = [0, 1, 4, 3, 4, 5];
  const start = (row: number) => row * 30;
  const end = (row: number) => row * 30 + 30;
  const shifts = (active: number, over: number) =>
    ends.map((_, row) => dragShift(row, active, over, ends, start, end));

  it('moves nothing while the row is over itself', () => {
    expect(shifts(5, 5)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('moving up: the rows from the target down to the dragged row make room', () => {
    expect(shifts(5, 2)).toEqual([0, 0, 30, 30, 30, -90]);
  });

  it('moving down: the target and its whole subtree move up, the dragged row lands after them', () => {
    expect(shifts(1, 2)).toEqual([0, 90, -30, -30, -30, 0]);
    expect(shifts(0, 5)).toEqual([150, -30, -30, -30, -30, -30]);
  });
});
