import { memo } from 'react';
import { Link } from 'react-router';
import { COVERAGE_FLAGS } from '@cp/contracts';
import type { TAnalysisLinks } from '../tabs/tab-props';
import { FLAG_ORDER, type TCoverageFlag, type TCoverageModel } from './coverage-model';
import { FLAG_STYLE, flagSymbols } from './coverage-flags';
import {
  columnIndexes,
  columnLeft,
  COLUMN_WIDTH,
  GOAL_WIDTH,
  HEAD,
  HEADER_HEIGHT,
  TOTAL_HEIGHT,
  TOTAL_WIDTH,
  type TColumns,
} from './matrix-layout';
import type { TMatrixTexts } from './matrix-texts';
import classes from './CoverageMatrix.module.css';

type THeadProps = {
  model: TCoverageModel;
  yearId: number;
  links: TAnalysisLinks;
  texts: TMatrixTexts;
  width: number;
  shown: TColumns;
  /** The roving tab stop when it is in the header (r * 10000 + c), else -1. */
  active: number;
};

type THeadRowProps = Pick<THeadProps, 'model' | 'texts' | 'width' | 'active'> & {
  /** The columns rendered (columnIndexes of the shown range). */
  indexes: number[];
};

/** The tab index of a header cell: 0 for the roving tab stop, else -1. */
const tabOf = (active: number) => (r: number, c: number) => (r * 10_000 + c === active ? 0 : -1);

/** The corner, the three total column headers and a header per cluster (a link to the plan). */
function ClusterHeaderRow({
  model,
  yearId,
  links,
  texts,
  width,
  active,
  indexes,
}: THeadRowProps & Pick<THeadProps, 'yearId' | 'links'>) {
  const tab = tabOf(active);
  return (
    <div
      role="row"
      aria-rowindex={1}
      className={classes.headRow}
      style={{ height: HEADER_HEIGHT, width }}
    >
      <div className={classes.corner}>
        <div
          role="columnheader"
          aria-colindex={1}
          className={classes.cornerLabel}
          style={{ width: GOAL_WIDTH }}
          data-pos="0:0"
          tabIndex={tab(0, 0)}
        >
          {texts.corner}
        </div>
        {FLAG_ORDER.map((flag, index) => (
          <div
            key={flag}
            role="columnheader"
            aria-colindex={index + 2}
            aria-label={texts.totalOf(flag)}
            title={texts.totalOf(flag)}
            className={classes.totalHead}
            style={{ width: TOTAL_WIDTH, ...FLAG_STYLE[flag] }}
            data-pos={`0:${index + 1}`}
            tabIndex={tab(0, index + 1)}
          >
            <span aria-hidden="true">{flagSymbols(COVERAGE_FLAGS[flag])}Σ</span>
          </div>
        ))}
      </div>
      {indexes.map((index) => {
        const column = model.columns[index]!;
        return (
          <div
            key={column.planned_cluster_id}
            role="columnheader"
            aria-colindex={HEAD + index + 1}
            className={classes.columnHead}
            style={{ left: columnLeft(index), width: COLUMN_WIDTH, height: HEADER_HEIGHT }}
          >
            <Link
              to={links.plan(yearId, column.planned_cluster_id)}
              className={classes.columnLink}
              title={`${column.index} ${column.title}`}
              aria-label={texts.clusterLink(column)}
              data-pos={`0:${HEAD + index}`}
              tabIndex={tab(0, HEAD + index)}
              style={column.color ? { borderLeftColor: column.color } : undefined}
            >
              {column.index} {column.short_title}
            </Link>
          </div>
        );
      })}
    </div>
  );
}

/** One flag's totals: per cluster the goals designed, practised or tested in it. */
function FlagTotalRow({
  flag,
  r,
  model,
  texts,
  width,
  active,
  indexes,
}: THeadRowProps & { flag: TCoverageFlag; r: number }) {
  const tab = tabOf(active);
  return (
    <div
      role="row"
      aria-rowindex={r + 1}
      className={classes.headRow}
      style={{ height: TOTAL_HEIGHT, width }}
    >
      <div className={classes.corner}>
        <div
          role="rowheader"
          aria-colindex={1}
          className={classes.totalLabel}
          style={{ width: GOAL_WIDTH }}
          data-pos={`${r}:0`}
          tabIndex={tab(r, 0)}
        >
          <span aria-hidden="true" className={classes.symbol}>
            {flagSymbols(COVERAGE_FLAGS[flag])}
          </span>{' '}
          {texts.totalOf(flag)}
        </div>
        {[1, 2, 3].map((c) => (
          <div
            key={c}
            role="gridcell"
            aria-colindex={c + 1}
            className={classes.totalBlank}
            style={{ width: TOTAL_WIDTH }}
            data-pos={`${r}:${c}`}
            tabIndex={tab(r, c)}
          />
        ))}
      </div>
      {indexes.map((index) => {
        const column = model.columns[index]!;
        const count = model.columnTotals[index]![flag];
        return (
          <div
            key={column.planned_cluster_id}
            role="gridcell"
            aria-colindex={HEAD + index + 1}
            aria-label={texts.columnTotal(`${column.index} ${column.short_title}`, flag, count)}
            className={classes.total}
            style={{ left: columnLeft(index), width: COLUMN_WIDTH, height: TOTAL_HEIGHT }}
            data-pos={`${r}:${HEAD + index}`}
            tabIndex={tab(r, HEAD + index)}
          >
            {texts.format(count)}
          </div>
        );
      })}
    </div>
  );
}

/** The cluster header and the three column-total rows (sticky at the top). */
export const MatrixHead = memo(function MatrixHead({
  model,
  yearId,
  links,
  texts,
  width,
  shown,
  active,
}: THeadProps) {
  const row = { model, texts, width, active, indexes: columnIndexes(shown) };
  return (
    <div role="rowgroup" className={classes.head} style={{ width }}>
      <ClusterHeaderRow {...row} yearId={yearId} links={links} />
      {FLAG_ORDER.map((flag, flagIndex) => (
        <FlagTotalRow key={flag} {...row} flag={flag} r={flagIndex + 1} />
      ))}
    </div>
  );
});
