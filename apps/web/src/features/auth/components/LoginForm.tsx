import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { useLogin } from '../api/login';

/** Catches typos early; the server checks the address properly. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface TFieldErrors {
  email?: 'login.emailRequired' | 'login.emailInvalid';
  password?: 'login.passwordRequired';
}

export function validateLogin(email: string, password: string): TFieldErrors {
  const errors: TFieldErrors = {};
  if (email.trim() === '') errors.email = 'login.emailRequired';
  else if (!EMAIL_SHAPE.test(email.trim())) errors.email = 'login.emailInvalid';
  if (password === '') errors.password = 'login.passwordRequired';
  return errors;
}

/** E-mail + password; wrong credentials and the rate limit are explained right here. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    login.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  };

  const failure = login.error instanceof ApiError ? login.error.status : null;
  // 403 `sso_required`: the location allows only single sign-on (its buttons are below).
  const ssoRequired = login.error instanceof ApiError && login.error.code === 'sso_required';
  return (
    <form onSubmit={submit} noValidate>
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
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email ? t(errors.email) : undefined}
          required
          autoFocus
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password ? t(errors.password) : undefined}
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
