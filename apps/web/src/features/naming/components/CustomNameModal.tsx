import { Button, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TNameFormsInput, TNamePair, TNamingTerm } from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import { useSchemaForm, type TSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
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

/**
 * The form's values by their place in the body (`cluster.nl.plural`), so the schema's and the
 * server's refusals land at their field.
 */
type TNameValues = Record<string, string>;

const isEmpty = (value: string) => value.trim() === '';

/**
 * The body of one term: the Dutch form and the English form, or null without one (the English
 * fields left empty: English shows the next level's name, docs/organisation.md "Custom naming").
 */
function namesInput(fields: TNameFields): TNameFormsInput {
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
  const path = (language: 'nl' | 'en', form: keyof TNamePair) => `${term}.${language}.${form}`;
  // A 422 is said at the fields; any other failure in a toast.
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) return;
    notifications.show({ color: 'red', message: t('naming.saveFailed') });
  };
  const form = useSchemaForm<TNameValues, Record<string, TNameFormsInput>>({
    initial: {
      [path('nl', 'singular')]: initial.nlSingular,
      [path('nl', 'plural')]: initial.nlPlural,
      [path('en', 'singular')]: initial.enSingular,
      [path('en', 'plural')]: initial.enPlural,
    },
    schema: (schemas) => schemas.ZCustomTranslationsInputSchema,
    toInput: (values) => ({
      [term]: namesInput({
        nlSingular: values[path('nl', 'singular')] ?? '',
        nlPlural: values[path('nl', 'plural')] ?? '',
        enSingular: values[path('en', 'singular')] ?? '',
        enPlural: values[path('en', 'plural')] ?? '',
      }),
    }),
    send: (input) => save.mutateAsync({ scope, input }),
    onSaved: () => {
      notifications.show({ color: 'green', message: t('naming.saved') });
      onClose();
    },
    onRefused: fail,
  });

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

  return (
    <FormModal
      // Neither closed nor saved while the name is being reset.
      form={{ ...form, pending: form.pending || reset.isPending }}
      title={t('naming.editTitle', { term: label })}
      notice={t('educations.invalidData')}
      onClose={onClose}
      centered
      extra={
        overridden ? (
          <Button variant="subtle" color="red" onClick={restore} loading={reset.isPending}>
            {t('naming.reset')}
          </Button>
        ) : undefined
      }
    >
      <Text size="sm" c="dimmed">
        {levelText}
      </Text>
      <Fieldset legend={t('naming.dutch')}>
        <Stack gap="sm">
          <NameInput form={form} field={path('nl', 'singular')} label="singularDutch" required />
          <NameInput form={form} field={path('nl', 'plural')} label="pluralDutch" required />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('naming.english')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('naming.englishHint', {
              name: `${englishFallback.singular} / ${englishFallback.plural}`,
            })}
          </Text>
          <NameInput form={form} field={path('en', 'singular')} label="singularEnglish" />
          <NameInput form={form} field={path('en', 'plural')} label="pluralEnglish" />
        </Stack>
      </Fieldset>
    </FormModal>
  );
}

/** One form of the name in one language. */
function NameInput({
  form,
  field,
  label,
  required = false,
}: {
  form: TSchemaForm<TNameValues>;
  field: string;
  label: 'singularDutch' | 'pluralDutch' | 'singularEnglish' | 'pluralEnglish';
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(`naming.${label}`)}
      {...form.text(field)}
      required={required}
      data-autofocus={label === 'singularDutch' ? true : undefined}
    />
  );
}
