import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import {
  defaultNames,
  LANGUAGES,
  PLAN_MESSAGES,
  termWords,
  type TLanguage,
  type TPlanItemKindPath,
  type TTermWords,
} from '@cp/contracts';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api';
import { educationMessageKey } from '@/lib/education-messages';
import { fieldErrorsOf } from '@/lib/field-errors';

/*
 * The plan API answers stable English texts (PLAN_MESSAGES); the screen shows them in the user's
 * language under `planScreen.messages.<key>`, named exactly after the PLAN_MESSAGES keys so the
 * details panel uses the same texts.
 */

export type TPlanMessageKey = keyof typeof PLAN_MESSAGES;

const KEY_BY_TEXT = new Map<string, TPlanMessageKey>(
  Object.entries(PLAN_MESSAGES).map(([key, text]) => [text, key as TPlanMessageKey]),
);

/** The words a school may rename (SPEC §3) that the messages use; the defaults without them. */
function termsOf(terms: TTermWords | undefined) {
  const words =
    terms ??
    termWords(
      defaultNames(LANGUAGES.find((language) => language === i18n.language) ?? ('nl' as TLanguage)),
    );
  return {
    cluster: words.cluster,
    electiveSubject: words.electiveSubject,
    educationYear: words.educationYear,
  };
}

/**
 * A plan message in the user's language, in the school's terms (`useTerms()`; without them the
 * default names).
 */
export const planMessage = (t: TFunction, key: TPlanMessageKey, terms?: TTermWords): string =>
  t(`planScreen.messages.${key}`, termsOf(terms));

/** The 422 field errors of a plan change, per field, in the user's language. */
export function planFieldErrors(
  error: unknown,
  t: TFunction,
  terms?: TTermWords,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(fieldErrorsOf(error, PLAN_MESSAGES))) {
    result[field] = 'key' in value ? planMessage(t, value.key, terms) : value.text;
  }
  return result;
}

/**
 * The problems of a form's body by the contract's own schema of `kind` (the rule the server
 * applies, loaded on demand like the API's answers), per field as the server names them
 * (`class_hours`, `goal_ids.3`), in the user's language; empty when the body passes. The form
 * checks before it sends: a bad value gets one message at its field, no refusal toast.
 */
export async function planInputErrors(
  kind: TPlanItemKindPath,
  input: unknown,
  t: TFunction,
  terms?: TTermWords,
): Promise<Record<string, string>> {
  const { PLAN_ITEM_INPUT_SCHEMAS } = await import('@/lib/schemas');
  const result = PLAN_ITEM_INPUT_SCHEMAS[kind].safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field in errors) continue;
    const key = KEY_BY_TEXT.get(issue.message);
    errors[field] = key ? planMessage(t, key, terms) : issue.message;
  }
  return errors;
}

/**
 * Why the server refused a change, in the user's language: a refusal of the education (locked,
 * design restricted), else the first plan message of its body or fields; null when unknown.
 */
export function planRefusalReason(error: unknown, t: TFunction, terms?: TTermWords): string | null {
  const educationKey = educationMessageKey(error);
  if (educationKey) return t(`educations.messages.${educationKey}`);
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  if ('message' in body && typeof body.message === 'string') {
    const key = KEY_BY_TEXT.get(body.message);
    if (key) return planMessage(t, key, terms);
  }
  const fields = Object.values(planFieldErrors(error, t, terms));
  return fields[0] ?? null;
}

/**
 * The toast of a refused change that was shown at once and is now put back (SPEC §8 "Something
 * went wrong, Your changes have been reverted"), with the server's reason when it gave a known
 * one. 401 and 403 keep only the generic toast (app/query-client.ts), 403 design_restricted too.
 */
export function notifyPlanRevert(error: unknown, t: TFunction, terms?: TTermWords): void {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  const reason = planRefusalReason(error, t, terms);
  notifications.show({
    color: 'red',
    title: reason ? t('educations.saveFailed') : undefined,
    message: reason ?? t('educations.saveFailed'),
    autoClose: error instanceof ApiError && error.status === 409 ? 10_000 : undefined,
  });
}

/**
 * The toast of a form's refusal: field errors show at their fields, so the toast says only that
 * the data was refused; other refusals say why (or that saving failed).
 */
export function notifyPlanFormFailure(error: unknown, t: TFunction, terms?: TTermWords): void {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  if (error instanceof ApiError && error.status === 422) {
    notifications.show({ color: 'red', message: t('educations.invalidData') });
    return;
  }
  notifications.show({
    color: 'red',
    message: planRefusalReason(error, t, terms) ?? t('planScreen.saveFailed'),
    autoClose: error instanceof ApiError && error.status === 409 ? 10_000 : undefined,
  });
}
