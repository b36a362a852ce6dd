import { memo } from 'react';
import { Link } from 'react-router';
import type { TAnalysisLinks } from '../tabs/tab-props';
import { FLAG_ORDER, type TCoverageModel } from './coverage-model';
import { flagBackground, flagSymbols } from './coverage-flags';
import {
  columnIndexes,
  columnLeft,
  GOAL_WIDTH,
  HEAD,
  ROW_HEIGHT,
  TOTAL_WIDTH,
  type TColumns,
} from './matrix-layout';
import type { TMatrixTexts } from './matrix-texts';
import classes from './CoverageMatrix.module.css';

type TMatrixRowProps = {
  row: TCoverageModel['rows'][number];
  rowIndex: number;
  top: number;
  width: number;
  /** The grid position of a goal row (-1 for a group row). */
  r: number;
  /** The column of the roving tab stop when it is in this row, else -1. */
  activeColumn: number;
  shown: TColumns;
  model: TCoverageModel;
  links: TAnalysisLinks;
  texts: TMatrixTexts;
};

/** A competence or outcome as a group row, or a goal with its totals and its cells in view. */
export const MatrixRow = memo(function MatrixRow({
  row,
  rowIndex,
  top,
  width,
  r,
  activeColumn,
  shown,
  model,
  links,
  texts,
}: TMatrixRowProps) {
  const style = { top, height: ROW_HEIGHT, width };
  if (row.kind !== 'goal') {
    return (
      <div role="row" aria-rowindex={rowIndex} className={classes.row} style={style}>
        <div
          role="rowheader"
          aria-colindex={1}
          aria-colspan={HEAD + model.columns.length}
          className={row.kind === 'competence' ? classes.competence : classes.outcome}
        >
          {row.label}
        </div>
      </div>
    );
  }
  const goalLabel = `${row.goal.index} ${row.goal.title}`;
  const tab = (c: number) => (c === activeColumn ? 0 : -1);
  return (
    <div role="row" aria-rowindex={rowIndex} className={classes.row} style={style}>
      <div className={classes.corner}>
        <div
          role="rowheader"
          aria-colindex={1}
          className={classes.goal}
          style={{ width: GOAL_WIDTH }}
        >
          <Link
            to={links.design({ kind: 'goal', id: row.goal.id })}
            className={classes.goalLink}
            title={goalLabel}
            aria-label={texts.goalLink(goalLabel)}
            data-pos={`${r}:0`}
            tabIndex={tab(0)}
          >
            {goalLabel}
          </Link>
        </div>
        {FLAG_ORDER.map((flag, index) => (
          <div
            key={flag}
            role="gridcell"
            aria-colindex={index + 2}
            aria-label={texts.rowTotal(row.goal.index, flag, row.totals[flag])}
            className={`${classes.rowTotal} ${flag === 'tested' && row.totals.tested === 0 ? classes.missing : ''}`}
            style={{ width: TOTAL_WIDTH }}
            data-pos={`${r}:${index + 1}`}
            tabIndex={tab(index + 1)}
          >
            {texts.format(row.totals[flag])}
          </div>
        ))}
      </div>
      {columnIndexes(shown).map((index) => {
        const column = model.columns[index]!;
        const flags = model.flagsOf(row.goal.id, column.planned_cluster_id);
        const c = HEAD + index;
        return (
          <div
            key={column.planned_cluster_id}
            role="gridcell"
            aria-colindex={c + 1}
            aria-label={texts.cell(goalLabel, `${column.index} ${column.short_title}`, flags)}
            className={classes.cell}
            style={{ left: columnLeft(index), background: flagBackground(flags) }}
            data-pos={`${r}:${c}`}
            tabIndex={tab(c)}
          >
            {flags === 0 ? null : <span aria-hidden="true">{flagSymbols(flags)}</span>}
          </div>
        );
      })}
    </div>
  );
});
