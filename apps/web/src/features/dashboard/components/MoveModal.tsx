import { Alert, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TEducationSummary } from '@cp/contracts';
import { idOf } from '@/components/form/body-values';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useEducationParents } from '@/lib/education-parent-queries';
import { useFaculties } from '@/lib/faculty-queries';
import { useMoveEducation } from '../api/move-education';
import { DashboardFormModal, useFormRefusal } from './DashboardFormModal';

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
  const move = useMoveEducation(location);
  const { refusal, clear, onRefused } = useFormRefusal(() =>
    t('dashboard.move.failed', { name: education.name }),
  );
  const form = useSchemaForm({
    // The faculty only narrows the parents to choose from; the parent is what moves.
    initial: { faculty_id: faculty as string | null, education_parent_id: null as string | null },
    schema: (schemas) => schemas.ZMoveEducationSchema,
    toInput: (values) => ({
      education_parent_id: idOf(values.education_parent_id),
    }),
    check: (input): Record<string, string> =>
      input.education_parent_id === null
        ? { education_parent_id: t('dashboard.move.parentRequired') }
        : {},
    send: (input) => {
      clear();
      // The check passed: a parent is chosen.
      return move.mutateAsync({
        id: education.id,
        input: { education_parent_id: input.education_parent_id as number },
      });
    },
    onSaved: (_, input) => {
      // Among the parents of the faculty shown (read below, with the form's faculty).
      const target = parents.data?.find((parent) => parent.id === input.education_parent_id);
      notifications.show({
        color: 'green',
        message: t('dashboard.move.done', { name: education.name, parent: target?.name ?? '' }),
      });
      onClose();
    },
    onRefused,
  });
  const { values, set } = form;
  const parents = useEducationParents(location, values.faculty_id);
  const parentChoices = (parents.data ?? []).filter(
    (parent) => parent.id !== education.education_parent_id,
  );
  // Said above the choices, as the server's reasons are.
  const problem = form.error('education_parent_id') ?? refusal;

  return (
    <DashboardFormModal
      form={form}
      title={t('dashboard.move.title', { name: education.name })}
      submitLabel={t('dashboard.move.submit')}
      onClose={onClose}
    >
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      <Select
        label={capitalize(terms.faculty)}
        data={(faculties.data ?? []).map((item) => ({
          value: String(item.id),
          label: item.name,
        }))}
        value={values.faculty_id}
        onChange={(value) => {
          set('faculty_id', value);
          set('education_parent_id', null);
        }}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('dashboard.move.parent')}
        placeholder={t('dashboard.move.parentPlaceholder')}
        data={parentChoices.map((item) => ({ value: String(item.id), label: item.name }))}
        value={values.education_parent_id}
        onChange={(value) => set('education_parent_id', value)}
        disabled={values.faculty_id === null || parents.isPending}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      {values.faculty_id !== null && parents.isSuccess && parentChoices.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('dashboard.move.noParents', { faculty: terms.faculty })}
        </Text>
      )}
    </DashboardFormModal>
  );
}
