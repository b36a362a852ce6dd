import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedClose } from '@/components/use-unsaved-close';
import { sameValues } from '@/lib/same-values';
import {
  LOCATION_MESSAGES,
  LOCATION_TYPES,
  type TLocation,
  type TLocationDetails,
  type TLocationInput,
} from '@cp/contracts';
import { fieldErrorsOf, messageText } from '@/lib/server-messages';
import { useTerms } from '@/lib/use-terms';
import {
  toLocationInput,
  validateLocationForm,
  type TLocationFormErrors,
  type TLocationFormValues,
} from './location-form-rules';

interface TProps {
  opened: boolean;
  onClose: () => void;
  /** The location to edit; none to create one. */
  location?: TLocation;
  submit: (input: TLocationInput) => Promise<TLocationDetails>;
  pending: boolean;
  onSaved?: (location: TLocationDetails) => void;
}

const EMPTY: TLocationFormValues = { title: '', domain: '', type: null };

/** Title, domain (without www) and type (SPEC §5): creating and editing a location. */
export function LocationFormModal({ opened, onClose, location, submit, pending, onSaved }: TProps) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [values, setValues] = useState<TLocationFormValues>(location ?? EMPTY);
  const [errors, setErrors] = useState<TLocationFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState(false);

  const change = (patch: Partial<TLocationFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    const fields = Object.keys(patch);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f))),
    );
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f))),
    );
  };

  const close = () => {
    setValues(location ?? EMPTY);
    setErrors({});
    setServerErrors({});
    setInvalid(false);
    onClose();
  };
  // Always mounted (`opened`): the values it opened with are the location's (or empty).
  const dirty = opened && !sameValues(values, location ?? EMPTY);
  const { requestClose, modalProps, question } = useUnsavedClose({
    dirty,
    pending,
    onClose: close,
  });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLocationForm(values);
    setErrors(found);
    setServerErrors({});
    setInvalid(false);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await submit(toLocationInput(values));
      notifications.show({
        color: 'green',
        message: location ? t('locations.updated') : t('locations.created', { title: saved.title }),
      });
      onSaved?.(saved);
      close();
    } catch (error) {
      const fields = fieldErrorsOf(error, { terms });
      setServerErrors(fields);
      setInvalid(Object.keys(fields).length > 0);
      notifications.show({
        color: 'red',
        message: location ? t('locations.updateFailed') : t('locations.createFailed'),
      });
    }
  };

  const message = (field: keyof TLocationFormValues) => {
    const key = errors[field];
    return key ? messageText(LOCATION_MESSAGES[key], { terms }) : serverErrors[field];
  };

  return (
    <>
      <Modal
        opened={opened}
        {...modalProps}
        title={location ? t('location.editTitle') : t('locations.newLocation')}
      >
        <form onSubmit={(event) => void send(event)} noValidate>
          <Stack gap="md">
            {invalid && (
              <Alert color="red" variant="light" role="alert">
                {t('locations.invalidData')}
              </Alert>
            )}
            <TextInput
              label={t('locations.titleField')}
              value={values.title}
              onChange={(event) => change({ title: event.currentTarget.value })}
              error={message('title')}
              required
              data-autofocus
            />
            <TextInput
              label={t('locations.domain')}
              description={t('locations.domainHint')}
              value={values.domain}
              onChange={(event) => change({ domain: event.currentTarget.value })}
              error={message('domain')}
              required
              autoCapitalize="off"
              spellCheck={false}
            />
            <Select
              label={t('locations.type')}
              data={LOCATION_TYPES.map((type) => ({
                value: type,
                label: t(type === 'vo' ? 'locations.typeVo' : 'locations.typeOther'),
              }))}
              value={values.type}
              onChange={(type) => change({ type: type as TLocationFormValues['type'] })}
              error={message('type')}
              allowDeselect={false}
              required
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={requestClose}>
                {t('locations.cancel')}
              </Button>
              <Button type="submit" loading={pending}>
                {location ? t('locations.save') : t('locations.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {question}
    </>
  );
}
