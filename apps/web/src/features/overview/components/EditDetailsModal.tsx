import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { useChangedSinceOpened } from '@/lib/same-values';
import {
  EDUCATION_LIMITS,
  EDUCATION_TYPES,
  type TEducation,
  type TEducationEdit,
  type TEducationType,
} from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { useUpdateEducation } from '@/lib/education-changes';
import { useLocationDetails } from '@/lib/location-queries';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import { HANDLED_STATUSES, notifySuccess } from '../overview-toasts';

type TField = keyof TEducationEdit;

interface TProps {
  location: string;
  education: TEducation;
  onClose: () => void;
}

/** Name, type and flexibility of an education in design. Bad data is explained per field. */
export function EditDetailsModal({ location, education, onClose }: TProps) {
  const { t } = useTranslation();
  const update = useUpdateEducation(location, HANDLED_STATUSES);
  const settings = useLocationDetails(education.location_id);
  const [name, setName] = useState(education.name);
  const [type, setType] = useState<TEducationType>(education.type);
  const [flexible, setFlexible] = useState(education.is_flexible);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const dirty = useChangedSinceOpened({ name, type, flexible });
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending: update.isPending,
    onClose,
  });
  // Switching flexibility off is always possible; on only where the location allows it.
  const flexibleAllowed = education.is_flexible || settings.data?.allowFlexible === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const local: Partial<Record<TField, string>> = {};
    if (trimmed === '') local.name = messageText('educations.nameRequired');
    else if (trimmed.length > EDUCATION_LIMITS.nameMaxLength) {
      local.name = messageText('educations.nameTooLong');
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await update.mutateAsync({
        id: education.id,
        input: { name: trimmed, type, is_flexible: flexible },
      });
      notifySuccess(t('overview.details.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(fieldErrorsOf(error));
      notifyRefusal(error, refusalReason(error) ?? t('overview.details.saveFailed'), {
        handles: HANDLED_STATUSES,
      });
    }
  };

  return (
    <>
      <Modal opened {...modalProps} title={t('overview.details.edit')} centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {Object.keys(errors).length > 0 && (
              <Alert color="red" variant="light" role="alert">
                {t('educations.invalidData')}
              </Alert>
            )}
            <TextInput
              label={t('overview.details.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name}
              required
              data-autofocus
            />
            <Select
              label={t('overview.details.type')}
              data={EDUCATION_TYPES.map((value) => ({
                value,
                label: t(`educations.types.${value}`),
              }))}
              value={type}
              onChange={(value) => value && setType(value as TEducationType)}
              allowDeselect={false}
              searchable
              error={errors.type}
            />
            <Switch
              label={t('educations.flexible')}
              description={flexibleAllowed ? undefined : t('overview.details.flexibleNotAllowed')}
              checked={flexible}
              disabled={!flexibleAllowed}
              onChange={(event) => setFlexible(event.currentTarget.checked)}
              error={errors.is_flexible}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose}>
                {t('overview.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('overview.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
