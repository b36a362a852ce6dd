import { notifications } from '@mantine/notifications';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlanItemKindPath } from '@cp/contracts';
import {
  notifyFormFailure,
  useSavePlanItem,
  type TPlanItemBody,
} from '@/features/plan/api/plan-items';
import type { TPlanScope } from '@/features/plan/api/plan-items';
import { fieldErrorsOf, schemaErrors } from '@/lib/server-messages';
import { useChangedSinceOpened } from '@/lib/same-values';
import { useTerms } from '@/lib/use-terms';

type TTextField<V> = { [F in keyof V]: V[F] extends string ? F : never }[keyof V] & string;

/** The message of `field`, or of one of its elements (`goal_ids.3`) when the server named one. */
export function fieldError(errors: Record<string, string>, field: string): string | undefined {
  if (errors[field] !== undefined) return errors[field];
  const prefix = `${field}.`;
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) return message;
  }
  return undefined;
}

/**
 * The messages of fields the form does not show (hidden by the location's plan fields): the
 * server checks every field, and what it refuses must not get lost.
 */
export function unshownErrors(errors: Record<string, string>, shown: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !shown.some((name) => field === name || field.startsWith(`${name}.`)))
    .map(([, message]) => message);
}

/**
 * The state and the save of one add-or-edit form of a planned cluster's lists. Fields are named
 * as in the API body, so a field error from the server (422) lands at its field. `id` set: the
 * item is edited; else a new one is added at the end of its list.
 */
export function usePlanItemForm<K extends TPlanItemKindPath, V extends Record<string, unknown>>(
  where: { scope: TPlanScope; plannedClusterId: number; kind: K; id?: number },
  initial: () => V,
) {
  const { scope, plannedClusterId, kind, id } = where;
  const { t } = useTranslation();
  const terms = useTerms();
  const mutation = useSavePlanItem(scope, plannedClusterId, kind);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <F extends keyof V>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A changed field's old error no longer applies.
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as string]: _gone, ...rest } = current;
      return rest;
    });
  };
  const error = (field: string) => fieldError(errors, field);

  /** Value, change handler and error of a text input or textarea. */
  const text = <F extends TTextField<V>>(field: F) => ({
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      // V[F] is a string for a text field (TTextField); TypeScript cannot see that through F.
      set(field, event.currentTarget.value as V[F]),
    error: error(field),
  });

  /**
   * Checks `input` by the contract's schema (the server's rule) and sends it when it passes; on
   * success a toast naming `name` and `onSaved`, else the errors at their fields.
   */
  const save = async (input: TPlanItemBody<K>, name: string, onSaved: () => void) => {
    const { PLAN_ITEM_INPUT_SCHEMAS } = await import('@/lib/schemas');
    const problems = schemaErrors(PLAN_ITEM_INPUT_SCHEMAS[kind], input, { terms });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    mutation.mutate(
      { id, input },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t(id === undefined ? 'planItems.created' : 'planItems.updated', { name }),
          });
          onSaved();
        },
        onError: (failure) => {
          setErrors(fieldErrorsOf(failure, { terms }));
          notifyFormFailure(
            failure,
            t,
            t(
              id === undefined
                ? `planItems.${kind}.createFailed`
                : `planItems.${kind}.updateFailed`,
            ),
            terms,
          );
        },
      },
    );
  };

  /** The values differ from those the form opened with (FormModal asks before losing them). */
  const dirty = useChangedSinceOpened(values);

  return { values, set, text, error, errors, setErrors, save, pending: mutation.isPending, dirty };
}
