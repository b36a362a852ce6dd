import { Group, NumberInput, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EDUCATION_LIMITS, type TEducation, type TEducationType } from '@cp/contracts';
import { numberOf, type TNumberValue } from '@/components/form/body-values';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { capitalize, useTerms } from '@/lib/use-terms';
import { DashboardFormModal, FormRefusal, useFormRefusal } from './DashboardFormModal';
import { TypeSelect } from './TypeSelect';

export interface TEducationFormValues {
  name: string;
  type: TEducationType | null;
  years: TNumberValue;
  periods_per_year: TNumberValue;
  weeks_per_period: TNumberValue;
  is_flexible: boolean;
}

interface TProps {
  mode: 'create' | 'edit';
  initial: TEducationFormValues;
  /** The location allows flexible educations (only then the switch shows). */
  allowFlexible: boolean;
  onClose: () => void;
  onSubmit: (values: TEducationFormValues & { type: TEducationType }) => Promise<TEducation>;
  onSaved: (education: TEducation) => void;
}

/**
 * Creating an education (name, type, structure, flexible) or editing its name, type and flexible
 * switch (years and periods have their own screen). Mistakes show under their field; a refusal
 * that is not about a field (the license is full, the education is locked) shows on the form
 * itself, so it cannot be missed.
 */
export function EducationFormModal({
  mode,
  initial,
  allowFlexible,
  onClose,
  onSubmit,
  onSaved,
}: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const structure = mode === 'create';
  const { refusal, clear, onRefused } = useFormRefusal((status) =>
    status === 404
      ? t('dashboard.gone', { education: terms.education })
      : t(structure ? 'dashboard.createFailed' : 'dashboard.saveFailed', {
          education: terms.education,
        }),
  );
  const form = useSchemaForm({
    initial,
    // The parent is not chosen here: the dashboard's own (DashboardDialogs).
    schema: (schemas) =>
      structure
        ? schemas.ZEducationCreateSchema.omit({ education_parent_id: true })
        : schemas.ZEducationEditSchema,
    toInput: (values) => ({
      ...values,
      name: values.name.trim(),
      years: numberOf(values.years),
      periods_per_year: numberOf(values.periods_per_year),
      weeks_per_period: numberOf(values.weeks_per_period),
    }),
    send: (input) => {
      clear();
      // The schema passed: the type is chosen and the numbers are numbers.
      return onSubmit(input as TEducationFormValues & { type: TEducationType });
    },
    onSaved: (saved) => {
      onSaved(saved);
      onClose();
    },
    onRefused,
    // What the server refuses in a field not shown here is listed above the fields.
    fields: [
      'name',
      'type',
      ...(structure ? ['years', 'periods_per_year', 'weeks_per_period'] : []),
      ...(allowFlexible || initial.is_flexible ? ['is_flexible'] : []),
    ],
  });

  return (
    <DashboardFormModal
      form={form}
      title={
        structure
          ? t('dashboard.create.title', { education: terms.education })
          : t('dashboard.edit.title', { name: initial.name })
      }
      notice={t('educations.invalidData')}
      submitLabel={structure ? t('dashboard.create.submit') : t('dashboard.save')}
      onClose={onClose}
    >
      <FormRefusal refusal={refusal} />
      <TextInput
        label={t('dashboard.form.name')}
        {...form.text('name')}
        maxLength={EDUCATION_LIMITS.nameMaxLength + 20}
        required
        data-autofocus
      />
      <TypeSelect {...form.input('type')} />
      {structure && (
        <Group grow align="flex-start">
          {(
            [
              ['years', capitalize(terms.educationYears), EDUCATION_LIMITS.maxYears],
              [
                'periods_per_year',
                t('dashboard.form.periodsPerYear', { educationYear: terms.educationYear }),
                EDUCATION_LIMITS.maxPeriodsPerYear,
              ],
              [
                'weeks_per_period',
                t('dashboard.form.weeksPerPeriod'),
                EDUCATION_LIMITS.maxWeeksPerPeriod,
              ],
            ] as const
          ).map(([field, label, max]) => (
            <NumberInput
              key={field}
              label={label}
              {...form.input(field)}
              min={1}
              max={max}
              allowDecimal={false}
              required
            />
          ))}
        </Group>
      )}
      {(allowFlexible || form.values.is_flexible) && (
        <Switch
          label={t('educations.flexible')}
          description={t('dashboard.form.flexibleHint', { education: terms.education })}
          {...form.checkbox('is_flexible')}
        />
      )}
    </DashboardFormModal>
  );
}
