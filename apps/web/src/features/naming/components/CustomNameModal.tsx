import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_NAME_MAX_LENGTH,
  NAMING_MESSAGES,
  type TNamePair,
  type TNamingTerm,
} from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf } from '@/lib/field-errors';
import type { TNamingScope } from '@/lib/use-terms';
import { useResetCustomTranslation } from '../api/reset-custom-translation';
import { useSaveCustomTranslations } from '../api/save-custom-translations';

type TMessageKey = keyof typeof NAMING_MESSAGES;
type TErrors = Partial<Record<keyof TNamePair, TMessageKey | { text: string }>>;

/** The same rule as the server (SPEC §5): both forms, trimmed, not too long. */
export function validatePair(pair: TNamePair): TErrors {
  const errors: TErrors = {};
  for (const field of ['singular', 'plural'] as const) {
    const value = pair[field].trim();
    if (value === '') errors[field] = 'bothRequired';
    else if (value.length > CUSTOM_NAME_MAX_LENGTH) errors[field] = 'tooLong';
  }
  return errors;
}

interface TProps {
  term: TNamingTerm;
  /** The term as the admin knows it (its default name), for the title. */
  label: string;
  scope: TNamingScope;
  /** Says where the name applies (the whole location or one education parent). */
  levelText: string;
  initial: TNamePair;
  /** An own name exists at this level, so it can be reset. */
  overridden: boolean;
  onClose: () => void;
}

/** Edits one term's own name at one level, or resets it to the next level's name. */
export function CustomNameModal({
  term,
  label,
  scope,
  levelText,
  initial,
  overridden,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  const save = useSaveCustomTranslations();
  const reset = useResetCustomTranslation();
  const [pair, setPair] = useState<TNamePair>(initial);
  const [errors, setErrors] = useState<TErrors>({});

  const message = (error: TErrors[keyof TNamePair]) =>
    error === undefined
      ? undefined
      : typeof error === 'string'
        ? t(`naming.messages.${error}`)
        : error.text;

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) {
      const fields = fieldErrorsOf(error, NAMING_MESSAGES);
      const of = (field: keyof TNamePair) => {
        const found = fields[`${term}.${field}`];
        return found && ('key' in found ? found.key : found);
      };
      setErrors({ singular: of('singular'), plural: of('plural') });
      return;
    }
    notifications.show({ color: 'red', message: t('naming.saveFailed') });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePair(pair);
    setErrors(found);
    if (found.singular || found.plural) return;
    const names = { singular: pair.singular.trim(), plural: pair.plural.trim() };
    save.mutate(
      { scope, input: { [term]: names } },
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

  const invalid = Boolean(errors.singular || errors.plural);
  return (
    <Modal opened onClose={onClose} title={t('naming.editTitle', { term: label })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {levelText}
          </Text>
          {invalid && (
            <Alert color="red" variant="light" role="alert">
              {t('naming.invalidData')}
            </Alert>
          )}
          <TextInput
            label={t('naming.singular')}
            value={pair.singular}
            onChange={(event) => setPair({ ...pair, singular: event.currentTarget.value })}
            error={message(errors.singular)}
            required
            data-autofocus
          />
          <TextInput
            label={t('naming.plural')}
            value={pair.plural}
            onChange={(event) => setPair({ ...pair, plural: event.currentTarget.value })}
            error={message(errors.plural)}
            required
          />
          <Group justify="space-between">
            {overridden ? (
              <Button variant="subtle" color="red" onClick={restore} loading={reset.isPending}>
                {t('naming.reset')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
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
  );
}
