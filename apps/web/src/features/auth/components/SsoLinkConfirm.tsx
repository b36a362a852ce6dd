import {
  Alert,
  Anchor,
  Button,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { WRONG_PASSWORD, type TSsoPendingLink } from '@cp/contracts';
import { PublicCard } from '@/components/PublicCard';
import { ApiError } from '@/lib/api';
import { fieldErrorsOf, fieldKeyOf } from '@/lib/server-messages';
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const title = t('sso.link.title');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(t('sso.link.passwordRequired'));
      return;
    }
    setError(null);
    confirm.mutate(
      { password },
      {
        onSuccess: () => {
          const target = afterSignIn(next);
          void navigate(target.to, { state: target.state, replace: true });
        },
        onError: (failure) => {
          if (fieldKeyOf(failure, 'password') === WRONG_PASSWORD) {
            setError(t('sso.link.wrongPassword'));
          } else {
            const found = fieldErrorsOf(failure).password;
            if (found) setError(found);
          }
        },
      },
    );
  };

  const status = confirm.error instanceof ApiError ? confirm.error.status : null;
  if (status === 404) return <SsoLinkExpired />;
  const provider = t(`sso.providerNames.${link.provider}`);
  return (
    <PublicCard documentTitle={title}>
      <form onSubmit={submit} noValidate>
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
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            visibilityToggleButtonProps={{ 'aria-label': t('sso.link.togglePassword') }}
            required
            autoFocus
          />
          <Button type="submit" loading={confirm.isPending} fullWidth mt="xs">
            {link.joins
              ? t('sso.link.submitJoin', { location: link.location_title })
              : t('sso.link.submit')}
          </Button>
          <Anchor component={Link} to="/" ta="center">
            {t('sso.link.notNow')}
          </Anchor>
        </Stack>
      </form>
    </PublicCard>
  );
}
