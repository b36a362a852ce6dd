import { Alert, Anchor, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isSsoProvider, normaliseDomain } from '@cp/contracts';
import { PublicCard } from '@/components/PublicCard';
import { sessionQueryOptions } from '@/lib/current-user';
import type { TSignedOutState } from '../api/logout';
import { useSsoProviders } from '../api/sso-providers';
import { LoginForm } from '../components/LoginForm';
import { SsoButtons } from '../components/SsoButtons';
import { afterSignIn, DEFAULT_NEXT, safeNext } from '../sso-next';

export default function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // A school's own login link is `/?school=<domain>`: its buttons, and maybe no password form.
  const school = normaliseDomain(search.get('school') ?? '') || null;
  // Back from `/surf` ("which school?"): open the domain field for that provider.
  const asked = search.get('sso_domain');
  const askDomainFor = isSsoProvider(asked) ? asked : null;
  // Sent here from a page of the app while signed out: back there after signing in.
  const next = safeNext(search.get('next'));
  const after = afterSignIn(next);
  // Set by the password reset page after a successful reset, and by signing out (api/logout.ts).
  const routeState = useLocation().state as ({ passwordReset?: boolean } & TSignedOutState) | null;
  const passwordReset = routeState?.passwordReset;
  // The provider's own sign-out page (Entra ID), only ever a https address.
  const providerLogoutUrl = routeState?.providerLogoutUrl?.startsWith('https://')
    ? routeState.providerLogoutUrl
    : null;
  // Someone who is still signed in (another tab, a bookmark of /) does not need the form.
  // Asked afresh on each visit; "nobody" is a 200 with null, so the console stays clean.
  const session = useQuery(sessionQueryOptions());
  const sso = useSsoProviders(school);
  if (session.data) return <Navigate to={after.to} state={after.state} replace />;

  const providers = sso.data?.providers ?? [];
  // Without an answer (yet) the password form is shown, except on a school's own link, where it
  // may be switched off: that waits for the answer rather than flash a form that goes away.
  const passwordLogin = sso.data ? sso.data.password_login : !(school && sso.isPending);
  return (
    <PublicCard documentTitle={t('login.title')}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h3">
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {passwordLogin ? t('login.intro') : t('sso.schoolIntro')}
          </Text>
        </div>
        {passwordReset && (
          <Alert color="teal" variant="light" role="status">
            {t('account.resetDone')}
          </Alert>
        )}
        {providerLogoutUrl && (
          <Alert color="blue" variant="light" role="status">
            <Stack gap="xs">
              <Text size="sm">{t('sso.providerStillSignedIn')}</Text>
              <Anchor href={providerLogoutUrl} size="sm">
                {t('sso.providerLogout')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {school && sso.isPending && <Loader size="sm" mx="auto" aria-label={t('app.loading')} />}
        {passwordLogin && (
          <>
            <LoginForm onSignedIn={() => void navigate(after.to, { state: after.state })} />
            <Anchor component={Link} to="/wachtwoord-vergeten" size="sm">
              {t('account.forgotLink')}
            </Anchor>
          </>
        )}
        {sso.data && !passwordLogin && (
          <Alert color="blue" variant="light">
            {t('sso.schoolOnly')}
          </Alert>
        )}
        {providers.length > 0 && (
          <Stack gap="sm" component="section" aria-label={t('sso.buttons')}>
            {passwordLogin && <Divider label={t('sso.or')} labelPosition="center" />}
            <SsoButtons
              providers={providers}
              school={school}
              next={next ?? DEFAULT_NEXT}
              askDomainFor={askDomainFor}
            />
          </Stack>
        )}
      </Stack>
    </PublicCard>
  );
}
