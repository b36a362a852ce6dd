import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { DESIGN_LIMITS, DESIGN_MESSAGES, type TDesignKind } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { educationMessageKey } from '@/lib/education-messages';
import { fieldErrorsOf } from '@/lib/field-errors';

type TDesignMessageKey = keyof typeof DESIGN_MESSAGES;

const KEY_BY_TEXT = new Map<string, TDesignMessageKey>(
  Object.entries(DESIGN_MESSAGES).map(([key, text]) => [text, key as TDesignMessageKey]),
);

/** A design message in the user's language (`design.messages.*`). */
export const designMessage = (t: TFunction, key: TDesignMessageKey): string =>
  t(`design.messages.${key}`, { max: DESIGN_LIMITS.maxClusterWidth });

/** The 422 field errors of a design change, per field, in the user's language. */
export function designFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(fieldErrorsOf(error, DESIGN_MESSAGES))) {
    result[field] = 'key' in value ? designMessage(t, value.key) : value.text;
  }
  return result;
}

/**
 * The problems of a form's body by the contract's own schema of `kind` (the rule the server
 * applies, loaded on demand like the API's answers), per field as the server would name them
 * (`ects`, `goal_ids.3`), in the user's language; empty when the body passes. A form checks
 * before it sends, so a bad value gets one message at its field and no refusal toast.
 */
export async function designInputErrors(
  kind: TDesignKind,
  input: unknown,
  t: TFunction,
): Promise<Record<string, string>> {
  const { DESIGN_INPUT_SCHEMAS } = await import('@/lib/schemas');
  const result = DESIGN_INPUT_SCHEMAS[kind].safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field in errors) continue;
    const key = KEY_BY_TEXT.get(issue.message);
    errors[field] = key ? designMessage(t, key) : issue.message;
  }
  return errors;
}

/**
 * The failure toast of a change (SPEC §8): the server's reason when it is a known one (locked,
 * design restricted, a design message), the "given data" text for field errors (they show at
 * their fields), else `fallback`. 401 and 403 keep only the generic toast (app/query-client.ts).
 */
export function notifyDesignFailure(error: unknown, t: TFunction, fallback: string): void {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
  const educationKey = educationMessageKey(error);
  let message = educationKey ? t(`educations.messages.${educationKey}`) : fallback;
  let title: string | undefined;
  if (!educationKey && error instanceof ApiError) {
    const body = error.body;
    const text =
      typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
    const key = typeof text === 'string' ? KEY_BY_TEXT.get(text) : undefined;
    if (key) message = designMessage(t, key);
    if (error.status === 422) title = t('educations.invalidData');
  }
  notifications.show({
    color: 'red',
    title,
    message,
    autoClose: error instanceof ApiError && error.status === 409 ? 10_000 : undefined,
  });
}
