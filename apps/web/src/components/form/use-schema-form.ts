import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
// Types only: the module itself is loaded on demand at the first submit.
import type * as Schemas from '@/lib/schemas';
import { notifyRefusal, type TRefusalOptions } from '@/lib/notify-refusal';
import { sameValues } from '@/lib/same-values';
import { allFieldErrorsOf, schemaErrorLists } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';

/*
 * The one way to build a form (docs/forms.md). A form holds values as its inputs show them
 * (text as typed), turns them into the body of its API call, checks that body with the
 * contract's own zod schema (the rule the server applies, so each rule exists once), sends it,
 * and shows every refusal at its field: the schema's before sending, the server's 422 after.
 * Fields are named as in the API body, so both land at the same field.
 */

/** The contract's schemas, loaded on demand: zod stays out of the first load (lib/schemas.ts). */
export type TSchemas = typeof Schemas;

type TTextField<V> = { [F in keyof V]: V[F] extends string ? F : never }[keyof V] & string;
type TBooleanField<V> = { [F in keyof V]: V[F] extends boolean ? F : never }[keyof V] & string;

export interface TSchemaFormOptions<V extends object, I, R> {
  /** The values the form opens with, as its inputs show them. */
  initial: V | (() => V);
  /**
   * The contract's schema of the body (`(schemas) => schemas.ZFacultyInputSchema`); of the body
   * made, for a form that sends one of two bodies (a material's link or its file). None for a body
   * no schema describes (an upload of one file): `check` says what is wrong with it.
   */
  schema?: (schemas: TSchemas, input: I) => z.ZodType;
  /** The body sent, made from the values (trimmed text, null for empty). Default: the values. */
  toInput?: (values: V) => I;
  /**
   * Rules only the screen can check before sending (an overlap with the other licenses it
   * lists): texts per field. The server checks them again.
   */
  check?: (input: I, values: V) => Record<string, string | string[]>;
  /** Sends the body (a mutation's `mutateAsync`); a rejection is a refusal. */
  send: (input: I) => Promise<R>;
  /** After a save: the success toast, closing the dialog. */
  onSaved?: (result: R, input: I) => void;
  /**
   * The toast of a refusal: a text, or a function of the error for a text that names the
   * server's reason. Without it (a form that shows the refusal itself) no toast.
   */
  failure?: string | ((error: unknown) => string);
  /** Options of that toast (its title, which statuses the screen explains). */
  failureOptions?: Omit<TRefusalOptions, 'terms'>;
  /** The fields the form shows; the errors of others are listed apart. Default: the values' keys. */
  fields?: readonly string[];
  /**
   * A refusal the form shows itself: called with the error and the body refused, after its field
   * errors are set.
   */
  onRefused?: (error: unknown, input: I) => void;
  /**
   * Texts per field of a refusal that names no fields (a 422 does): an upload's 413 said at its
   * file field.
   */
  refusalFields?: (error: unknown) => Record<string, string>;
}

export interface TSchemaForm<V extends object> {
  values: V;
  /** Changes one field; its error no longer applies and goes. */
  set: <F extends keyof V>(field: F, value: V[F]) => void;
  /** Value, change handler and error of a text input or textarea. */
  text: <F extends TTextField<V>>(
    field: F,
  ) => {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
    error: string | undefined;
  };
  /** Value, change handler and error of an input that calls back with its value (Select, NumberInput). */
  input: <F extends keyof V & string>(
    field: F,
  ) => { value: V[F]; onChange: (value: V[F]) => void; error: string | undefined };
  /** Checked state, change handler and error of a checkbox or switch. */
  checkbox: <F extends TBooleanField<V>>(
    field: F,
  ) => {
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: string | undefined;
  };
  /** The message of a field, or of one of its elements (`goal_ids.3`) when the server named one. */
  error: (field: string) => string | undefined;
  /** Every message of a field (each broken password rule on a line of its own). */
  messages: (field: string) => string[];
  /** The first message per field. */
  errors: Record<string, string>;
  /** Messages of fields the form does not show: what the server refused must not get lost. */
  otherErrors: string[];
  /** The last try was refused for its data (by the schema, a screen rule or a 422). */
  invalid: boolean;
  /** The values differ from those last opened or saved (the form asks before losing them). */
  dirty: boolean;
  pending: boolean;
  /** Checks and sends; a second submit while one is on its way does nothing. */
  submit: (event?: FormEvent) => Promise<void>;
  /** Replaces the values and their errors (a form that loads its values later). */
  reset: (values: V) => void;
}

type TErrorLists = Record<string, string[]>;

/** The messages of `field`, or of one of its elements (`goal_ids.3`) when the server named one. */
function messagesOf(errors: TErrorLists, field: string): string[] {
  if (errors[field] !== undefined) return errors[field];
  const prefix = `${field}.`;
  for (const [key, messages] of Object.entries(errors)) {
    if (key.startsWith(prefix)) return messages;
  }
  return [];
}

/** The messages of fields not among `shown` (nor elements of them). */
function unshownErrors(errors: TErrorLists, shown: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !shown.some((name) => field === name || field.startsWith(`${name}.`)))
    .flatMap(([, messages]) => messages.slice(0, 1));
}

function withoutField(errors: TErrorLists, field: string): TErrorLists {
  const left = Object.entries(errors).filter(
    ([key]) => key !== field && !key.startsWith(`${field}.`),
  );
  return left.length === Object.keys(errors).length ? errors : Object.fromEntries(left);
}

export function useSchemaForm<V extends object, I = V, R = unknown>(
  options: TSchemaFormOptions<V, I, R>,
): TSchemaForm<V> {
  const terms = useTerms();
  const [values, setValues] = useState<V>(options.initial);
  const [saved, setSaved] = useState<V>(values);
  const [errors, setErrors] = useState<TErrorLists>({});
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  // A ref, not the state: a double-click's second submit comes before the re-render.
  const sending = useRef(false);

  const set = <F extends keyof V>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field as string));
  };
  const error = (field: string) => messagesOf(errors, field)[0];

  const refuse = (found: TErrorLists) => {
    setErrors(found);
    setInvalid(Object.keys(found).length > 0);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    const input = options.toInput ? options.toInput(values) : (values as unknown as I);
    sending.current = true;
    try {
      const schema = options.schema;
      const bySchema = schema
        ? schemaErrorLists(schema(await import('@/lib/schemas'), input), input, { terms })
        : {};
      const checked = Object.entries(options.check?.(input, values) ?? {});
      // The screen's own sentence wins where both speak of one field ("Kies een competentie").
      const found: TErrorLists = {
        ...bySchema,
        ...Object.fromEntries(checked.map(([field, found]) => [field, [found].flat()])),
      };
      refuse(found);
      if (Object.keys(found).length > 0) return;
      setPending(true);
      let result: R;
      try {
        result = await options.send(input);
      } catch (failure) {
        const named = Object.entries(options.refusalFields?.(failure) ?? {});
        refuse({
          ...allFieldErrorsOf(failure, { terms }),
          ...Object.fromEntries(named.map(([field, text]) => [field, [text]])),
        });
        options.onRefused?.(failure, input);
        const failed = options.failure;
        if (failed !== undefined) {
          const text = typeof failed === 'string' ? failed : failed(failure);
          notifyRefusal(failure, text, { ...options.failureOptions, terms });
        }
        return;
      }
      setSaved(values);
      options.onSaved?.(result, input);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const shown = options.fields ?? Object.keys(values);
  return {
    values,
    set,
    text: (field) => ({
      value: values[field] as string,
      onChange: (event) =>
        // V[F] is a string for a text field (TTextField); TypeScript cannot see that through F.
        set(field, event.currentTarget.value as V[typeof field]),
      error: error(field),
    }),
    input: (field) => ({
      value: values[field],
      onChange: (value) => set(field, value),
      error: error(field),
    }),
    checkbox: (field) => ({
      checked: values[field] as boolean,
      // V[F] is a boolean for a checkbox field (TBooleanField); TypeScript cannot see that.
      onChange: (event) => set(field, event.currentTarget.checked as V[typeof field]),
      error: error(field),
    }),
    error,
    messages: (field) => messagesOf(errors, field),
    errors: Object.fromEntries(
      Object.entries(errors).flatMap(([field, messages]) =>
        messages[0] === undefined ? [] : [[field, messages[0]]],
      ),
    ),
    otherErrors: unshownErrors(errors, shown),
    invalid,
    dirty: !sameValues(values, saved),
    pending,
    submit,
    reset: (next) => {
      setValues(next);
      setSaved(next);
      setErrors({});
      setInvalid(false);
    },
  };
}
