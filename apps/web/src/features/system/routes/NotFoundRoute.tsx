import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicCard } from '@/components/PublicCard';

/** Outside the shell: an unknown address says nothing about whether the visitor is signed in. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PublicCard documentTitle={t('notFound.title')}>
      <Stack gap="md">
        <Title order={1} size="h3">
          {t('notFound.title')}
        </Title>
        <Text>{t('notFound.text')}</Text>
        <Button component={Link} to="/" w="fit-content">
          {t('notFound.home')}
        </Button>
      </Stack>
    </PublicCard>
  );
}
