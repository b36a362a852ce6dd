import {
  parseDecimal,
  type TPlanTestInput,
  type TResitRule,
  type TTestPlanTest,
  type TWeightUnit,
} from '@cp/contracts';

/*
 * The cells of the Toetsplan that edit in place (docs/test-plan.md "Model"): each edit is one
 * field of a test, saved with the plan's test route (`updatePlanItem`), which takes the whole
 * test; so the body is the test as it is with that field changed.
 */

/** What the purpose cell chooses: formative, summative, or summative and counting for the exam. */
export type TPurposeChoice = 'formative' | 'summative' | 'exam';

export type TTestEdit =
  | { field: 'weight' | 'exam_weight'; text: string; unit: TWeightUnit }
  | { field: 'purpose'; choice: TPurposeChoice }
  /** 'none': no resit; a rule: a resit with that rule. */
  | { field: 'resit'; choice: 'none' | TResitRule };

export type TEditableColumn = TTestEdit['field'];

export const purposeChoiceOf = (test: TTestPlanTest): TPurposeChoice =>
  test.purpose === 'formative' ? 'formative' : test.counts_for_exam ? 'exam' : 'summative';

/** The body of `updatePlanItem` that leaves the test as it is. */
export function testInput(test: TTestPlanTest): TPlanTestInput {
  return {
    name: test.name,
    code: test.code,
    kind: test.kind,
    size: test.size,
    test_format_id: test.test_format_id,
    week: test.week,
    end_week: test.end_week,
    minutes: test.minutes,
    study_hours: test.study_hours,
    purpose: test.purpose,
    weight: test.weight,
    weight_unit: test.weight_unit,
    counts_for_exam: test.counts_for_exam,
    exam_weight: test.exam_weight,
    exam_weight_unit: test.exam_weight_unit,
    resit: test.resit,
    resit_count: test.resit_count,
    resit_rule: test.resit_rule,
    result_type: test.result_type,
    pass_mark: test.pass_mark,
    aids: test.aids,
    organisation: test.organisation,
    ects: test.ects,
    goal_ids: test.goal_ids,
  };
}

/** A weight as typed ("5,5"), as the API's decimal ("5.5"); undefined when it is no number. */
export function weightValue(text: string): string | null | undefined {
  const parsed = parseDecimal(text, 2);
  return parsed.valid ? parsed.value : undefined;
}

/** The typed weight, or the one there was when the text is no number (the cell says so). */
function typedOr(text: string, before: string | null): string | null {
  const value = weightValue(text);
  return value === undefined ? before : value;
}

/**
 * The test with one edit applied, as the screen shows it until the server answers. Choosing
 * formative takes the weights away (a formative test carries none: `formativeWeighted`), and
 * a test that no longer counts for the exam keeps its exam weight, which the server ignores.
 */
export function editedTest(test: TTestPlanTest, edit: TTestEdit): TTestPlanTest {
  switch (edit.field) {
    case 'weight':
      return { ...test, weight: typedOr(edit.text, test.weight), weight_unit: edit.unit };
    case 'exam_weight':
      return {
        ...test,
        exam_weight: typedOr(edit.text, test.exam_weight),
        exam_weight_unit: edit.unit,
      };
    case 'purpose':
      return edit.choice === 'formative'
        ? { ...test, purpose: 'formative', counts_for_exam: false, weight: null, exam_weight: null }
        : { ...test, purpose: 'summative', counts_for_exam: edit.choice === 'exam' };
    case 'resit':
      return edit.choice === 'none'
        ? { ...test, resit: false, resit_rule: null }
        : { ...test, resit: true, resit_rule: edit.choice };
  }
}

/** The whole body of the test with one edit. */
export const editedInput = (test: TTestPlanTest, edit: TTestEdit): TPlanTestInput =>
  testInput(editedTest(test, edit));

const DECIMALS = new Set<keyof TTestPlanTest>(['weight', 'exam_weight']);

/** Whether an edit changes nothing (then nothing is sent); "5.50" and "5,5" are the same weight. */
export function changesNothing(test: TTestPlanTest, edit: TTestEdit): boolean {
  const after = editedTest(test, edit);
  return (Object.keys(after) as (keyof TTestPlanTest)[]).every((key) =>
    DECIMALS.has(key) && after[key] !== null && test[key] !== null
      ? Number(after[key]) === Number(test[key])
      : after[key] === test[key],
  );
}
