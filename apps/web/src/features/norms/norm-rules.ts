import {
  ANALYSIS_MESSAGES,
  type TEducationType,
  type TStudyLoadNorm,
  type TStudyLoadNormInput,
  type TStudyLoadUnit,
} from '@cp/contracts';

/*
 * The rules of /admin/norms that are not drawing: a norm's state on a day, the form's values as
 * the API input, and the contract schema's complaints as message keys per field (the form is
 * checked with the same zod schema the server uses, ZStudyLoadNormInputSchema).
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
  /** NumberInput values: a number, or '' when empty. */
  per_year_min: number | string;
  per_year_max: number | string;
  hours_per_ects: number | string;
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

// The API takes numbers (a JSON body never coerces text); text that is no number is refused.
const amount = (value: number | string) => (value === '' ? null : Number(value));

export function toNormInput(values: TNormFormValues): TStudyLoadNormInput {
  return {
    ...values,
    per_year_min: amount(values.per_year_min),
    per_year_max: amount(values.per_year_max),
    hours_per_ects: amount(values.hours_per_ects),
  };
}

/** The complaints the server makes too: their texts are the catalogue's (`analysis.*`). */
export const NORM_SERVER_MESSAGES = [
  'normTypesRequired',
  'normRange',
  'normTaken',
  'lawRequired',
  'normInPast',
] as const;
type TNormServerMessage = (typeof NORM_SERVER_MESSAGES)[number];
/** The form's own, more precise ones: `norms.messages.*` of the web. */
type TNormFormMessage = 'lawTooLong' | 'numberInvalid' | 'dateInvalid' | 'unitRequired';
export type TNormMessageKey = TNormServerMessage | TNormFormMessage;

export const isNormServerMessage = (key: TNormMessageKey): key is TNormServerMessage =>
  (NORM_SERVER_MESSAGES as readonly string[]).includes(key);
export type TNormField = keyof TNormFormValues;
export type TNormFormErrors = Partial<Record<TNormField, TNormMessageKey>>;

const AMOUNT_FIELDS = new Set<string>(['per_year_min', 'per_year_max', 'hours_per_ects']);

/** A number the schema takes for an amount: empty, or 0..100,000. */
function validAmount(value: number | string): boolean {
  if (value === '') return true;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 100_000;
}

/**
 * The message key of one complaint on `field`. The schema gives the amounts one text for "not a
 * number" and "maximum below minimum"; which one it is follows from the value itself.
 */
function messageKeyOf(field: string, message: string, values: TNormFormValues): TNormMessageKey {
  if (AMOUNT_FIELDS.has(field)) {
    return validAmount(values[field as 'per_year_min']) ? 'normRange' : 'numberInvalid';
  }
  if (field === 'education_types') return 'normTypesRequired';
  if (field === 'law')
    return message === ANALYSIS_MESSAGES.lawRequired ? 'lawRequired' : 'lawTooLong';
  if (field === 'unit') return 'unitRequired';
  return message === ANALYSIS_MESSAGES.normInPast ? 'normInPast' : 'dateInvalid';
}

/** The first complaint per field of the schema (or of the server's 422 `errors`). */
export function normFormErrors(
  issues: { path: readonly PropertyKey[]; message: string }[],
  values: TNormFormValues,
): TNormFormErrors {
  const errors: TNormFormErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'effective_from');
    if (!(field in EMPTY_NORM) || field in errors) continue;
    errors[field as TNormField] = messageKeyOf(field, issue.message, values);
  }
  return errors;
}

/** Checks the form with the contract's own schema (loaded on demand, like the API's answers). */
export async function validateNorm(values: TNormFormValues): Promise<TNormFormErrors> {
  const { ZStudyLoadNormInputSchema } = await import('@/lib/schemas');
  const result = ZStudyLoadNormInputSchema.safeParse(toNormInput(values));
  if (!result.success) return normFormErrors(result.error.issues, values);
  // The server's rule (domain/analysis/norms.ts): a new norm takes effect today or later.
  return values.effective_from < schoolToday() ? { effective_from: 'normInPast' } : {};
}
