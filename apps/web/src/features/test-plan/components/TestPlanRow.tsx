import { Button } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TEducationSector,
  TTestPlanRow,
  TTestPlanTest,
  TTestPlanViewColumn,
} from '@cp/contracts';
import { Icon } from '@/components/icons/Icon';
import { alertGlyph } from '@/components/icons/glyphs/alert';
import type { TEditableColumn } from '../test-edits';
import type { TTestPlanFormat } from '../use-view-format';
import { EditableCell, type TSaveTestEdit } from './EditableCell';
import classes from './TestPlanTable.module.css';

const EDITABLE = new Set<string>(['weight', 'exam_weight', 'purpose', 'resit']);

/** The DOM id of a test's row, for the checks' links. */
export const testRowId = (testId: number) => `toetsplan-toets-${testId}`;

export interface TRowProps {
  row: TTestPlanRow;
  test: TTestPlanTest;
  columns: TTestPlanViewColumn[];
  labels: string[];
  /** The checks of this test as text, joined; empty when it has none. */
  checks: string;
  sector: TEducationSector;
  format: TTestPlanFormat;
  /** Set where the user may edit: the cells edit in place and the row has "Bewerken". */
  onSave: TSaveTestEdit | null;
  onEdit: ((test: TTestPlanTest) => void) | null;
}

/** A cell's class: numbers right-aligned, the first column sticky. */
function cellClass(column: TTestPlanViewColumn, index: number, text: string) {
  return [
    column.kind === 'number' ? classes.number : '',
    index === 0 ? classes.first : '',
    text === '' ? classes.empty : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * One test's row. Memoised on what it shows: one cell's save draws that row again, not the
 * thousand others of a large year.
 */
function TestPlanRowView({
  row,
  test,
  columns,
  labels,
  checks,
  sector,
  format,
  onSave,
  onEdit,
}: TRowProps) {
  const { t } = useTranslation();
  const name = test.code ? `${test.code} ${test.name}` : test.name;
  return (
    <tr id={testRowId(row.test_id)} className={checks ? classes.flagged : undefined}>
      {columns.map((column, index) => {
        const text = format.value(row.cells[column.key]);
        const content =
          onSave && EDITABLE.has(column.key) ? (
            <EditableCell
              test={test}
              column={column.key as TEditableColumn}
              columnLabel={labels[index] ?? ''}
              testName={name}
              text={text}
              sector={sector}
              format={format}
              onSave={onSave}
            />
          ) : (
            text
          );
        const mark =
          index === 0 && checks ? (
            <Icon
              glyph={alertGlyph}
              size={16}
              label={t('testPlan.rowChecks', { checks })}
              style={{ verticalAlign: 'text-bottom', marginRight: 4, color: '#a15300' }}
            />
          ) : null;
        const Cell = column.key === 'name' ? 'th' : 'td';
        return (
          <Cell
            key={column.key}
            scope={column.key === 'name' ? 'row' : undefined}
            className={cellClass(column, index, text)}
            tabIndex={index === 0 ? -1 : undefined}
          >
            {mark}
            {content}
          </Cell>
        );
      })}
      {onEdit && (
        <td className={classes.nowrap}>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onEdit(test)}
            aria-label={t('testPlan.edit.openLabel', { name })}
          >
            {t('testPlan.edit.open')}
          </Button>
        </td>
      )}
    </tr>
  );
}

const sameRow = (a: TRowProps, b: TRowProps) =>
  a.test === b.test &&
  a.columns === b.columns &&
  a.labels === b.labels &&
  a.checks === b.checks &&
  a.sector === b.sector &&
  a.format === b.format &&
  a.onSave === b.onSave &&
  a.onEdit === b.onEdit &&
  (a.row === b.row || JSON.stringify(a.row) === JSON.stringify(b.row));

export const TestPlanRow = memo(TestPlanRowView, sameRow);
