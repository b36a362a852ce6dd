import { Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import {
  SSO_ERROR_CODES,
  ZSsoLinkTokenSchema,
  ZSsoProviderSchema,
  type TSsoErrorCode,
} from '@cp/contracts';
import { PublicCard } from '@/components/PublicCard';
import { meQueryKey, sessionQueryOptions } from '@/lib/current-user';
import { SsoErrorPage, SsoMessagePage } from '../components/SsoErrorPage';
import { SsoJoinConfirm, SsoJoinExpired } from '../components/SsoJoinConfirm';
import { SsoLinkConfirm, SsoLinkExpired } from '../components/SsoLinkConfirm';
import { afterSignIn, safeNext } from '../sso-next';

const isErrorCode = (value: string | null): value is TSsoErrorCode =>
  (SSO_ERROR_CODES as readonly (string | null)[]).includes(value);

/**
 * `/surf`: where the server sends the browser back after a single sign-on, with one of
 * `?next=` (signed in), `?link=` (confirm an existing account once), `?join=` (choose whether to
 * join the school that invites) or `?error=`. Anything else is an attempt that cannot be
 * continued: the "expired, try again" page.
 */
export default function SurfRoute() {
  const [search] = useSearchParams();
  const error = search.get('error');
  const link = search.get('link');
  const join = search.get('join');
  const next = safeNext(search.get('next'));

  if (error !== null) {
    const provider = ZSsoProviderSchema.safeParse(search.get('provider')).data ?? null;
    return <SsoErrorPage code={isErrorCode(error) ? error : 'state'} provider={provider} />;
  }
  if (link !== null) {
    if (!ZSsoLinkTokenSchema.safeParse(link).success) return <SsoLinkExpired />;
    return <SsoLinkConfirm token={link} next={next} />;
  }
  if (join !== null) {
    // A join token has the shape of a link token.
    if (!ZSsoLinkTokenSchema.safeParse(join).success) return <SsoJoinExpired />;
    return <SsoJoinConfirm token={join} next={next} />;
  }
  if (next !== null) return <SignedIn next={next} />;
  return <SsoErrorPage code="state" />;
}

/** Signed in by the server (the session cookie is set): check, then go on as after a login. */
function SignedIn({ next }: { next: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions());
  const user = session.data;

  useEffect(() => {
    // The shell reads the user from `auth/me`'s cache: fill it, as a password login does.
    if (user) queryClient.setQueryData(meQueryKey, user);
  }, [user, queryClient]);

  if (user) {
    const target = afterSignIn(next);
    return <Navigate to={target.to} state={target.state} replace />;
  }
  // No session after all (cookie refused, expired meanwhile): the attempt did not hold.
  if (session.data === null) return <SsoErrorPage code="state" />;
  if (session.isError) {
    return <SsoMessagePage title={t('login.title')} text={t('sso.unexpected')} />;
  }
  return (
    <PublicCard documentTitle={t('sso.checking')}>
      <Stack align="center" gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('sso.checking')}</Text>
      </Stack>
    </PublicCard>
  );
}
