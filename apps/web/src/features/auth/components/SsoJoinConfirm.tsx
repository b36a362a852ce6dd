import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SSO_MESSAGES, type TSsoPendingJoin } from '@cp/contracts';
import { PublicCard } from '@/components/PublicCard';
import { ApiError } from '@/lib/api';
import { dateLocale } from '@/lib/date-locale';
import { errorKeyOf } from '@/lib/server-messages';
import { useAcceptSsoJoin, useDeclineSsoJoin } from '../api/choose-sso-join';
import { useSsoJoin } from '../api/get-sso-join';
import { afterSignIn } from '../sso-next';
import { SsoErrorPage, SsoMessagePage } from './SsoErrorPage';

/**
 * `/surf?join=<token>`: a single sign-on that would make the person a member of a school through
 * its invitation. Joining a school is the person's own choice (decision 0020): the page names the
 * school and who invited, and nothing happens until "Join" (or "Not now").
 */
export function SsoJoinConfirm({ token, next }: { token: string; next: string | null }) {
  const { t } = useTranslation();
  const join = useSsoJoin(token);
  const title = t('sso.join.loadingTitle');

  if (join.isPending) {
    return (
      <PublicCard documentTitle={title}>
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('app.loading')}</Text>
        </Stack>
      </PublicCard>
    );
  }
  if (join.isError) return <JoinRefused error={join.error} />;
  return <JoinChoice token={token} next={next} join={join.data} />;
}

export function SsoJoinExpired() {
  const { t } = useTranslation();
  return <SsoMessagePage title={t('sso.join.expiredTitle')} text={t('sso.join.expired')} />;
}

/** Why the step cannot go on: expired (or another browser), invitation gone, account off. */
function JoinRefused({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : null;
  if (status === 404 && errorKeyOf(error) === 'notFound.invitationInvalid') {
    return (
      <SsoMessagePage
        title={t('sso.join.invitationGoneTitle')}
        text={t('sso.join.invitationGone')}
      />
    );
  }
  if (status === 404) return <SsoJoinExpired />;
  if (status === 403 && errorKeyOf(error) === SSO_MESSAGES.accountDisabled) {
    return <SsoErrorPage code="disabled" />;
  }
  const text = status === 429 ? t('errors.tooManyRequests') : t('sso.unexpected');
  return <SsoMessagePage title={t('sso.join.loadingTitle')} text={text} />;
}

function JoinChoice({
  token,
  next,
  join,
}: {
  token: string;
  next: string | null;
  join: TSsoPendingJoin;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptSsoJoin(token);
  const decline = useDeclineSsoJoin(token);
  const location = join.location_title;
  const title = t('sso.join.title', { location });
  const until = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long' }).format(
    new Date(join.invitation_expires_at),
  );

  if (accept.isError) return <JoinRefused error={accept.error} />;
  if (decline.isSuccess || decline.isError) {
    // Declined, or the step was gone already (expired, another tab): nothing was joined.
    return (
      <SsoMessagePage
        title={t('sso.join.declinedTitle')}
        text={t('sso.join.declined', { location, date: until })}
      />
    );
  }

  const busy = accept.isPending || decline.isPending;
  return (
    <PublicCard documentTitle={title}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text>
          {join.invited_by
            ? t('sso.join.invitedBy', { name: join.invited_by, location })
            : t('sso.join.invited', { location })}
        </Text>
        <Text>
          {t('sso.join.signedInAs', {
            provider: t(`sso.providerNames.${join.provider}`),
            email: join.email,
          })}
        </Text>
        <Alert color="blue" variant="light">
          {join.new_account
            ? t('sso.join.newAccount', { location })
            : t('sso.join.existingAccount', { location })}
        </Alert>
        <Group gap="sm">
          <Button
            loading={accept.isPending}
            disabled={busy && !accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () => {
                  const target = afterSignIn(next);
                  void navigate(target.to, { state: target.state, replace: true });
                },
              })
            }
          >
            {t('sso.join.join', { location })}
          </Button>
          <Button
            variant="default"
            loading={decline.isPending}
            disabled={busy && !decline.isPending}
            onClick={() => decline.mutate()}
          >
            {t('sso.join.notNow')}
          </Button>
        </Group>
      </Stack>
    </PublicCard>
  );
}
