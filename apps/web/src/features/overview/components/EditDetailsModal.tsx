import { Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EDUCATION_TYPES, type TEducation, type TEducationType } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useUpdateEducation } from '@/lib/education-changes';
import { useLocationDetails } from '@/lib/location-queries';
import { refusalReason } from '@/lib/notify-refusal';
import { useTerms } from '@/lib/use-terms';
import { HANDLED_STATUSES, notifySuccess } from '../overview-toasts';
import { OverviewFormModal } from './OverviewFormModal';

interface TProps {
  location: string;
  education: TEducation;
  onClose: () => void;
}

/** Name, type and flexibility of an education in design. Bad data is explained per field. */
export function EditDetailsModal({ location, education, onClose }: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const update = useUpdateEducation(location, HANDLED_STATUSES);
  const settings = useLocationDetails(education.location_id);
  const form = useSchemaForm({
    initial: {
      name: education.name,
      type: education.type as TEducationType,
      is_flexible: education.is_flexible,
    },
    schema: (schemas) => schemas.ZEducationEditSchema,
    toInput: (values) => ({ ...values, name: values.name.trim() }),
    send: (input) => update.mutateAsync({ id: education.id, input }),
    onSaved: () => {
      notifySuccess(t('overview.details.saved'));
      onClose();
    },
    failure: (error) => refusalReason(error, { terms }) ?? t('overview.details.saveFailed'),
    failureOptions: { handles: HANDLED_STATUSES },
  });
  // Switching flexibility off is always possible; on only where the location allows it.
  const flexibleAllowed = education.is_flexible || settings.data?.allow_flexible === true;

  return (
    <OverviewFormModal
      form={form}
      title={t('overview.details.edit')}
      notice={t('educations.invalidData')}
      onClose={onClose}
    >
      <TextInput
        label={t('overview.details.name')}
        {...form.text('name')}
        required
        data-autofocus
      />
      <Select
        label={t('overview.details.type')}
        data={EDUCATION_TYPES.map((value) => ({
          value,
          label: t(`educations.types.${value}`),
        }))}
        {...form.input('type')}
        onChange={(value) => value && form.set('type', value as TEducationType)}
        allowDeselect={false}
        searchable
      />
      <Switch
        label={t('educations.flexible')}
        description={flexibleAllowed ? undefined : t('overview.details.flexibleNotAllowed')}
        {...form.checkbox('is_flexible')}
        disabled={!flexibleAllowed}
      />
    </OverviewFormModal>
  );
}
