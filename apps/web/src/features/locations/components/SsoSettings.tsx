import { Alert, Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SSO_PROVIDERS, type TLocationDetails } from '@cp/contracts';
import { useSsoSettings } from '../api/get-sso-settings';
import { SsoConnectionCard } from './SsoConnectionCard';
import { SsoCopyField } from './SsoCopyField';
import { SsoPasswordLogin } from './SsoPasswordLogin';

/** The school's own login link: the login page with this location's buttons (LoginRoute). */
export const schoolLoginLink = (origin: string, domain: string) =>
  `${origin}/?${new URLSearchParams({ school: domain }).toString()}`;

/** "Inloggen met schoolaccount" on /locatie (admin of the location, platform admin). */
export function SsoSettings({ location }: { location: TLocationDetails }) {
  const { t } = useTranslation();
  const settings = useSsoSettings(location.id);
  const headingId = `sso-settings-${location.id}`;

  let body;
  if (settings.isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  } else if (settings.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('ssoSettings.loadFailed')}
      </Alert>
    );
  } else {
    const { connections, redirect_uri, password_login } = settings.data;
    body = (
      <Stack gap="md">
        <SsoCopyField
          label={t('ssoSettings.redirectUri')}
          description={t('ssoSettings.redirectUriHint')}
          value={redirect_uri}
        />
        <SsoCopyField
          label={t('ssoSettings.schoolLink')}
          description={t('ssoSettings.schoolLinkHint')}
          value={schoolLoginLink(window.location.origin, location.domain)}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {SSO_PROVIDERS.map((provider) => (
            <SsoConnectionCard
              key={provider}
              locationId={location.id}
              provider={provider}
              connection={connections.find((connection) => connection.provider === provider)}
            />
          ))}
        </SimpleGrid>
        <SsoPasswordLogin locationId={location.id} passwordLogin={password_login} />
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t('ssoSettings.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('ssoSettings.intro')}
          </Text>
        </div>
        {body}
      </Stack>
    </Paper>
  );
}
