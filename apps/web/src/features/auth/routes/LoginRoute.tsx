import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PublicCard } from '@/components/PublicCard';
import { sessionQueryOptions } from '@/lib/current-user';
import { LoginForm } from '../components/LoginForm';

/** Where a signed-in user goes from the login page; the locations screen picks the location. */
const AFTER_LOGIN = { to: '/locaties', state: { afterLogin: true } } as const;

export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Set by the password reset page after a successful reset.
  const passwordReset = (useLocation().state as { passwordReset?: boolean } | null)?.passwordReset;
  // Someone who is still signed in (another tab, a bookmark of /) does not need the form.
  // Asked afresh on each visit; "nobody" is a 200 with null, so the console stays clean.
  const session = useQuery(sessionQueryOptions());
  if (session.data) return <Navigate to={AFTER_LOGIN.to} state={AFTER_LOGIN.state} replace />;
  return (
    <PublicCard documentTitle={t('login.title')}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('login.intro')}
          </Text>
        </div>
        {passwordReset && (
          <Alert color="teal" variant="light" role="status">
            {t('account.resetDone')}
          </Alert>
        )}
        <LoginForm onSignedIn={() => void navigate(AFTER_LOGIN.to, { state: AFTER_LOGIN.state })} />
        <Anchor component={Link} to="/wachtwoord-vergeten" size="sm">
          {t('account.forgotLink')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
