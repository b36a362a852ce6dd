import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import {
  LICENSE_LEVELS,
  LICENSE_MESSAGES,
  LICENSE_TYPES,
  type TLicense,
  type TLicenseInput,
} from '@cp/contracts';
import { fieldErrorsOf, fieldKeyOf, messageText } from '@/lib/server-messages';
import {
  toLicenseInput,
  validateLicenseForm,
  type TLicenseFormErrors,
  type TLicenseFormValues,
} from './license-form-rules';
import { useLicenseLabels } from './use-license-labels';

interface TProps {
  onClose: () => void;
  /** The license to edit; none to create one. */
  license?: TLicense;
  /** The location's other licenses, to show an overlap before sending. */
  others: TLicense[];
  submit: (input: TLicenseInput) => Promise<TLicense>;
  pending: boolean;
}

const EMPTY: TLicenseFormValues = {
  level: 'institute',
  type: 'paid',
  startDate: '',
  endDate: '',
  maxEducations: '',
};

function valuesOf(license: TLicense | undefined): TLicenseFormValues {
  if (!license) return EMPTY;
  return { ...license, endDate: license.endDate ?? '' };
}

/** Level, type, start, optional end and maximum number of educations (platform admin). */
export function LicenseFormModal({ onClose, license, others, submit, pending }: TProps) {
  const { t } = useTranslation();
  const labels = useLicenseLabels();
  const [values, setValues] = useState<TLicenseFormValues>(valuesOf(license));
  const [errors, setErrors] = useState<TLicenseFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [serverOverlap, setServerOverlap] = useState(false);
  const dirty = useChangedSinceOpened(values);
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: pending,
    onClose,
  });

  const change = (patch: Partial<TLicenseFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
    setServerErrors({});
    setServerOverlap(false);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLicenseForm(values, others);
    setErrors(found);
    setServerErrors({});
    setServerOverlap(false);
    if (Object.keys(found).length > 0) return;
    try {
      await submit(toLicenseInput(values));
      notifications.show({
        color: 'green',
        message: license ? t('licenses.updated') : t('licenses.created'),
      });
      onClose();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      setServerOverlap(fieldKeyOf(error, 'startDate') === LICENSE_MESSAGES.overlap);
      notifications.show({
        color: 'red',
        message: license ? t('licenses.updateFailed') : t('licenses.createFailed'),
      });
    }
  };

  const message = (field: keyof TLicenseFormValues) => {
    const key = errors[field];
    return key ? messageText(LICENSE_MESSAGES[key]) : serverErrors[field];
  };
  const overlap = errors.startDate === 'overlap' || serverOverlap;
  const invalid = Object.keys(serverErrors).length > 0 && !overlap;

  return (
    <>
      <Modal
        opened
        {...modalProps}
        title={license ? t('licenses.editLicense') : t('licenses.newLicense')}
      >
        <form onSubmit={(event) => void send(event)} noValidate>
          <Stack gap="md">
            {overlap && (
              <Alert color="red" variant="light" role="alert">
                {messageText(LICENSE_MESSAGES.overlap)}
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
                value={values.level}
                onChange={(level) => change({ level: level as TLicenseFormValues['level'] })}
                error={message('level')}
                allowDeselect={false}
                required
              />
              <Select
                label={t('licenses.type')}
                data={LICENSE_TYPES.map((type) => ({ value: type, label: labels.type(type) }))}
                value={values.type}
                onChange={(type) => change({ type: type as TLicenseFormValues['type'] })}
                error={message('type')}
                allowDeselect={false}
                required
              />
            </Group>
            <Group grow align="flex-start">
              <TextInput
                type="date"
                label={t('licenses.startDate')}
                value={values.startDate}
                onChange={(event) => change({ startDate: event.currentTarget.value })}
                error={overlap ? true : message('startDate')}
                required
              />
              <TextInput
                type="date"
                label={t('licenses.endDate')}
                description={t('licenses.endDateHint')}
                value={values.endDate}
                min={values.startDate || undefined}
                onChange={(event) => change({ endDate: event.currentTarget.value })}
                error={message('endDate')}
              />
            </Group>
            <NumberInput
              label={labels.maxEducations}
              value={values.maxEducations}
              onChange={(maxEducations) => change({ maxEducations })}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              error={message('maxEducations')}
              required
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={requestClose}>
                {t('licenses.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('licenses.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
