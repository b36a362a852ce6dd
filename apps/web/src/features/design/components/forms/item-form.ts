import { notifications } from '@mantine/notifications';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesignInput, TDesignKind } from '@cp/contracts';
import { useChangedSinceOpened } from '@/lib/same-values';
import { useTerms } from '@/lib/use-terms';
import { useCreateItem } from '@/features/design/api/create-item';
import { useUpdateItem } from '@/features/design/api/update-item';
import { notifyRefusal } from '@/lib/notify-refusal';
import { fieldErrorsOf, schemaErrors } from '@/lib/server-messages';
import { kindTerm } from '../delete/delete-impact';
import { fieldError } from './field-error';

type TTextField<V> = { [F in keyof V]: V[F] extends string ? F : never }[keyof V] & string;

/**
 * The state and the save of one add-or-edit form of the design lists. The fields are named as
 * in the API body, so a field error from the server (422) lands at its field. `id` set: the
 * item is edited; else a new one is added at the end of its list.
 */
export function useItemForm<K extends TDesignKind, V extends Record<string, unknown>>(
  where: { location: string; education: string; kind: K; id?: number },
  initial: () => V,
) {
  const { location, education, kind, id } = where;
  const { t } = useTranslation();
  const terms = useTerms();
  const create = useCreateItem(location, education, kind);
  const update = useUpdateItem(location, education, kind);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <F extends keyof V>(field: F, value: V[F]) =>
    setValues((current) => ({ ...current, [field]: value }));
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
  const save = async (input: TDesignInput<K>, name: string, onSaved: () => void) => {
    const { DESIGN_INPUT_SCHEMAS } = await import('@/lib/schemas');
    const problems = schemaErrors(DESIGN_INPUT_SCHEMAS[kind], input, { terms });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const options = {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('design.saved', { name }) });
        onSaved();
      },
      onError: (failure: unknown) => {
        setErrors(fieldErrorsOf(failure, { terms }));
        notifyRefusal(failure, t('design.saveFailed', { item: kindTerm(kind, terms) }), { terms });
      },
    };
    if (id === undefined) create.mutate(input, options);
    else update.mutate({ id, input }, options);
  };

  return {
    values,
    set,
    text,
    error,
    setErrors,
    save,
    pending: create.isPending || update.isPending,
    /** The values differ from those the form opened with (FormModal asks before losing them). */
    dirty: useChangedSinceOpened(values),
  };
}
