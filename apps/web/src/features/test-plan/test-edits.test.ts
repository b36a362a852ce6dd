import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_TEST } from './test-plan-fixture';
import { changesNothing, editedInput, purposeChoiceOf } from './test-edits';

describe('test edits of the Toetsplan', () => {
  it('send the whole test with the one field changed, the weight as the API writes it', () => {
    const body = editedInput(KNOWLEDGE_TEST, { field: 'weight', text: '6,5', unit: 'percent' });
    expect(body).toMatchObject({ name: 'Kennistoets', code: 'BIO-01', week: 3, goal_ids: [31] });
    expect([body.weight, body.weight_unit, body.exam_weight]).toEqual(['6.5', 'percent', '25.00']);
    expect(body).not.toHaveProperty('test_format_name');
    expect(body).not.toHaveProperty('id');
    expect(
      editedInput(KNOWLEDGE_TEST, { field: 'weight', text: '', unit: 'factor' }).weight,
    ).toBeNull();
  });

  it('take the weights away from a test made formative, and say whether it counts for the exam', () => {
    const formative = editedInput(KNOWLEDGE_TEST, { field: 'purpose', choice: 'formative' });
    expect(formative).toMatchObject({
      purpose: 'formative',
      counts_for_exam: false,
      weight: null,
      exam_weight: null,
    });
    expect(purposeChoiceOf(KNOWLEDGE_TEST)).toBe('exam');
    const summative = editedInput(KNOWLEDGE_TEST, { field: 'purpose', choice: 'summative' });
    expect([summative.purpose, summative.counts_for_exam, summative.weight]).toEqual([
      'summative',
      false,
      '5.50',
    ]);
  });

  it('set or clear the resit with its rule', () => {
    expect(editedInput(KNOWLEDGE_TEST, { field: 'resit', choice: 'none' })).toMatchObject({
      resit: false,
      resit_rule: null,
      resit_count: 1,
    });
    expect(editedInput(KNOWLEDGE_TEST, { field: 'resit', choice: 'last' })).toMatchObject({
      resit: true,
      resit_rule: 'last',
    });
  });

  it('see that "5,5" is the weight "5.50" it was (nothing to send)', () => {
    expect(changesNothing(KNOWLEDGE_TEST, { field: 'weight', text: '5,5', unit: 'factor' })).toBe(
      true,
    );
    expect(changesNothing(KNOWLEDGE_TEST, { field: 'weight', text: '5,5', unit: 'percent' })).toBe(
      false,
    );
    expect(changesNothing(KNOWLEDGE_TEST, { field: 'resit', choice: 'highest' })).toBe(true);
  });
});
