import { useMemo, useRef, type CSSProperties } from 'react';
import type { TAnalysisLinks } from '../tabs/tab-props';
import type { TCoverageModel } from './coverage-model';
import { COLUMN_WIDTH, HEAD, LEFT, TOP } from './matrix-layout';
import { MatrixHead } from './MatrixHead';
import { MatrixRow } from './MatrixRow';
import type { TMatrixTexts } from './matrix-texts';
import classes from './CoverageMatrix.module.css';
import { useActiveCell } from './use-active-cell';
import { useMatrixKeys } from './use-matrix-keys';
import { useMatrixVirtualizers } from './use-matrix-virtualizers';

/**
 * The coverage matrix: goal rows (with their competence and outcome as group rows) × planned
 * cluster columns, virtualised both ways (only the cells in view exist), with sticky headers and
 * totals. An ARIA grid with one tab stop: arrow keys, Home/End, Page Up/Down and Ctrl+Home/End
 * move a roving focus across headers, totals and cells; a header's link opens with Enter.
 * Rows and the header are memoised on the column range (numbers), so a scroll step renders only
 * the rows that come into view, and all rows only when the column range moves.
 */
export function CoverageMatrix({
  model,
  yearId,
  links,
  texts,
  height,
}: {
  model: TCoverageModel;
  yearId: number;
  links: TAnalysisLinks;
  texts: TMatrixTexts;
  height: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const { rows, goalRows, columns } = model;
  const { position, setActive, lastRow, lastColumn, activeRow, activeColumn } =
    useActiveCell(model);
  const { rowVirtualizer, columnVirtualizer, shown } = useMatrixVirtualizers(
    scroller,
    model,
    activeRow,
    activeColumn,
  );
  const width = LEFT + columns.length * COLUMN_WIDTH;
  const { onKeyDown, onFocus } = useMatrixKeys({
    scroller,
    position,
    setActive,
    lastRow,
    lastColumn,
    goalRows,
    height,
    rowVirtualizer,
    columnVirtualizer,
  });

  const goalPosition = useMemo(() => {
    const map = new Map<number, number>();
    goalRows.forEach((rowIndex, index) => map.set(rowIndex, HEAD + index));
    return map;
  }, [goalRows]);

  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={texts.grid}
      aria-rowcount={HEAD + rows.length}
      aria-colcount={HEAD + columns.length}
      className={classes.scroller}
      style={{ height, '--matrix-left': `${LEFT}px` } as CSSProperties}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-testid="coverage-matrix"
    >
      <div
        className={classes.canvas}
        style={{ width, height: TOP + rowVirtualizer.getTotalSize() }}
      >
        <MatrixHead
          model={model}
          yearId={yearId}
          links={links}
          texts={texts}
          width={width}
          shown={shown}
          active={position.r < HEAD ? position.r * 10_000 + position.c : -1}
        />
        <div
          role="rowgroup"
          className={classes.body}
          style={{ height: rowVirtualizer.getTotalSize(), width }}
        >
          {rowVirtualizer.getVirtualItems().map((item) => {
            const r = goalPosition.get(item.index) ?? -1;
            return (
              <MatrixRow
                key={item.key}
                row={rows[item.index]!}
                rowIndex={HEAD + item.index + 1}
                top={item.start - TOP}
                width={width}
                r={r}
                activeColumn={r === position.r ? position.c : -1}
                shown={shown}
                model={model}
                links={links}
                texts={texts}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
