import { describe, expect, it } from 'vitest';
import { ZPlanTestInputSchema } from './plan';

const issues = (body: Record<string, unknown>) => {
  const result = ZPlanTestInputSchema.safeParse({
    kind: 'written_exam',
    size: 'small',
    week: 3,
    ...body,
  });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
};

describe('a test of the plan: rules across fields', () => {
  it('says a rule across fields together with an unrelated field error, not one round later', () => {
    expect(issues({ name: '', weight: '120', weight_unit: 'percent', pass_mark: '11' })).toEqual([
      'name plan.nameRequired',
      'weight plan.percentTooHigh',
      'pass_mark plan.passMarkInvalid',
    ]);
  });

  it('does not judge a rule whose own field is already wrong', () => {
    expect(issues({ name: 'Toets', weight: 'veel', weight_unit: 'percent' })).toEqual([
      'weight plan.numberInvalid',
    ]);
    expect(issues({ name: 'Toets', week: 0, end_week: 2 })).toEqual(['week plan.weekRange']);
  });

  it('lets a complete test through', () => {
    expect(
      issues({ name: 'Toets', weight: '50', weight_unit: 'percent', pass_mark: '5,5' }),
    ).toEqual([]);
  });
});
