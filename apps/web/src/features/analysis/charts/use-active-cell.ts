import { useState } from 'react';
import type { TCoverageModel } from './coverage-model';
import { HEAD, type TPosition } from './matrix-layout';

/**
 * The matrix's roving tab stop: the active grid position (a goal's first cell at the start),
 * kept inside the grid when the filters shrink it, and the goal row and cluster column it is in.
 */
export function useActiveCell({ goalRows, columns }: TCoverageModel) {
  const [active, setActive] = useState<TPosition>({ r: HEAD, c: HEAD });
  const lastRow = HEAD + goalRows.length - 1;
  const lastColumn = HEAD + columns.length - 1;
  // Positions outside the (filtered) grid fall back into it.
  const position = {
    r: Math.min(active.r, Math.max(lastRow, HEAD - 1)),
    c: Math.min(active.c, Math.max(lastColumn, HEAD - 1)),
  };
  const activeRow = position.r >= HEAD ? (goalRows[position.r - HEAD] ?? null) : null;
  const activeColumn = position.c >= HEAD ? position.c - HEAD : null;
  return { position, setActive, lastRow, lastColumn, activeRow, activeColumn };
}
