import { Alert, Anchor, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TSsoPendingLink } from '@cp/contracts';
import { PageForm } from '@/components/form/PageForm';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PublicCard } from '@/components/PublicCard';
import { ApiError } from '@/lib/api';
import { useConfirmSsoLink } from '../api/confirm-sso-link';
import { useSsoLink } from '../api/get-sso-link';
import { afterSignIn } from '../sso-next';
import { SsoMessagePage } from './SsoErrorPage';

/**
 * `/surf?link=<token>`: the school account belongs to an existing account, which must agree once
 * with its password before single sign-on may sign in as it.
 */
export function SsoLinkConfirm({ token, next }: { token: string; next: string | null }) {
  const { t } = useTranslation();
  const link = useSsoLink(token);
  const title = t('sso.link.title');

  if (link.isPending) {
    return (
      <PublicCard documentTitle={title}>
        <Stack align="center" gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t('app.loading')}</Text>
        </Stack>
      </PublicCard>
    );
  }
  if (link.isError) {
    const status = link.error instanceof ApiError ? link.error.status : null;
    if (status === 404) return <SsoLinkExpired />;
    const text = status === 429 ? t('errors.tooManyRequests') : t('sso.unexpected');
    return <SsoMessagePage title={title} text={text} />;
  }
  return <LinkForm token={token} next={next} link={link.data} />;
}

export function SsoLinkExpired() {
  const { t } = useTranslation();
  return <SsoMessagePage title={t('sso.link.expiredTitle')} text={t('sso.link.expired')} />;
}

function LinkForm({
  token,
  next,
  link,
}: {
  token: string;
  next: string | null;
  link: TSsoPendingLink;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmSsoLink(token);
  // A wrong password is the server's 422 at the field; the rest is said above it.
  const form = useSchemaForm({
    initial: { password: '' },
    schema: (schemas) => schemas.ZSsoConfirmLinkRequestSchema,
    send: (input) => confirm.mutateAsync(input),
    onSaved: () => {
      const target = afterSignIn(next);
      void navigate(target.to, { state: target.state, replace: true });
    },
  });
  const title = t('sso.link.title');

  const status = confirm.error instanceof ApiError ? confirm.error.status : null;
  if (status === 404) return <SsoLinkExpired />;
  const provider = t(`sso.providerNames.${link.provider}`);
  return (
    <PublicCard documentTitle={title}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text>
          {t('sso.link.intro', { provider, email: link.email, location: link.location_title })}
        </Text>
        {link.joins && (
          // Confirming also accepts the school's invitation: said before the password is typed.
          <Alert color="blue" variant="light">
            {link.joins.invited_by
              ? t('sso.link.joinsBy', {
                  location: link.location_title,
                  name: link.joins.invited_by,
                })
              : t('sso.link.joins', { location: link.location_title })}
          </Alert>
        )}
        <PageForm
          form={form}
          submitLabel={
            link.joins
              ? t('sso.link.submitJoin', { location: link.location_title })
              : t('sso.link.submit')
          }
          submitProps={{ fullWidth: true }}
        >
          {status === 429 && (
            <Alert color="yellow" variant="light" role="alert">
              {t('errors.tooManyRequests')}
            </Alert>
          )}
          {confirm.isError && status !== 429 && status !== 422 && (
            <Alert color="red" variant="light" role="alert">
              {t('sso.link.failed')}
            </Alert>
          )}
          <TextInput
            label={t('sso.link.email')}
            value={link.email}
            autoComplete="username"
            readOnly
          />
          <PasswordInput
            label={t('sso.link.password')}
            autoComplete="current-password"
            {...form.text('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('sso.link.togglePassword') }}
            required
            autoFocus
          />
        </PageForm>
        <Anchor component={Link} to="/" ta="center">
          {t('sso.link.notNow')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
