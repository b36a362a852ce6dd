import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  PLAN_MESSAGES,
  RESIT_RULES,
  type TEducationSector,
  type TResitRule,
  type TTestPlanTest,
} from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { decimalInputText } from '@/lib/number-format';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import type { TTestEditVariables } from '../api/save-test-edit';
import {
  changesNothing,
  purposeChoiceOf,
  weightValue,
  type TEditableColumn,
  type TPurposeChoice,
  type TTestEdit,
} from '../test-edits';
import type { TTestPlanFormat } from '../use-view-format';
import { ChoiceEditor, WeightEditor } from './CellEditors';
import classes from './TestPlanTable.module.css';

export type TSaveTestEdit = (variables: TTestEditVariables) => Promise<unknown>;

interface TCellProps {
  test: TTestPlanTest;
  column: TEditableColumn;
  /** The column's name and the test's, for the cell's accessible name. */
  columnLabel: string;
  testName: string;
  /** What the cell shows now. */
  text: string;
  sector: TEducationSector;
  format: TTestPlanFormat;
  onSave: TSaveTestEdit;
}

/** Why a cell cannot be edited on this test, or null when it can. */
function lockedBecause(
  test: TTestPlanTest,
  column: TEditableColumn,
): 'notSummative' | 'notForExam' | null {
  if (column === 'weight' && test.purpose !== 'summative') return 'notSummative';
  if (column === 'exam_weight' && !test.counts_for_exam) return 'notForExam';
  return null;
}

/**
 * The save of one cell: nothing is sent for no change or a weight that is no number (said at the
 * cell); otherwise the cell closes at once with the new value shown. A 422 opens it again with
 * the server's message at the cell; any other refusal is a toast, and the value goes back.
 */
function useCellSave(
  { test, column, columnLabel, testName, onSave }: TCellProps,
  button: RefObject<HTMLButtonElement | null>,
) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The edit the cell was opened again with after a 422 (the text as typed).
  const [retry, setRetry] = useState<TTestEdit | null>(null);
  const open = useRef(false);

  const close = () => {
    open.current = false;
    setEditing(false);
    // The editor is gone: the focus goes back to the cell.
    requestAnimationFrame(() => button.current?.focus());
  };
  const start = () => {
    open.current = true;
    setError(null);
    setRetry(null);
    setEditing(true);
  };
  const save = (edit: TTestEdit) => {
    if (!open.current) return;
    if (edit.field === 'weight' || edit.field === 'exam_weight') {
      if (weightValue(edit.text) === undefined) {
        setError(messageText(PLAN_MESSAGES.numberInvalid, { terms }));
        return;
      }
    }
    close();
    if (changesNothing(test, edit)) return;
    setError(null);
    setSaving(true);
    onSave({ test, edit })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 422) {
          const fields = fieldErrorsOf(failure, { terms });
          setError(
            fields[column] ?? refusalReason(failure, { terms }) ?? t('educations.invalidData'),
          );
          setRetry(edit);
          open.current = true;
          setEditing(true);
          return;
        }
        notifyRefusal(failure, refusalReason(failure, { terms }) ?? t('educations.saveFailed'), {
          terms,
          title: t('testPlan.edit.failed', { column: columnLabel, name: testName }),
          handles: [404, 409, 413, 500, 502, 503, 504],
        });
      })
      .finally(() => setSaving(false));
  };
  return { editing, error, saving, retry, start, save, cancel: close };
}

function editorOf(
  props: TCellProps,
  cell: ReturnType<typeof useCellSave>,
  errorId: string,
  t: TFunction,
) {
  const { test, column, columnLabel, testName, sector, format } = props;
  const label = t('testPlan.edit.value', { column: columnLabel, name: testName });
  const common = { label, error: cell.error, onCancel: cell.cancel, errorId };
  const word = (key: string) => format.word({ key });
  if (column === 'weight' || column === 'exam_weight') {
    const retried = cell.retry?.field === column ? cell.retry : null;
    const initial = retried ?? {
      text: decimalInputText(
        column === 'weight' ? test.weight : test.exam_weight,
        format.format.language,
      ),
      unit: column === 'weight' ? test.weight_unit : test.exam_weight_unit,
    };
    return (
      <WeightEditor
        {...common}
        initial={initial}
        onSave={(value) => cell.save({ field: column, ...value })}
      />
    );
  }
  if (column === 'purpose') {
    const options: { value: TPurposeChoice; label: string }[] = [
      { value: 'summative', label: word('purpose.summative') },
      { value: 'exam', label: word(`purpose.forExam.${sector}`) },
      { value: 'formative', label: word('purpose.formative') },
    ];
    return (
      <ChoiceEditor
        {...common}
        value={purposeChoiceOf(test)}
        options={options}
        onSave={(choice) => cell.save({ field: 'purpose', choice })}
      />
    );
  }
  const options: { value: 'none' | TResitRule; label: string }[] = [
    { value: 'none', label: t('testPlan.edit.noResit') },
    ...RESIT_RULES.map((rule) => ({ value: rule, label: word(`resit.rules.${rule}`) })),
  ];
  return (
    <ChoiceEditor
      {...common}
      value={test.resit ? test.resit_rule : 'none'}
      placeholder={t('testPlan.edit.chooseRule')}
      options={options}
      onSave={(choice) => cell.save({ field: 'resit', choice })}
    />
  );
}

/**
 * A cell of the weight, exam weight, purpose or resit column that edits in place (docs/test-plan.md
 * "Model"): its value is a button; clicking it or Enter opens the editor.
 */
export function EditableCell(props: TCellProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const cell = useCellSave(props, button);
  const errorId = useId();
  const { test, column, columnLabel, testName, text } = props;
  const locked = lockedBecause(test, column);
  if (locked) {
    return <span title={t(`testPlan.edit.${locked}`)}>{text}</span>;
  }
  if (cell.editing) return editorOf(props, cell, errorId, t);
  return (
    <button
      ref={button}
      type="button"
      className={`${classes.cellButton} ${cell.saving ? classes.saving : ''}`}
      onClick={cell.start}
      aria-busy={cell.saving || undefined}
      aria-label={
        text
          ? t('testPlan.edit.cell', { value: text, column: columnLabel, name: testName })
          : t('testPlan.edit.emptyCell', { column: columnLabel, name: testName })
      }
    >
      {text}
    </button>
  );
}
