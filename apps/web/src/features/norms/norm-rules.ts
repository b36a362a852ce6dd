import {
  type TEducationType,
  type TStudyLoadNorm,
  type TStudyLoadNormInput,
  type TStudyLoadUnit,
} from '@cp/contracts';
import { numberOf, type TNumberValue } from '@/components/form/body-values';

/*
 * The rules of /admin/norms that are not drawing: a norm's state on a day, the form's values as
 * the API input, and the form's own checks (the contract's schema, ZStudyLoadNormInputSchema,
 * checks the body as the server does).
 */

export type TNormState = 'future' | 'in_effect' | 'replaced';

/** Today in the schools' time zone as yyyy-mm-dd (the server decides "in effect" the same way). */
export function schoolToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

/**
 * Per norm: not yet in effect (a later date), in effect (for at least one of its types the
 * latest norm not after today, ties to the newest row, as the server picks), or replaced.
 */
export function normStates(norms: TStudyLoadNorm[], today: string): Map<number, TNormState> {
  const current = new Map<TEducationType, TStudyLoadNorm>();
  for (const norm of norms) {
    if (norm.effective_from > today) continue;
    for (const type of norm.education_types) {
      const seen = current.get(type);
      const newer =
        !seen ||
        norm.effective_from > seen.effective_from ||
        (norm.effective_from === seen.effective_from && norm.id > seen.id);
      if (newer) current.set(type, norm);
    }
  }
  const inEffect = new Set([...current.values()].map((norm) => norm.id));
  return new Map(
    norms.map((norm) => [
      norm.id,
      norm.effective_from > today ? 'future' : inEffect.has(norm.id) ? 'in_effect' : 'replaced',
    ]),
  );
}

export interface TNormFormValues {
  education_types: TEducationType[];
  unit: TStudyLoadUnit;
  per_year_min: TNumberValue;
  per_year_max: TNumberValue;
  hours_per_ects: TNumberValue;
  law: string;
  effective_from: string;
}

export const EMPTY_NORM: TNormFormValues = {
  education_types: [],
  unit: 'ects',
  per_year_min: '',
  per_year_max: '',
  hours_per_ects: '',
  law: '',
  effective_from: '',
};

/** The body: numbers from the number inputs (a JSON body never coerces text), null for empty. */
export function toNormInput(values: TNormFormValues): TStudyLoadNormInput {
  return {
    ...values,
    per_year_min: numberOf(values.per_year_min),
    per_year_max: numberOf(values.per_year_max),
    hours_per_ects: numberOf(values.hours_per_ects),
  };
}

/**
 * What the form says where the contract's schema cannot say it, as keys: `normInPast` of the
 * server's messages, the others of `norms.messages`.
 */
type TNormScreenProblem = 'numberInvalid' | 'lawTooLong' | 'dateInvalid' | 'normInPast';

const AMOUNT_FIELDS = ['per_year_min', 'per_year_max', 'hours_per_ects'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The screen's own checks of a norm, per field (the schema's ZStudyLoadNormInputSchema checks the
 * rest and the server all of it again). A new norm takes effect today or later: the server's rule
 * (domain/analysis/create-norm.ts), which needs the day and so is not in the schema. The others say more
 * than the schema's one text per field: an amount that is no number of 0 to 100,000 (the schema
 * says "the maximum is below the minimum" for both), the law's limit in numbers, a date not
 * chosen.
 */
export function normScreenProblems(
  values: TNormFormValues,
): Partial<Record<keyof TNormFormValues, TNormScreenProblem>> {
  const problems: Partial<Record<keyof TNormFormValues, TNormScreenProblem>> = {};
  for (const field of AMOUNT_FIELDS) {
    const amount = numberOf(values[field]);
    if (amount !== null && !(amount >= 0 && amount <= 100_000)) problems[field] = 'numberInvalid';
  }
  if (values.law.trim().length > 500) problems.law = 'lawTooLong';
  if (!ISO_DATE.test(values.effective_from)) problems.effective_from = 'dateInvalid';
  else if (values.effective_from < schoolToday()) problems.effective_from = 'normInPast';
  return problems;
}
