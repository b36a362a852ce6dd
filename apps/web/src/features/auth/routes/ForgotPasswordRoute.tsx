import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicCard } from '@/components/PublicCard';
import { allFieldErrorsOf } from '@/lib/server-messages';
import { validateEmail } from '../account-form';
import { useForgotPassword } from '../api/forgot-password';
import { fieldError } from '../components/NewPasswordFields';

/** `/wachtwoord-vergeten`: asks for a reset link; the answer never tells whether the address exists. */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string[] | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const title = t('account.forgotTitle');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem ? [t(problem)] : undefined);
    if (problem) return;
    const address = email.trim();
    forgot.mutate(
      { email: address },
      {
        onSuccess: () => setSentTo(address),
        onError: (failure) => setError(allFieldErrorsOf(failure).email),
      },
    );
  };

  return (
    <PublicCard documentTitle={title}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('account.forgotIntro')}
          </Text>
        </div>
        {sentTo ? (
          <Alert color="teal" variant="light" role="status">
            {t('account.forgotSent', { email: sentTo })}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label={t('account.email')}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={fieldError(error)}
                required
                autoFocus
              />
              <Button type="submit" loading={forgot.isPending} fullWidth>
                {t('account.forgotSubmit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/" size="sm">
          {t('account.backToLogin')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
