import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import { EDUCATION_LIMITS, type TEducation, type TEducationSummary } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, messageText, refusalText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import { useDuplicateEducation } from '../api/duplicate-education';

/** Duplicating: the copy's name, prefilled "<name> (kopie)"; the copy starts in design. */
export function DuplicateModal({
  location,
  education,
  onClose,
  onSaved,
}: {
  location: string;
  education: TEducationSummary;
  onClose: () => void;
  onSaved: (copy: TEducation) => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const duplicate = useDuplicateEducation(location);
  const [name, setName] = useState(t('dashboard.duplicate.copyName', { name: education.name }));
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const dirty = useChangedSinceOpened({ name });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: duplicate.isPending,
    onClose,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const trimmed = name.trim();
    const problem =
      trimmed === ''
        ? messageText('educations.nameRequired')
        : trimmed.length > EDUCATION_LIMITS.nameMaxLength
          ? messageText('educations.nameTooLong')
          : null;
    setError(problem);
    if (problem) return;
    try {
      const copy = await duplicate.mutateAsync({ id: education.id, input: { name: trimmed } });
      onSaved(copy);
      onClose();
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : null;
      const field = fieldErrorsOf(failure, { terms }).name;
      const reason = refusalText(failure, { terms });
      if (status === 422 && field) {
        setError(field);
      } else if (reason && (status === 409 || status === 403)) {
        setRefusal(reason);
      } else {
        notifications.show({
          color: 'red',
          message: t('dashboard.duplicate.failed', { name: education.name }),
        });
      }
    }
  };

  return (
    <>
      <Modal
        opened
        {...modalProps}
        centered
        title={t('dashboard.duplicate.title', { name: education.name })}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {refusal && (
              <Alert
                color="orange"
                variant="light"
                role="alert"
                title={t('dashboard.form.refused')}
              >
                {refusal}
              </Alert>
            )}
            <TextInput
              label={t('dashboard.duplicate.name', { education: terms.education })}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error ?? undefined}
              maxLength={EDUCATION_LIMITS.nameMaxLength + 20}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                {t('dashboard.cancel')}
              </Button>
              <Button type="submit" loading={duplicate.isPending}>
                {t('dashboard.duplicate.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
