import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import type { TEducationSummary } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, refusalText } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useEducationParents } from '@/lib/education-parent-queries';
import { useFaculties } from '@/lib/faculty-queries';
import { useMoveEducation } from '../api/move-education';

/** Moving an education to another faculty and education parent of the location. */
export function MoveModal({
  location,
  faculty,
  education,
  onClose,
}: {
  location: string;
  /** The faculty the education sits in now (preselected). */
  faculty: string;
  education: TEducationSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const faculties = useFaculties(location);
  const [facultyId, setFacultyId] = useState<string | null>(faculty);
  const [parentId, setParentId] = useState<string | null>(null);
  const parents = useEducationParents(location, facultyId);
  const move = useMoveEducation(location);
  const [error, setError] = useState<string | null>(null);
  const dirty = useChangedSinceOpened({ facultyId, parentId });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: move.isPending,
    onClose,
  });

  const parentChoices = (parents.data ?? []).filter(
    (parent) => parent.id !== education.education_parent_id,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (parentId === null) {
      setError(t('dashboard.move.parentRequired'));
      return;
    }
    setError(null);
    try {
      await move.mutateAsync({
        id: education.id,
        input: { education_parent_id: Number(parentId) },
      });
      const target = parents.data?.find((parent) => String(parent.id) === parentId);
      notifications.show({
        color: 'green',
        message: t('dashboard.move.done', { name: education.name, parent: target?.name ?? '' }),
      });
      onClose();
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : null;
      const field = Object.values(fieldErrorsOf(failure))[0];
      const reason = refusalText(failure);
      if (status === 422 && field) {
        setError(field);
      } else if (reason && (status === 409 || status === 403)) {
        setError(reason);
      } else {
        notifications.show({
          color: 'red',
          message: t('dashboard.move.failed', { name: education.name }),
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
        title={t('dashboard.move.title', { name: education.name })}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {error && (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            )}
            <Select
              label={capitalize(terms.faculty)}
              data={(faculties.data ?? []).map((item) => ({
                value: String(item.id),
                label: item.name,
              }))}
              value={facultyId}
              onChange={(value) => {
                setFacultyId(value);
                setParentId(null);
              }}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label={t('dashboard.move.parent')}
              placeholder={t('dashboard.move.parentPlaceholder')}
              data={parentChoices.map((item) => ({ value: String(item.id), label: item.name }))}
              value={parentId}
              onChange={setParentId}
              disabled={facultyId === null || parents.isPending}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            {facultyId !== null && parents.isSuccess && parentChoices.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('dashboard.move.noParents', { faculty: terms.faculty })}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                {t('dashboard.cancel')}
              </Button>
              <Button type="submit" loading={move.isPending}>
                {t('dashboard.move.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
