import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@cp/contracts';
import { useLeaveGuard } from '@/lib/leave-guard';
import { allFieldErrorsOf } from '@/lib/server-messages';
import { shownErrors } from '../account-form';
import { useUpdateProfile } from '../api/update-profile';
import { nameChanged, nameValuesOf, validateName, type TNameValues } from '../profile-form';
import { fieldError } from './NewPasswordFields';

/**
 * The user's own name (first name, tussenvoegsel, last name). Unsaved changes ask before the user
 * leaves the page (lib/leave-guard.ts).
 */
export function ProfileNameForm({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [values, setValues] = useState<TNameValues>(() => nameValuesOf(user));
  const [errors, setErrors] = useState<Partial<Record<string, string[]>>>({});
  const dirty = nameChanged(user, values);
  useLeaveGuard(dirty);

  const set = (field: keyof TNameValues) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [field]: event.currentTarget.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateName(values);
    setErrors(shownErrors(found, t));
    if (Object.keys(found).length > 0) return;
    update.mutate(
      {
        first_name: values.first_name.trim(),
        middle_name: values.middle_name.trim() || null,
        last_name: values.last_name.trim(),
      },
      {
        onSuccess: (saved) => {
          setValues(nameValuesOf(saved));
          notifications.show({ message: t('profile.nameSaved'), color: 'teal' });
        },
        onError: (error) => {
          const fields = allFieldErrorsOf(error);
          setErrors(fields);
          const invalid = Object.keys(fields).length > 0;
          notifications.show({
            message: t(invalid ? 'profile.nameInvalid' : 'profile.nameSaveFailed'),
            color: 'red',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.nameForm')}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('account.firstName')}
            autoComplete="given-name"
            value={values.first_name}
            onChange={set('first_name')}
            error={fieldError(errors.first_name)}
            required
            miw={160}
          />
          <TextInput
            label={t('account.middleName')}
            autoComplete="additional-name"
            value={values.middle_name}
            onChange={set('middle_name')}
            error={fieldError(errors.middle_name)}
            miw={120}
          />
          <TextInput
            label={t('account.lastName')}
            autoComplete="family-name"
            value={values.last_name}
            onChange={set('last_name')}
            error={fieldError(errors.last_name)}
            required
            miw={160}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            {t('profile.saveName')}
          </Button>
          {dirty && (
            <Button
              variant="subtle"
              onClick={() => {
                setValues(nameValuesOf(user));
                setErrors({});
              }}
              disabled={update.isPending}
            >
              {t('profile.undo')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
