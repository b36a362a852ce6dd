import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import {
  ANALYSIS_MESSAGES,
  EDUCATION_TYPES,
  STUDY_LOAD_UNITS,
  type TEducationType,
  type TStudyLoadNorm,
  type TStudyLoadNormInput,
  type TStudyLoadUnit,
} from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { fieldKeyOf, messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import {
  EMPTY_NORM,
  isNormServerMessage,
  normFormErrors,
  toNormInput,
  validateNorm,
  type TNormField,
  type TNormFormErrors,
  type TNormFormValues,
} from '../norm-rules';
import { useNormFormat } from './use-norm-format';

/** The field errors of a failed save: 422 per field, 409 "date taken" on the date. */
function serverErrorsOf(error: unknown, values: TNormFormValues): TNormFormErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return { effective_from: 'normTaken' };
  if (error.status !== 422) return null;
  const issues = Object.keys(EMPTY_NORM).flatMap((field) => {
    const key = fieldKeyOf(error, field);
    return key ? [{ path: [field], message: key }] : [];
  });
  return normFormErrors(issues, values);
}

/** A new norm: education types, unit, yearly bounds, hours per credit, law, effective date. */
export function NormFormModal({
  onClose,
  submit,
  pending,
}: {
  onClose: () => void;
  submit: (input: TStudyLoadNormInput) => Promise<TStudyLoadNorm>;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const format = useNormFormat();
  const [values, setValues] = useState<TNormFormValues>(EMPTY_NORM);
  const [errors, setErrors] = useState<TNormFormErrors>({});
  const dirty = useChangedSinceOpened(values);
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: pending,
    onClose,
  });

  const change = (patch: Partial<TNormFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const message = (field: TNormField) => {
    const key = errors[field];
    if (!key) return undefined;
    return isNormServerMessage(key)
      ? messageText(ANALYSIS_MESSAGES[key], { terms })
      : t(`norms.messages.${key}`);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = await validateNorm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submit(toNormInput(values));
      notifications.show({ color: 'green', message: t('norms.created') });
      onClose();
    } catch (error) {
      setErrors(serverErrorsOf(error, values) ?? {});
      notifications.show({ color: 'red', message: t('norms.createFailed') });
    }
  };

  const decimalSeparator = i18n.language === 'nl' ? ',' : '.';
  const amountInput = (
    field: 'per_year_min' | 'per_year_max' | 'hours_per_ects',
    label: string,
    description?: string,
  ) => (
    <NumberInput
      label={label}
      description={description}
      value={values[field]}
      onChange={(value) => change({ [field]: value })}
      min={0}
      max={100_000}
      decimalScale={1}
      decimalSeparator={decimalSeparator}
      allowNegative={false}
      error={message(field)}
    />
  );

  return (
    <>
      <Modal opened {...modalProps} title={t('norms.newNorm')} size="lg">
        <form onSubmit={(event) => void send(event)} noValidate>
          <Stack gap="md">
            {errors.effective_from === 'normTaken' && (
              <Alert color="red" variant="light" role="alert">
                {messageText(ANALYSIS_MESSAGES.normTaken, { terms })}
              </Alert>
            )}
            <MultiSelect
              label={t('norms.educationTypes', { education: terms.education })}
              placeholder={t('norms.typesPlaceholder')}
              data={EDUCATION_TYPES.map((type) => ({ value: type, label: format.type(type) }))}
              value={values.education_types}
              onChange={(types) => change({ education_types: types as TEducationType[] })}
              error={message('education_types')}
              searchable
              required
            />
            <Select
              label={t('norms.unit')}
              data={STUDY_LOAD_UNITS.map((unit) => ({ value: unit, label: format.unit(unit) }))}
              value={values.unit}
              onChange={(unit) => change({ unit: (unit ?? 'ects') as TStudyLoadUnit })}
              error={message('unit')}
              allowDeselect={false}
              required
            />
            <Group grow align="flex-start">
              {amountInput('per_year_min', t('norms.perYearMin'))}
              {amountInput('per_year_max', t('norms.perYearMax'))}
            </Group>
            {amountInput(
              'hours_per_ects',
              t('norms.hoursPerCredit', { credit: terms.credit }),
              t('norms.hoursPerCreditHint', { credits: terms.credits }),
            )}
            <Textarea
              label={t('norms.law')}
              description={t('norms.lawHint')}
              value={values.law}
              onChange={(event) => change({ law: event.currentTarget.value })}
              error={message('law')}
              rows={3}
              required
            />
            <TextInput
              type="date"
              label={t('norms.effectiveFrom')}
              description={t('norms.effectiveFromHint')}
              value={values.effective_from}
              onChange={(event) => change({ effective_from: event.currentTarget.value })}
              error={errors.effective_from === 'normTaken' ? true : message('effective_from')}
              required
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={requestClose}>
                {t('norms.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('norms.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
