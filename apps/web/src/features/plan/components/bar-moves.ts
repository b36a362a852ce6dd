import { rangesOverlap, type TSpecialBlock, type TWeekRange } from '@cp/contracts';
import type { TTimelineRow } from '../timeline-model';

/*
 * The rules a bar of the timeline moves by, the same for the pointer and the keys: what may
 * move, the weeks a move or an edge gives, and where a slot may not go.
 */

/** A bar moved whole, or by its first or last week. */
export type TBarMode = 'move' | 'start' | 'end';

export const rangeOfRow = (row: TTimelineRow): TWeekRange => {
  const item = row.kind === 'elective' ? row.slot : row.planned;
  return { start_week: item.start_week, end_week: item.end_week };
};

export const canMove = (row: TTimelineRow, readOnly: boolean) =>
  !readOnly &&
  row.kind !== 'choice' &&
  (row.kind === 'elective' ? row.slot.id : row.planned.id) > 0;

/** The new weeks of a drag: a move keeps the length, an edge keeps the other edge. */
export function movedRange(
  mode: TBarMode,
  from: TWeekRange,
  delta: number,
  weeks: number,
): TWeekRange {
  if (mode === 'move') {
    const shift = Math.min(Math.max(delta, 1 - from.start_week), weeks - from.end_week);
    return { start_week: from.start_week + shift, end_week: from.end_week + shift };
  }
  if (mode === 'start') {
    return {
      start_week: Math.min(Math.max(from.start_week + delta, 1), from.end_week),
      end_week: from.end_week,
    };
  }
  return {
    start_week: from.start_week,
    end_week: Math.max(Math.min(from.end_week + delta, weeks), from.start_week),
  };
}

/** A slot may not be moved over a special block. */
export const slotOverBlock = (
  row: TTimelineRow,
  range: TWeekRange,
  blocks: readonly TSpecialBlock[],
) => row.kind === 'elective' && blocks.some((block) => rangesOverlap(block, range));

/** The bar an event happened in (the element or one inside it) and its row; null elsewhere. */
export function barOf(
  target: EventTarget | null,
  indexByKey: ReadonlyMap<string, number>,
  rows: readonly TTimelineRow[],
): { row: TTimelineRow; bar: HTMLElement } | null {
  const bar = (target as HTMLElement | null)?.closest<HTMLElement>('[data-bar]');
  if (!bar) return null;
  const index = indexByKey.get(bar.dataset.bar ?? '');
  return index === undefined ? null : { row: rows[index]!, bar };
}
