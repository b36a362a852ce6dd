import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PublicCard } from '@/components/PublicCard';
import { ApiError } from '@/lib/api';
import { allFieldErrorsOf } from '@/lib/server-messages';
import { hasErrors, shownErrors, validateNewPassword, type TShownErrors } from '../account-form';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from '../components/NewPasswordFields';

/** `/wachtwoord/:email/:token`: a new password; then on to the login page with a confirmation. */
export default function PasswordResetRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { email = '', token = '' } = useParams();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<TShownErrors>({});
  const title = t('account.resetTitle');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation);
    setErrors(shownErrors(found, t));
    if (hasErrors(found)) return;
    reset.mutate(
      { email, token, password, password_confirmation: confirmation },
      {
        onSuccess: () => void navigate('/', { state: { passwordReset: true } }),
        onError: (error) => setErrors(allFieldErrorsOf(error)),
      },
    );
  };

  const failure = reset.error instanceof ApiError ? reset.error.status : null;
  const linkInvalid = errors.token !== undefined || errors.email !== undefined;
  return (
    <PublicCard documentTitle={title}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('account.resetIntro', { email })}
          </Text>
        </div>
        {linkInvalid && (
          <Alert color="yellow" variant="light" role="alert">
            <Stack gap="xs">
              <span>{t('account.resetInvalid')}</span>
              <Anchor component={Link} to="/wachtwoord-vergeten">
                {t('account.requestNewLink')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {failure === 429 && (
          <Alert color="yellow" variant="light" role="alert">
            {t('errors.tooManyRequests')}
          </Alert>
        )}
        {reset.isError && failure !== 422 && failure !== 429 && (
          <Alert color="red" variant="light" role="alert">
            {t('account.failed')}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <NewPasswordFields
              password={password}
              confirmation={confirmation}
              onPassword={setPassword}
              onConfirmation={setConfirmation}
              errors={errors}
              label={t('account.newPassword')}
            />
            <Button type="submit" loading={reset.isPending} fullWidth mt="xs">
              {t('account.resetSubmit')}
            </Button>
          </Stack>
        </form>
        <Anchor component={Link} to="/" size="sm">
          {t('account.backToLogin')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
