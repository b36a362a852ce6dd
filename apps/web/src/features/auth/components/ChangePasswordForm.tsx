import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useLeaveGuard } from '@/lib/leave-guard';
import { useChangePassword } from '../api/update-profile';
import { allFieldErrorsOf } from '@/lib/server-messages';
import { shownErrors } from '../account-form';
import { validatePasswordChange } from '../profile-form';
import { fieldError, NewPasswordFields } from './NewPasswordFields';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * A new password for the own account: the current one first. On success the user's other
 * sessions have ended (the server's rule); this one stays, and the form empties.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string[]>>>({});
  const typed = Object.values(values).some((value) => value !== '');
  useLeaveGuard(typed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(shownErrors(found, t));
    if (Object.keys(found).length > 0) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        notifications.show({ message: t('profile.passwordChanged'), color: 'teal' });
      },
      onError: (error) => setErrors(allFieldErrorsOf(error)),
    });
  };

  const status = change.error instanceof ApiError ? change.error.status : null;
  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.passwordForm')}>
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
          value={values.current_password}
          onChange={(event) =>
            setValues({ ...values, current_password: event.currentTarget.value })
          }
          error={fieldError(errors.current_password)}
          visibilityToggleButtonProps={{ 'aria-label': t('account.togglePassword') }}
          required
        />
        <NewPasswordFields
          password={values.password}
          confirmation={values.password_confirmation}
          onPassword={(password) => setValues({ ...values, password })}
          onConfirmation={(confirmation) =>
            setValues({ ...values, password_confirmation: confirmation })
          }
          errors={errors}
          label={t('account.newPassword')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('profile.changePassword')}
        </Button>
      </Stack>
    </form>
  );
}
