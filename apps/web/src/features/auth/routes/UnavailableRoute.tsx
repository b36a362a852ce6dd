import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PublicCard } from '@/components/PublicCard';

type TUnavailableKey =
  | 'unavailable.invitation'
  | 'unavailable.passwordReset'
  | 'unavailable.register'
  | 'unavailable.surf';

function titleKeyFor(pathname: string): TUnavailableKey {
  if (pathname.startsWith('/uitnodiging/')) return 'unavailable.invitation';
  if (pathname.startsWith('/wachtwoord/')) return 'unavailable.passwordReset';
  if (pathname.startsWith('/surf')) return 'unavailable.surf';
  return 'unavailable.register';
}

/**
 * Invitation, password reset, registration and SSO return arrive in later issues. Until then
 * these addresses say so plainly instead of showing a form that cannot work.
 */
export default function UnavailableRoute() {
  const { t } = useTranslation();
  const title = t(titleKeyFor(useLocation().pathname));
  return (
    <PublicCard documentTitle={title}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text>{t('unavailable.text')}</Text>
        <Anchor component={Link} to="/">
          {t('unavailable.backToLogin')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
