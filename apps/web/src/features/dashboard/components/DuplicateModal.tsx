import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EDUCATION_LIMITS, type TEducation, type TEducationSummary } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useTerms } from '@/lib/use-terms';
import { useDuplicateEducation } from '../api/duplicate-education';
import { DashboardFormModal, FormRefusal, useFormRefusal } from './DashboardFormModal';

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
  const { refusal, clear, onRefused } = useFormRefusal(() =>
    t('dashboard.duplicate.failed', { name: education.name }),
  );
  const form = useSchemaForm({
    initial: () => ({ name: t('dashboard.duplicate.copyName', { name: education.name }) }),
    schema: (schemas) => schemas.ZDuplicateEducationSchema,
    toInput: (values) => ({ name: values.name.trim() }),
    send: (input) => {
      clear();
      return duplicate.mutateAsync({ id: education.id, input });
    },
    onSaved: (copy) => {
      onSaved(copy);
      onClose();
    },
    onRefused,
  });

  return (
    <DashboardFormModal
      form={form}
      title={t('dashboard.duplicate.title', { name: education.name })}
      submitLabel={t('dashboard.duplicate.submit')}
      onClose={onClose}
    >
      <FormRefusal refusal={refusal} />
      <TextInput
        label={t('dashboard.duplicate.name', { education: terms.education })}
        {...form.text('name')}
        maxLength={EDUCATION_LIMITS.nameMaxLength + 20}
        required
        data-autofocus
      />
    </DashboardFormModal>
  );
}
