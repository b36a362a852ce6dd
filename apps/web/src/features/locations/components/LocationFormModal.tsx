import { Alert, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOCATION_TYPES,
  type TLocation,
  type TLocationDetails,
  type TLocationInput,
  type TLocationType,
} from '@cp/contracts';
import { FormModal } from '@/components/form/FormModal';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { fieldErrorsOf } from '@/lib/server-messages';

interface TProps {
  onClose: () => void;
  /** The location to edit; none to create one. */
  location?: TLocation;
  submit: (input: TLocationInput) => Promise<TLocationDetails>;
}

/**
 * Title, domain (without www) and type: creating and editing a location (docs/organisation.md
 * "Locations and licenses"). The rules are the contract's; when the server refuses the data the form says so
 * at its top until the next try.
 */
export function LocationFormModal({ onClose, location, submit }: TProps) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  const form = useSchemaForm({
    initial: {
      title: location?.title ?? '',
      domain: location?.domain ?? '',
      type: (location?.type ?? null) as TLocationType | null,
    },
    schema: (schemas) => schemas.ZLocationInputSchema,
    toInput: (values) => ({
      title: values.title.trim(),
      domain: values.domain.trim().toLowerCase(),
      type: values.type,
    }),
    // The schema passed: the type is chosen.
    send: (input) => submit(input as TLocationInput),
    onSaved: (saved) => {
      notifications.show({
        color: 'green',
        message: location ? t('locations.updated') : t('locations.created', { title: saved.title }),
      });
      onClose();
    },
    onRefused: (error) => {
      setRefused(Object.keys(fieldErrorsOf(error)).length > 0);
      notifications.show({
        color: 'red',
        message: location ? t('locations.updateFailed') : t('locations.createFailed'),
      });
    },
  });
  // A new try starts without the last refusal's notice: the server has not answered it yet.
  const frame = {
    ...form,
    submit: (event?: FormEvent) => {
      setRefused(false);
      return form.submit(event);
    },
  };

  return (
    <FormModal
      form={frame}
      title={location ? t('location.editTitle') : t('locations.newLocation')}
      submitLabel={location ? t('locations.save') : t('locations.create')}
      onClose={onClose}
      size="md"
    >
      {refused && (
        <Alert color="red" variant="light" role="alert">
          {t('locations.invalidData')}
        </Alert>
      )}
      <TextInput
        label={t('locations.titleField')}
        {...form.text('title')}
        required
        data-autofocus
      />
      <TextInput
        label={t('locations.domain')}
        description={t('locations.domainHint')}
        {...form.text('domain')}
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
        {...form.input('type')}
        onChange={(type) => form.set('type', type as TLocationType | null)}
        allowDeselect={false}
        required
      />
    </FormModal>
  );
}
