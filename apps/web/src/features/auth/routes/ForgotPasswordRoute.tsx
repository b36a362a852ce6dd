import { Alert, Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PublicCard } from '@/components/PublicCard';
import { ApiError } from '@/lib/api';
import { accountTexts, emailRequiredWording } from '../account-form';
import { useForgotPassword } from '../api/forgot-password';

/**
 * `/wachtwoord-vergeten`: asks for a reset link; the answer never tells whether the address
 * exists. A refusal other than the address's own (too many requests, no answer) is said above
 * the field until the next try.
 */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The status of the server's refusal; 0 for a failure without one (no answer).
  const [refused, setRefused] = useState<number | null>(null);
  const form = useSchemaForm({
    initial: { email: '' },
    schema: (schemas) => schemas.ZForgotPasswordRequestSchema,
    toInput: (values) => ({ email: values.email.trim() }),
    check: (input) => accountTexts(emailRequiredWording(input), t),
    send: (input) => {
      setRefused(null);
      return forgot.mutateAsync(input);
    },
    onSaved: (_, input) => setSentTo(input.email),
    onRefused: (error) => setRefused(error instanceof ApiError ? error.status : 0),
  });
  const title = t('account.forgotTitle');

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
          <PageForm
            form={form}
            submitLabel={t('account.forgotSubmit')}
            submitProps={{ fullWidth: true }}
          >
            {refused === 429 && (
              <Alert color="yellow" variant="light" role="alert">
                {t('errors.tooManyRequests')}
              </Alert>
            )}
            {refused !== null && refused !== 422 && refused !== 429 && (
              <Alert color="red" variant="light" role="alert">
                {t('account.forgotFailed')}
              </Alert>
            )}
            <TextInput
              label={t('account.email')}
              type="email"
              autoComplete="username"
              {...form.text('email')}
              required
              autoFocus
            />
          </PageForm>
        )}
        <Anchor component={Link} to="/" size="sm">
          {t('account.backToLogin')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
