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
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { TAcceptInvitationRequest, TInvitationCheck } from '@cp/contracts';
import { PublicCard } from '@/components/PublicCard';
import { ApiError } from '@/lib/api';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { accountTexts, nameRequiredWording, newPasswordWording } from '../account-form';
import { useAcceptInvitation } from '../api/accept-invitation';
import { invitationCheckQueryOptions, useInvitationCheck } from '../api/check-invitation';
import { fieldError, NewPasswordFields } from '../components/NewPasswordFields';

const AFTER_LOGIN = { to: '/locaties', state: { afterLogin: true } } as const;

type TClosed = Exclude<TInvitationCheck['status'], 'valid'>;
const CLOSED_TEXT = {
  expired: 'account.invitationExpired',
  used: 'account.invitationUsed',
  invalid: 'account.invitationInvalid',
} as const satisfies Record<TClosed, string>;

/** `/uitnodiging/:email/:token`: set name and password (or confirm an existing account) and join. */
export default function InvitationRoute() {
  const { t } = useTranslation();
  const { email = '', token = '' } = useParams();
  const check = useInvitationCheck(email, token);
  const title = t('account.invitationTitle');

  let body;
  if (check.isPending) {
    body = (
      <Stack align="center" gap="sm">
        <Loader size="sm" />
        <Text size="sm">{t('account.checking')}</Text>
      </Stack>
    );
  } else if (check.isError) {
    const throttled = check.error instanceof ApiError && check.error.status === 429;
    body = <Closed text={throttled ? t('errors.tooManyRequests') : t('account.failed')} />;
  } else if (check.data.status !== 'valid') {
    body = <Closed text={t(CLOSED_TEXT[check.data.status])} />;
  } else if (check.data.sso_only) {
    body = <SsoOnly check={check.data} />;
  } else {
    body = <AcceptForm email={email} token={token} check={check.data} />;
  }
  return (
    <PublicCard documentTitle={title}>
      <Stack gap="lg">
        <Title order={1} size="h3">
          {title}
        </Title>
        {body}
      </Stack>
    </PublicCard>
  );
}

function Closed({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" role="alert">
        {text}
      </Alert>
      <Anchor component={Link} to="/">
        {t('account.backToLogin')}
      </Anchor>
    </Stack>
  );
}

type TValidCheck = Extract<TInvitationCheck, { status: 'valid' }>;

/** The school allows only its own sign-in: no password here; signing in there accepts. */
function SsoOnly({ check }: { check: TValidCheck }) {
  const { t } = useTranslation();
  const to = `/?${new URLSearchParams({ school: check.location_domain }).toString()}`;
  return (
    <Stack gap="md">
      <Text>
        {t('account.invitationSsoIntro', { location: check.location_title, email: check.email })}
      </Text>
      <Button component={Link} to={to} fullWidth>
        {t('account.invitationSsoButton')}
      </Button>
    </Stack>
  );
}

/** The invitation's body: a new account's name and password, or an existing account's password. */
type TAcceptValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  password: string;
  password_confirmation: string;
};

function useAcceptForm(email: string, token: string, check: TValidCheck) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation(email, token);
  const existing = check.has_account;
  const form = useSchemaForm<TAcceptValues, TAcceptInvitationRequest>({
    initial: {
      first_name: '',
      middle_name: '',
      last_name: '',
      password: '',
      password_confirmation: '',
    },
    schema: (schemas) =>
      existing
        ? schemas.ZAcceptInvitationExistingAccountSchema
        : schemas.ZAcceptInvitationNewAccountSchema,
    toInput: (values) =>
      existing
        ? { password: values.password }
        : { ...values, middle_name: values.middle_name.trim() || null },
    check: (input) =>
      'first_name' in input
        ? accountTexts({ ...nameRequiredWording(input), ...newPasswordWording(input) }, t)
        : {},
    send: (input) => accept.mutateAsync(input),
    onSaved: () => {
      notifications.show({ message: t('account.welcome'), color: 'teal' });
      void navigate(AFTER_LOGIN.to, { state: AFTER_LOGIN.state });
    },
    onRefused: (error) => {
      // Used or withdrawn meanwhile: show the page's "no longer valid" state.
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries(invitationCheckQueryOptions(email, token));
      }
    },
  });
  return { form, accept };
}

function AcceptForm({ email, token, check }: { email: string; token: string; check: TValidCheck }) {
  const { t } = useTranslation();
  const { form, accept } = useAcceptForm(email, token, check);
  const field = (name: keyof TAcceptValues) => ({
    ...form.text(name),
    error: fieldError(form.messages(name)),
  });

  const failure = accept.error instanceof ApiError ? accept.error.status : null;
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <Stack gap="md">
        <Text>
          {check.has_account
            ? t('account.invitationExistingIntro', {
                location: check.location_title,
                email: check.email,
              })
            : t('account.invitationIntro', { location: check.location_title })}
        </Text>
        {failure === 429 && (
          <Alert color="yellow" variant="light" role="alert">
            {t('errors.tooManyRequests')}
          </Alert>
        )}
        {accept.isError && failure !== 429 && failure !== 422 && failure !== 404 && (
          <Alert color="red" variant="light" role="alert">
            {t('account.failed')}
          </Alert>
        )}
        <TextInput label={t('account.email')} value={check.email} readOnly />
        {check.has_account ? (
          <PasswordInput
            label={t('account.password')}
            autoComplete="current-password"
            {...field('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('account.togglePassword') }}
            required
          />
        ) : (
          <>
            <TextInput
              label={t('account.firstName')}
              autoComplete="given-name"
              {...field('first_name')}
              required
              autoFocus
            />
            <TextInput
              label={t('account.middleName')}
              autoComplete="additional-name"
              {...field('middle_name')}
            />
            <TextInput
              label={t('account.lastName')}
              autoComplete="family-name"
              {...field('last_name')}
              required
            />
            <NewPasswordFields form={form} />
          </>
        )}
        <Button type="submit" loading={accept.isPending} fullWidth mt="xs">
          {check.has_account ? t('account.acceptExisting') : t('account.accept')}
        </Button>
      </Stack>
    </form>
  );
}
