import { Alert, Group, MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ANALYSIS_MESSAGES,
  EDUCATION_TYPES,
  STUDY_LOAD_UNITS,
  type TEducationType,
  type TStudyLoadUnit,
} from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import type { TSchemaForm } from '@/components/form/use-schema-form';
import { messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import type { TNormFormValues } from '../norm-rules';
import { useNormForm } from './use-norm-form';
import { useNormFormat } from './use-norm-format';

/** A new norm: education types, unit, yearly bounds, hours per credit, law, effective date. */
export function NormFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useNormFormat();
  const { form, taken } = useNormForm(onClose);

  return (
    <FormModal form={form} title={t('norms.newNorm')} onClose={onClose}>
      {taken && (
        <Alert color="red" variant="light" role="alert">
          {messageText(ANALYSIS_MESSAGES.normTaken, { terms })}
        </Alert>
      )}
      <MultiSelect
        label={t('norms.educationTypes', { education: terms.education })}
        placeholder={t('norms.typesPlaceholder')}
        data={EDUCATION_TYPES.map((type) => ({ value: type, label: format.type(type) }))}
        {...form.input('education_types')}
        onChange={(types) => form.set('education_types', types as TEducationType[])}
        searchable
        required
      />
      <Select
        label={t('norms.unit')}
        data={STUDY_LOAD_UNITS.map((unit) => ({ value: unit, label: format.unit(unit) }))}
        {...form.input('unit')}
        onChange={(unit) => form.set('unit', (unit ?? 'ects') as TStudyLoadUnit)}
        allowDeselect={false}
        required
      />
      <Group grow align="flex-start">
        <AmountInput form={form} field="per_year_min" label={t('norms.perYearMin')} />
        <AmountInput form={form} field="per_year_max" label={t('norms.perYearMax')} />
      </Group>
      <AmountInput
        form={form}
        field="hours_per_ects"
        label={t('norms.hoursPerCredit', { credit: terms.credit })}
        description={t('norms.hoursPerCreditHint', { credits: terms.credits })}
      />
      <Textarea
        label={t('norms.law')}
        description={t('norms.lawHint')}
        {...form.text('law')}
        rows={3}
        required
      />
      <TextInput
        type="date"
        label={t('norms.effectiveFrom')}
        description={t('norms.effectiveFromHint')}
        {...form.text('effective_from')}
        // The date taken is said above the fields; the field is marked.
        error={taken ? true : form.error('effective_from')}
        required
      />
    </FormModal>
  );
}

/** A yearly bound or the hours per credit: a number of 0 to 100,000 with one decimal, or empty. */
function AmountInput({
  form,
  field,
  label,
  description,
}: {
  form: TSchemaForm<TNormFormValues>;
  field: 'per_year_min' | 'per_year_max' | 'hours_per_ects';
  label: string;
  description?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <NumberInput
      label={label}
      description={description}
      {...form.input(field)}
      min={0}
      max={100_000}
      decimalScale={1}
      decimalSeparator={i18n.language === 'nl' ? ',' : '.'}
      allowNegative={false}
    />
  );
}
