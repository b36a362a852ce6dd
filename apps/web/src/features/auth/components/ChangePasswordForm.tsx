import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
import { useLeaveGuard } from '@/lib/leave-guard';
import { accountTexts, newPasswordWording } from '../account-form';
import { useChangePassword } from '../api/update-profile';
import { fieldError, NewPasswordFields } from './NewPasswordFields';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * A new password for the own account: the current one first. On success the user's other
 * sessions have ended (the server's rule); this one stays, and the form empties.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useSchemaForm({
    initial: EMPTY,
    schema: (schemas) => schemas.ZChangePasswordRequestSchema,
    check: (input) => accountTexts(newPasswordWording(input), t),
    send: (input) => change.mutateAsync(input),
    onSaved: () => {
      form.reset(EMPTY);
      notifications.show({ message: t('profile.passwordChanged'), color: 'teal' });
    },
  });
  useLeaveGuard(form.dirty);

  const status = change.error instanceof ApiError ? change.error.status : null;
  return (
    <form
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-label={t('profile.passwordForm')}
    >
      <Stack gap="sm" maw={420}>
        <Text size="sm" c="dimmed">
          {t('profile.passwordIntro')}
        </Text>
        {status === 429 && (
          <Alert color="yellow" variant="light" role="alert">
            {t('errors.tooManyRequests')}
          </Alert>
        )}
        {change.isError && status !== 422 && status !== 429 && (
          <Alert color="red" variant="light" role="alert">
            {t('profile.passwordChangeFailed')}
          </Alert>
        )}
        <PasswordInput
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          {...form.text('current_password')}
          error={fieldError(form.messages('current_password'))}
          visibilityToggleButtonProps={{ 'aria-label': t('account.togglePassword') }}
          required
        />
        <NewPasswordFields form={form} label={t('account.newPassword')} />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('profile.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
