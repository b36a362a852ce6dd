import { Alert, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LICENSE_LEVELS, LICENSE_TYPES, type TLicense, type TLicenseInput } from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import type { TLicenseFormValues } from './license-form-rules';
import { useLicenseForm } from './use-license-form';
import { useLicenseLabels } from './use-license-labels';

interface TProps {
  onClose: () => void;
  /** The license to edit; none to create one. */
  license?: TLicense;
  /** The location's other licenses, to show an overlap before sending. */
  others: TLicense[];
  submit: (input: TLicenseInput) => Promise<TLicense>;
}

/** Level, type, start, optional end and maximum number of educations (platform admin). */
export function LicenseFormModal({ onClose, license, others, submit }: TProps) {
  const { t } = useTranslation();
  const labels = useLicenseLabels();
  const { form, overlap, overlapText, invalid } = useLicenseForm({
    license,
    others,
    submit,
    onClose,
  });
  const { values, set } = form;

  return (
    <FormModal
      form={form}
      title={license ? t('licenses.editLicense') : t('licenses.newLicense')}
      onClose={onClose}
      size="md"
    >
      {overlap && (
        <Alert color="red" variant="light" role="alert">
          {overlapText}
        </Alert>
      )}
      {invalid && (
        <Alert color="red" variant="light" role="alert">
          {t('licenses.invalidData')}
        </Alert>
      )}
      <Group grow align="flex-start">
        <Select
          label={t('licenses.level')}
          data={LICENSE_LEVELS.map((level) => ({ value: level, label: labels.level(level) }))}
          {...form.input('level')}
          onChange={(level) => set('level', level as TLicenseFormValues['level'])}
          allowDeselect={false}
          required
        />
        <Select
          label={t('licenses.type')}
          data={LICENSE_TYPES.map((type) => ({ value: type, label: labels.type(type) }))}
          {...form.input('type')}
          onChange={(type) => set('type', type as TLicenseFormValues['type'])}
          allowDeselect={false}
          required
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('licenses.startDate')}
          {...form.text('start_date')}
          // The overlap is said above the fields; the start date is marked.
          error={overlap ? true : form.error('start_date')}
          required
        />
        <TextInput
          type="date"
          label={t('licenses.endDate')}
          description={t('licenses.endDateHint')}
          {...form.text('end_date')}
          min={values.start_date || undefined}
        />
      </Group>
      <NumberInput
        label={labels.maxEducations}
        {...form.input('max_educations')}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        required
      />
    </FormModal>
  );
}
