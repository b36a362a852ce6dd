import { useRef } from 'react';
import type {
  TPlanTest,
  TResitRule,
  TResultType,
  TTestKind,
  TTestPurpose,
  TTestSize,
  TWeightUnit,
} from '@cp/contracts';
import { numberOf, type TNumberValue } from '@/components/form/body-values';
import { messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { decimalText, type TDetails } from './details-model';
import { usePlanItemForm } from './plan-item-form';

/** The fields of the test form that a location can hide, with the body fields each fills. */
const OPTIONAL = {
  test_code: ['code'],
  test_format: ['test_format_id'],
  time: ['minutes', 'study_hours'],
  weight: ['weight', 'weight_unit'],
  resit: ['resit'],
  result: ['result_type'],
  ects: ['ects'],
} as const;

/** The values of the test form, as its inputs hold them. */
export interface TTestValues {
  name: string;
  code: string;
  kind: TTestKind;
  size: TTestSize;
  test_format_id: string | null;
  week: string;
  /** The last week of work handed in over weeks; `ONE_WEEK`: the test is in `week` only. */
  end_week: string;
  minutes: TNumberValue;
  study_hours: string;
  purpose: TTestPurpose;
  weight: string;
  weight_unit: TWeightUnit;
  counts_for_exam: boolean;
  exam_weight: string;
  exam_weight_unit: TWeightUnit;
  resit: boolean;
  resit_count: TNumberValue;
  resit_rule: TResitRule | null;
  result_type: TResultType;
  pass_mark: string;
  aids: string;
  organisation: string;
  ects: string;
  goal_ids: string[];
}

const textOrNull = (value: string) => value.trim() || null;

/**
 * The choice "this week only" of the last week: an option of its own, so a keyboard or screen
 * reader user can go back to one week (a select's clear button is for the mouse only).
 */
export const ONE_WEEK = 'one-week';

/** The fields shown now: the location's choice, and those that only apply to what is chosen. */
function shownFields(details: TDetails, values: TTestValues): string[] {
  const { shows } = details;
  return [
    'name',
    'kind',
    'size',
    'week',
    'end_week',
    'purpose',
    'counts_for_exam',
    'aids',
    'organisation',
    'goal_ids',
    ...Object.entries(OPTIONAL)
      .filter(([field]) => shows(field as keyof typeof OPTIONAL))
      .flatMap(([, body]) => body),
    ...(values.counts_for_exam ? ['exam_weight', 'exam_weight_unit'] : []),
    ...(shows('resit') && values.resit ? ['resit_count', 'resit_rule'] : []),
    ...(values.result_type === 'grade' ? ['pass_mark'] : []),
  ];
}

/**
 * The form of a test: its values as the inputs show them, its body, and the rule only the screen
 * checks before asking the server (an inactive format cannot be kept). A hidden field keeps its
 * value; a field that does not apply to what is chosen sends what means "none": no exam weight
 * for a test that does not count for the exam, no pass mark for a result that is no grade, and
 * the resit's count and rule as they were while there is no resit (docs/test-plan.md "Model").
 */
export function useTestForm(
  details: TDetails,
  test: TPlanTest | undefined,
  onSaved: (saved: TPlanTest) => void,
) {
  const terms = useTerms();
  const { planned, formats, shows, language } = details;
  const form = usePlanItemForm(
    { scope: details.scope, plannedClusterId: planned.id, kind: 'tests', id: test?.id },
    {
      initial: (): TTestValues => ({
        name: test?.name ?? '',
        code: test?.code ?? '',
        kind: test?.kind ?? 'assessment',
        size: test?.size ?? 'medium',
        test_format_id: test?.test_format_id == null ? null : String(test.test_format_id),
        week: String(test?.week ?? planned.start_week),
        end_week: test?.end_week == null ? ONE_WEEK : String(test.end_week),
        // NumberInput hands over text while the input is not a number.
        minutes: test?.minutes ?? '',
        study_hours: decimalText(test?.study_hours ?? null, language),
        purpose: test?.purpose ?? 'summative',
        weight: decimalText(test?.weight ?? null, language),
        weight_unit: test?.weight_unit ?? 'factor',
        counts_for_exam: test?.counts_for_exam ?? false,
        exam_weight: decimalText(test?.exam_weight ?? null, language),
        exam_weight_unit: test?.exam_weight_unit ?? 'percent',
        resit: test?.resit ?? false,
        resit_count: test?.resit_count ?? 1,
        resit_rule: test?.resit_rule ?? null,
        result_type: test?.result_type ?? 'grade',
        pass_mark: decimalText(test?.pass_mark ?? null, language),
        aids: test?.aids ?? '',
        organisation: test?.organisation ?? '',
        ects: decimalText(test?.ects ?? null, language),
        goal_ids: test?.goal_ids.map(String) ?? [],
      }),
      toInput: (values) => ({
        name: values.name.trim(),
        code: textOrNull(values.code),
        kind: values.kind,
        size: values.size,
        test_format_id: values.test_format_id === null ? null : Number(values.test_format_id),
        week: Number(values.week),
        end_week: values.end_week === ONE_WEEK ? null : Number(values.end_week),
        // The API takes a number (a JSON body never coerces text); text that is no number is refused.
        minutes: numberOf(values.minutes),
        // Decimals go as typed ("2,5"): the contract reads both separators.
        study_hours: textOrNull(values.study_hours),
        purpose: values.purpose,
        weight: textOrNull(values.weight),
        weight_unit: values.weight_unit,
        counts_for_exam: values.counts_for_exam,
        exam_weight: values.counts_for_exam ? textOrNull(values.exam_weight) : null,
        exam_weight_unit: values.exam_weight_unit,
        resit: values.resit,
        resit_count: values.resit ? numberOf(values.resit_count) : (test?.resit_count ?? 1),
        resit_rule: values.resit ? values.resit_rule : (test?.resit_rule ?? null),
        result_type: values.result_type,
        pass_mark: values.result_type === 'grade' ? textOrNull(values.pass_mark) : null,
        aids: textOrNull(values.aids),
        organisation: textOrNull(values.organisation),
        ects: textOrNull(values.ects),
        goal_ids: values.goal_ids.map(Number),
      }),
      // An inactive format cannot be kept (formatInactive); said before asking the server.
      check: (input): Record<string, string> => {
        const format = formats.find((item) => item.id === input.test_format_id);
        return shows('test_format') && format && !format.active
          ? { test_format_id: messageText('plan.formatInactive', { terms }) }
          : {};
      },
      name: (input) => input.name,
      fields: (values) => shownFields(details, values),
      onSaved,
    },
  );
  return form;
}

export type TTestForm = ReturnType<typeof useTestForm>;

/**
 * Choosing summative or formative. A formative test carries no weight and does not count for the
 * exam (formativeWeighted, formativeForExam), so choosing it empties those fields, and choosing
 * summative again gives back what they held: a slip of the mouse loses nothing.
 */
export function usePurposeChoice(form: TTestForm): (purpose: TTestPurpose) => void {
  const kept = useRef<Pick<TTestValues, 'weight' | 'exam_weight' | 'counts_for_exam'> | null>(null);
  return (purpose) => {
    const { values, set } = form;
    if (purpose === values.purpose) return;
    set('purpose', purpose);
    if (purpose === 'formative') {
      kept.current = {
        weight: values.weight,
        exam_weight: values.exam_weight,
        counts_for_exam: values.counts_for_exam,
      };
      set('weight', '');
      set('exam_weight', '');
      set('counts_for_exam', false);
      return;
    }
    const before = kept.current;
    kept.current = null;
    if (!before) return;
    set('weight', before.weight);
    set('exam_weight', before.exam_weight);
    set('counts_for_exam', before.counts_for_exam);
  };
}
