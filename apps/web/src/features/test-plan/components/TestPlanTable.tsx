import { Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TTestPlanGroup,
  TTestPlanTest,
  TTestPlanView,
  TTestPlanViewColumn,
} from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import type { TTestPlanFormat } from '../use-view-format';
import type { TSaveTestEdit } from './EditableCell';
import classes from './TestPlanTable.module.css';
import { TestPlanRow } from './TestPlanRow';

/** Named for screen readers; the screen's heading says the same above it. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The DOM id of a planned cluster's heading row, for the checks' links. */
export const groupRowId = (plannedClusterId: number) => `toetsplan-cluster-${plannedClusterId}`;

interface TTableProps {
  view: TTestPlanView;
  tests: Map<number, TTestPlanTest>;
  grouped: boolean;
  caption: string;
  format: TTestPlanFormat;
  onSave: TSaveTestEdit | null;
  onEdit: ((test: TTestPlanTest) => void) | null;
}

/**
 * The view's columns, kept as the same array while they show the same (the view is built anew
 * after every edit; the rows compare them by identity).
 */
function useStableColumns(columns: TTestPlanViewColumn[]): TTestPlanViewColumn[] {
  const signature = JSON.stringify(columns);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the columns
  return useMemo(() => columns, [signature]);
}

function GroupHeadingView({
  group,
  span,
  format,
}: {
  group: TTestPlanGroup;
  span: number;
  format: TTestPlanFormat;
}) {
  const { t } = useTranslation();
  const checks = group.checks.filter((check) => check.test_id === null);
  return (
    <tr className={`${classes.groupRow} ${checks.length ? classes.flagged : ''}`}>
      <th colSpan={span} scope="rowgroup" id={groupRowId(group.planned_cluster_id)} tabIndex={-1}>
        <div style={{ position: 'sticky', left: 8, display: 'inline-block' }}>
          {checks.length > 0 && (
            <Icon
              glyph={alertGlyph}
              size={16}
              label={t('testPlan.rowChecks', {
                checks: checks.map((check) => format.word(check.word)).join('; '),
              })}
              style={{ verticalAlign: 'text-bottom', marginRight: 4, color: '#a15300' }}
            />
          )}
          {format.value(group.title)}
          {group.details.length > 0 && (
            <Text span size="xs" c="dimmed" fw={400} ml="sm">
              {group.details.map((detail) => format.word(detail)).join(' · ')}
            </Text>
          )}
        </div>
      </th>
    </tr>
  );
}

function TotalsRowView({
  group,
  columns,
  format,
  withActions,
}: {
  group: TTestPlanGroup;
  columns: TTestPlanViewColumn[];
  format: TTestPlanFormat;
  withActions: boolean;
}) {
  return (
    <tr className={classes.totalsRow}>
      {columns.map((column, index) => {
        const text = format.value(group.totals_row[column.key]);
        const Cell = column.key === 'name' ? 'th' : 'td';
        return (
          <Cell
            key={column.key}
            scope={column.key === 'name' ? 'row' : undefined}
            className={`${column.kind === 'number' ? classes.number : ''} ${index === 0 ? classes.first : ''}`}
          >
            {text}
          </Cell>
        );
      })}
      {withActions && <td />}
    </tr>
  );
}

/** A group's heading and totals are drawn again only when they change (like the rows). */
const sameGroup = <P extends { group: TTestPlanGroup }>(a: P, b: P) =>
  (Object.keys(a) as (keyof P)[]).every((key) =>
    key === 'group'
      ? a.group === b.group || JSON.stringify(a.group) === JSON.stringify(b.group)
      : a[key] === b[key],
  );
const GroupHeading = memo(GroupHeadingView, sameGroup);
const TotalsRow = memo(TotalsRowView, sameGroup);

/**
 * Every test of the year in one table with the view's columns (docs/test-plan.md "One view for
 * screen and document"), per planned cluster with its totals or in week order. Empty columns
 * stay (here they are filled in). Wider than the screen it scrolls sideways in its own box, the
 * first column and the header staying in view.
 */
export function TestPlanTable({
  view,
  tests,
  grouped,
  caption,
  format,
  onSave,
  onEdit,
}: TTableProps) {
  const { t } = useTranslation();
  const columns = useStableColumns(view.columns);
  const labels = useMemo(
    () => columns.map((column) => format.word(column.label)),
    [columns, format],
  );
  // The checks of each test as one text, for its row's mark.
  const checksOf = useMemo(() => {
    const texts = new Map<number, string[]>();
    for (const check of view.checks) {
      if (check.test_id === null) continue;
      texts.set(check.test_id, [...(texts.get(check.test_id) ?? []), format.word(check.word)]);
    }
    return (testId: number) => texts.get(testId)?.join('; ') ?? '';
  }, [view.checks, format]);
  const rowsById = useMemo(() => new Map(view.rows.map((row) => [row.test_id, row])), [view.rows]);
  const withActions = onEdit !== null;
  const span = columns.length + (withActions ? 1 : 0);

  const rowOf = (testId: number) => {
    const row = rowsById.get(testId);
    const test = tests.get(testId);
    if (!row || !test) return null;
    return (
      <TestPlanRow
        key={testId}
        row={row}
        test={test}
        columns={columns}
        labels={labels}
        checks={checksOf(testId)}
        sector={view.sector}
        format={format}
        onSave={onSave}
        onEdit={onEdit}
      />
    );
  };

  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={classes.table}>
        <caption style={VISUALLY_HIDDEN}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={`${column.kind === 'number' ? classes.number : ''} ${index === 0 ? classes.first : ''}`}
              >
                {labels[index]}
              </th>
            ))}
            {withActions && <th scope="col">{t('testPlan.actions')}</th>}
          </tr>
        </thead>
        {grouped ? (
          view.groups.map((group) => (
            <tbody key={group.planned_cluster_id}>
              <GroupHeading group={group} span={span} format={format} />
              {group.test_ids.map(rowOf)}
              {group.test_ids.length > 0 && (
                <TotalsRow
                  group={group}
                  columns={columns}
                  format={format}
                  withActions={withActions}
                />
              )}
            </tbody>
          ))
        ) : (
          <tbody>{view.rows.map((row) => rowOf(row.test_id))}</tbody>
        )}
      </table>
    </div>
  );
}
