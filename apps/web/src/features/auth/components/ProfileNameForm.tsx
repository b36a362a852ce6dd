import { Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@cp/contracts';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { useLeaveGuard } from '@/lib/leave-guard';
import { allFieldErrorsOf } from '@/lib/server-messages';
import { accountTexts } from '../account-form';
import { useUpdateProfile } from '../api/update-profile';
import { nameChanged, nameValuesOf, nameWording, type TNameValues } from '../profile-form';
import { fieldError } from './NewPasswordFields';

/**
 * The user's own name (first name, tussenvoegsel, last name). Unsaved changes ask before the user
 * leaves the page (lib/leave-guard.ts); spaces around a part are no change.
 */
export function ProfileNameForm({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useSchemaForm({
    initial: () => nameValuesOf(user),
    schema: (schemas) => schemas.ZUpdateProfileRequestSchema,
    toInput: (values) => ({
      first_name: values.first_name.trim(),
      middle_name: values.middle_name.trim() || null,
      last_name: values.last_name.trim(),
    }),
    check: (input) => accountTexts(nameWording(input), t),
    send: (input) => update.mutateAsync(input),
    onSaved: (saved) => {
      form.reset(nameValuesOf(saved));
      notifications.show({ message: t('profile.nameSaved'), color: 'teal' });
    },
    onRefused: (error) => {
      const invalid = Object.keys(allFieldErrorsOf(error)).length > 0;
      notifications.show({
        message: t(invalid ? 'profile.nameInvalid' : 'profile.nameSaveFailed'),
        color: 'red',
      });
    },
  });
  const dirty = nameChanged(user, form.values);
  useLeaveGuard(dirty);

  const field = (name: keyof TNameValues) => ({
    ...form.text(name),
    error: fieldError(form.messages(name)),
  });
  return (
    <form
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-label={t('profile.nameForm')}
    >
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t('account.firstName')}
            autoComplete="given-name"
            {...field('first_name')}
            required
            miw={160}
          />
          <TextInput
            label={t('account.middleName')}
            autoComplete="additional-name"
            {...field('middle_name')}
            miw={120}
          />
          <TextInput
            label={t('account.lastName')}
            autoComplete="family-name"
            {...field('last_name')}
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
              onClick={() => form.reset(nameValuesOf(user))}
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
