import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
import { accountTexts, emailRequiredWording } from '../account-form';
import { useLogin } from '../api/login';

/** E-mail + password; wrong credentials and the rate limit are explained right here. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useSchemaForm({
    initial: { email: '', password: '' },
    schema: (schemas) => schemas.ZLoginRequestSchema,
    toInput: (values) => ({ email: values.email.trim(), password: values.password }),
    check: (input) => accountTexts(emailRequiredWording(input), t),
    send: (input) => login.mutateAsync(input),
    onSaved: onSignedIn,
  });

  const failure = login.error instanceof ApiError ? login.error.status : null;
  // 403 `sso_required`: the location allows only single sign-on (its buttons are below).
  const ssoRequired = login.error instanceof ApiError && login.error.code === 'sso_required';
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <Stack gap="md">
        {failure === 401 && (
          <Alert color="red" variant="light" role="alert">
            {t('login.invalidCredentials')}
          </Alert>
        )}
        {ssoRequired && (
          <Alert color="blue" variant="light" role="alert">
            {t('sso.passwordLoginOff')}
          </Alert>
        )}
        {failure === 403 && !ssoRequired && (
          <Alert color="red" variant="light" role="alert">
            {t('sso.unexpected')}
          </Alert>
        )}
        {failure === 429 && (
          <Alert color="yellow" variant="light" role="alert">
            {t('errors.tooManyRequests')}
          </Alert>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          {...form.text('email')}
          required
          autoFocus
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          {...form.text('password')}
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          required
        />
        <Button type="submit" loading={login.isPending} fullWidth mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
