import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSsoErrorCode, TSsoProvider } from '@cp/contracts';
import { PublicCard } from '@/components/PublicCard';

/** Errors whose way on is the login page's domain field rather than just "try again". */
const ASKS_DOMAIN: readonly TSsoErrorCode[] = ['choose_school', 'unknown_school'];

/** Not every code is a failure: "which school?" is a question, "provider down" a delay. */
const ALERT_COLOUR: Partial<Record<TSsoErrorCode, string>> = {
  choose_school: 'blue',
  provider_down: 'yellow',
};

/** `/surf?error=<code>`: what went wrong, in words, and the way back to the login page. */
export function SsoErrorPage({
  code,
  provider = null,
}: {
  code: TSsoErrorCode;
  provider?: TSsoProvider | null;
}) {
  const { t } = useTranslation();
  const title = t(`sso.errors.${code}.title`);
  const asksDomain = ASKS_DOMAIN.includes(code) && provider !== null;
  return (
    <PublicCard documentTitle={title}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Alert color={ALERT_COLOUR[code] ?? 'red'} variant="light" role="alert">
          {t(`sso.errors.${code}.text`)}
        </Alert>
        {asksDomain && (
          <Button component={Link} to={`/?sso_domain=${provider}`} w="fit-content">
            {t('sso.enterDomain')}
          </Button>
        )}
        <Anchor component={Link} to="/">
          {t('sso.backToLogin')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}

/** A page of the `/surf` flow with a title and a message, e.g. "link expired". */
export function SsoMessagePage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <PublicCard documentTitle={title}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text>{text}</Text>
        <Anchor component={Link} to="/">
          {t('sso.backToLogin')}
        </Anchor>
      </Stack>
    </PublicCard>
  );
}
