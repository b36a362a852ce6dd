import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PublicCard } from '@/components/PublicCard';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api';
import { accountTexts, newPasswordWording } from '../account-form';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from '../components/NewPasswordFields';

/** `/wachtwoord/:email/:token`: a new password; then on to the login page with a confirmation. */
export default function PasswordResetRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { email = '', token = '' } = useParams();
  const reset = useResetPassword();
  const form = useSchemaForm({
    initial: { password: '', password_confirmation: '' },
    schema: (schemas) => schemas.ZResetPasswordRequestSchema,
    // The address and the token are the link's.
    toInput: (values) => ({ email, token, ...values }),
    check: (input) => accountTexts(newPasswordWording(input), t),
    send: (input) => reset.mutateAsync(input),
    onSaved: () => void navigate('/', { state: { passwordReset: true } }),
  });
  const title = t('account.resetTitle');

  const failure = reset.error instanceof ApiError ? reset.error.status : null;
  // A link the schema or the server refuses: its address or token is wrong or used up.
  const linkInvalid = form.error('token') !== undefined || form.error('email') !== undefined;
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
        <form onSubmit={(event) => void form.submit(event)} noValidate>
          <Stack gap="md">
            <NewPasswordFields form={form} label={t('account.newPassword')} />
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
