import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import { FACULTY_NAME_MAX_LENGTH, ORGANISATION_MESSAGES } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';

type TMessageKey = keyof typeof ORGANISATION_MESSAGES;

/** The same rules as the server (ZFacultyInputSchema), so most mistakes never leave the form. */
export function validateName(name: string): TMessageKey | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameRequired';
  if (trimmed.length > FACULTY_NAME_MAX_LENGTH) return 'nameTooLong';
  return null;
}

interface TProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  onClose: () => void;
  /** Saves the name; resolves with the saved name. */
  onSubmit: (name: string) => Promise<unknown>;
  successMessage: (name: string) => string;
  failureMessage: string;
}

/**
 * Creating or renaming a faculty or an education parent: one name. Bad data is explained on the
 * form ('The data you have provided is incorrect' and the field's own message); any other failure
 * closes nothing and shows the failure toast.
 */
export function NameModal(props: TProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initialName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const { onClose } = props;
  const dirty = useChangedSinceOpened({ name });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: pending,
    onClose,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateName(name);
    setInvalid(problem !== null);
    setError(problem ? messageText(ORGANISATION_MESSAGES[problem]) : null);
    if (problem) return;
    setPending(true);
    try {
      await props.onSubmit(name.trim());
      notifications.show({ color: 'green', message: props.successMessage(name.trim()) });
      props.onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        setInvalid(true);
        setError(fieldErrorsOf(failure).name ?? null);
      } else {
        notifications.show({ color: 'red', message: props.failureMessage });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Modal opened {...modalProps} title={props.title} centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {invalid && (
              <Alert color="red" variant="light" role="alert">
                {t('faculties.invalidData')}
              </Alert>
            )}
            <TextInput
              label={t('faculties.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error ?? undefined}
              maxLength={FACULTY_NAME_MAX_LENGTH + 20}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                {t('faculties.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {props.submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
