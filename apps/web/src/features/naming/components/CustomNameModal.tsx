import { Alert, Button, Fieldset, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NAMING_MESSAGES,
  namePairErrors,
  type TNameFormsInput,
  type TNamePair,
  type TNamingMessage,
  type TNamingTerm,
} from '@cp/contracts';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import type { TNamingScope } from '@/lib/use-terms';
import { useResetCustomTranslation } from '../api/reset-custom-translation';
import { useSaveCustomTranslations } from '../api/save-custom-translations';

/** The four fields of the form: the Dutch and the English singular and plural. */
export interface TNameFields {
  nlSingular: string;
  nlPlural: string;
  enSingular: string;
  enPlural: string;
}
type TField = keyof TNameFields;
type TError = TNamingMessage | { text: string };
type TErrors = Partial<Record<TField, TError>>;

const FIELDS: Record<TField, { language: 'nl' | 'en'; form: keyof TNamePair }> = {
  nlSingular: { language: 'nl', form: 'singular' },
  nlPlural: { language: 'nl', form: 'plural' },
  enSingular: { language: 'en', form: 'singular' },
  enPlural: { language: 'en', form: 'plural' },
};

const isEmpty = (value: string) => value.trim() === '';

/**
 * The same rule as the server (namePairErrors of @cp/contracts, SPEC §5): the Dutch name is
 * required; the English one is optional, but when one of its forms is typed both are needed.
 */
export function validateNames(fields: TNameFields): TErrors {
  const dutch = namePairErrors({ singular: fields.nlSingular, plural: fields.nlPlural });
  const errors: TErrors = { nlSingular: dutch.singular, nlPlural: dutch.plural };
  if (!isEmpty(fields.enSingular) || !isEmpty(fields.enPlural)) {
    const english = namePairErrors({ singular: fields.enSingular, plural: fields.enPlural });
    errors.enSingular = english.singular;
    errors.enPlural = english.plural;
  }
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as TErrors;
}

/** The body of one term: the Dutch form and the English form, or null without one. */
export function namesInput(fields: TNameFields): TNameFormsInput {
  const english =
    isEmpty(fields.enSingular) && isEmpty(fields.enPlural)
      ? null
      : { singular: fields.enSingular.trim(), plural: fields.enPlural.trim() };
  return {
    nl: { singular: fields.nlSingular.trim(), plural: fields.nlPlural.trim() },
    en: english,
  };
}

interface TProps {
  term: TNamingTerm;
  /** The term as the admin knows it (its default name), for the title. */
  label: string;
  scope: TNamingScope;
  /** Says where the name applies (the whole location or one education parent). */
  levelText: string;
  initial: TNameFields;
  /** The English name shown without an English form here (a level above's, else the default). */
  englishFallback: TNamePair;
  /** An own name exists at this level, so it can be reset. */
  overridden: boolean;
  onClose: () => void;
}

/**
 * Edits one term's own name at one level in Dutch and (optionally) English, or resets it (both
 * languages) to the next level's name. With typed changes, closing asks first.
 */
export function CustomNameModal({
  term,
  label,
  scope,
  levelText,
  initial,
  englishFallback,
  overridden,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const save = useSaveCustomTranslations();
  const reset = useResetCustomTranslation();
  const [fields, setFields] = useState<TNameFields>(initial);
  const [errors, setErrors] = useState<TErrors>({});
  const pending = save.isPending || reset.isPending;
  const dirty = (Object.keys(FIELDS) as TField[]).some((field) => fields[field] !== initial[field]);
  const { requestClose, modalProps, question } = useUnsavedClose({ dirty, pending, onClose });

  const message = (error: TError | undefined) =>
    error === undefined
      ? undefined
      : typeof error === 'string'
        ? messageText(NAMING_MESSAGES[error])
        : error.text;

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) {
      const found = fieldErrorsOf(error);
      const next: TErrors = {};
      for (const [field, { language, form }] of Object.entries(FIELDS) as [
        TField,
        (typeof FIELDS)[TField],
      ][]) {
        const one = found[`${term}.${language}.${form}`];
        if (one) next[field] = { text: one };
      }
      setErrors(next);
      return;
    }
    notifications.show({ color: 'red', message: t('naming.saveFailed') });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNames(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { scope, input: { [term]: namesInput(fields) } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('naming.saved') });
          onClose();
        },
        onError: fail,
      },
    );
  };

  const restore = () =>
    reset.mutate(
      { scope, term },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('naming.resetDone', { term: label }) });
          onClose();
        },
        onError: fail,
      },
    );

  const input = (
    field: TField,
    labelKey: 'singularDutch' | 'pluralDutch' | 'singularEnglish' | 'pluralEnglish',
    required: boolean,
  ) => (
    <TextInput
      label={t(`naming.${labelKey}`)}
      value={fields[field]}
      onChange={(event) => setFields({ ...fields, [field]: event.currentTarget.value })}
      error={message(errors[field])}
      required={required}
      data-autofocus={field === 'nlSingular' ? true : undefined}
    />
  );

  return (
    <>
      <Modal
        opened
        {...modalProps}
        title={t('naming.editTitle', { term: label })}
        centered
        size="lg"
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {levelText}
            </Text>
            {Object.keys(errors).length > 0 && (
              <Alert color="red" variant="light" role="alert">
                {t('naming.invalidData')}
              </Alert>
            )}
            <Fieldset legend={t('naming.dutch')}>
              <Stack gap="sm">
                {input('nlSingular', 'singularDutch', true)}
                {input('nlPlural', 'pluralDutch', true)}
              </Stack>
            </Fieldset>
            <Fieldset legend={t('naming.english')}>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('naming.englishHint', {
                    name: `${englishFallback.singular} / ${englishFallback.plural}`,
                  })}
                </Text>
                {input('enSingular', 'singularEnglish', false)}
                {input('enPlural', 'pluralEnglish', false)}
              </Stack>
            </Fieldset>
            <Group justify="space-between">
              {overridden ? (
                <Button variant="subtle" color="red" onClick={restore} loading={reset.isPending}>
                  {t('naming.reset')}
                </Button>
              ) : (
                <span />
              )}
              <Group gap="xs">
                <Button variant="default" onClick={requestClose} disabled={pending}>
                  {t('naming.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('naming.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
