import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import { EDUCATION_LIMITS, type TEducation, type TEducationType } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, messageText, refusalText } from '@/lib/server-messages';
import { capitalize, useTerms } from '@/lib/use-terms';
import { TypeSelect } from './TypeSelect';

export interface TEducationFormValues {
  name: string;
  type: TEducationType | null;
  years: number | string;
  periods_per_year: number | string;
  weeks_per_period: number | string;
  is_flexible: boolean;
}

type TField = keyof TEducationFormValues;
type TErrors = Partial<Record<TField, string>>;

const inRange = (value: number | string, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;

/**
 * The same rules as the server (ZEducationCreateSchema / ZEducationEditSchema), so most mistakes
 * never leave the form. `structure` false: editing, where years and periods have their own screen.
 */
export function validateEducation(values: TEducationFormValues, structure: boolean): TErrors {
  const errors: TErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = messageText('educations.nameRequired');
  else if (name.length > EDUCATION_LIMITS.nameMaxLength) {
    errors.name = messageText('educations.nameTooLong');
  }
  if (values.type === null) errors.type = messageText('educations.typeRequired');
  if (structure) {
    if (!inRange(values.years, EDUCATION_LIMITS.maxYears)) {
      errors.years = messageText('educations.yearsRange');
    }
    if (!inRange(values.periods_per_year, EDUCATION_LIMITS.maxPeriodsPerYear)) {
      errors.periods_per_year = messageText('educations.periodsRange');
    }
    if (!inRange(values.weeks_per_period, EDUCATION_LIMITS.maxWeeksPerPeriod)) {
      errors.weeks_per_period = messageText('educations.weeksRange');
    }
  }
  return errors;
}

const FIELDS: TField[] = [
  'name',
  'type',
  'years',
  'periods_per_year',
  'weeks_per_period',
  'is_flexible',
];

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
 * switch. Mistakes show under their field; a refusal that is not about a field (the license is
 * full, the education is locked) shows on the form itself, so it cannot be missed.
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const dirty = useChangedSinceOpened(values);
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: pending,
    onClose,
  });
  const structure = mode === 'create';
  const set = <K extends TField>(field: K, value: TEducationFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problems = validateEducation(values, structure);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || values.type === null) return;
    setPending(true);
    try {
      const saved = await onSubmit({ ...values, name: values.name.trim(), type: values.type });
      onSaved(saved);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        const fields = fieldErrorsOf(failure, { terms });
        const next: TErrors = {};
        const other: string[] = [];
        for (const [field, text] of Object.entries(fields)) {
          if ((FIELDS as string[]).includes(field) && field !== 'is_flexible') {
            next[field as TField] = text;
          } else {
            other.push(text);
          }
        }
        setErrors(next);
        if (other.length > 0) setRefusal(other.join(' '));
      } else {
        const reason = refusalText(failure, { terms });
        const status = failure instanceof ApiError ? failure.status : null;
        if (reason && (status === 409 || status === 403)) {
          setRefusal(reason);
        } else {
          notifications.show({
            color: 'red',
            message:
              status === 404
                ? t('dashboard.gone', { education: terms.education })
                : t(mode === 'create' ? 'dashboard.createFailed' : 'dashboard.saveFailed', {
                    education: terms.education,
                  }),
          });
        }
      }
    } finally {
      setPending(false);
    }
  };

  const hasFieldErrors = Object.keys(errors).length > 0;
  return (
    <>
      <Modal
        opened
        {...modalProps}
        centered
        title={
          mode === 'create'
            ? t('dashboard.create.title', { education: terms.education })
            : t('dashboard.edit.title', { name: initial.name })
        }
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {hasFieldErrors && (
              <Alert color="red" variant="light" role="alert">
                {t('educations.invalidData')}
              </Alert>
            )}
            {refusal && (
              <Alert
                color="orange"
                variant="light"
                role="alert"
                title={t('dashboard.form.refused')}
                data-testid="education-form-refusal"
              >
                {refusal}
              </Alert>
            )}
            <TextInput
              label={t('dashboard.form.name')}
              value={values.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
              maxLength={EDUCATION_LIMITS.nameMaxLength + 20}
              required
              data-autofocus
            />
            <TypeSelect
              value={values.type}
              onChange={(type) => set('type', type)}
              error={errors.type}
            />
            {structure && (
              <Group grow align="flex-start">
                <NumberInput
                  label={capitalize(terms.educationYears)}
                  value={values.years}
                  onChange={(value) => set('years', value)}
                  error={errors.years}
                  min={1}
                  max={EDUCATION_LIMITS.maxYears}
                  allowDecimal={false}
                  required
                />
                <NumberInput
                  label={t('dashboard.form.periodsPerYear', { educationYear: terms.educationYear })}
                  value={values.periods_per_year}
                  onChange={(value) => set('periods_per_year', value)}
                  error={errors.periods_per_year}
                  min={1}
                  max={EDUCATION_LIMITS.maxPeriodsPerYear}
                  allowDecimal={false}
                  required
                />
                <NumberInput
                  label={t('dashboard.form.weeksPerPeriod')}
                  value={values.weeks_per_period}
                  onChange={(value) => set('weeks_per_period', value)}
                  error={errors.weeks_per_period}
                  min={1}
                  max={EDUCATION_LIMITS.maxWeeksPerPeriod}
                  allowDecimal={false}
                  required
                />
              </Group>
            )}
            {(allowFlexible || values.is_flexible) && (
              <Switch
                label={t('educations.flexible')}
                description={t('dashboard.form.flexibleHint', { education: terms.education })}
                checked={values.is_flexible}
                onChange={(event) => set('is_flexible', event.currentTarget.checked)}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                {t('dashboard.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {mode === 'create' ? t('dashboard.create.submit') : t('dashboard.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
