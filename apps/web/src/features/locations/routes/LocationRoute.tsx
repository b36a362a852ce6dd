import { Alert, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icons';
import { Page } from '@/components/Page';
import { useAppContext } from '@/lib/context-store';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useLocations } from '../api/get-locations';

export default function LocationRoute() {
  const { t } = useTranslation();
  const terms = useTerms();
  const { location: selectedId } = useAppContext();
  const { data: locations, isPending } = useLocations();
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const location = locations?.find((item) => String(item.id) === selectedId);
  if (!location) {
    return (
      <Page title={t('location.fallbackTitle')}>
        <Text>{selectedId ? t('location.unknown') : t('location.noneSelected')}</Text>
        <Button component={Link} to="/locaties" w="fit-content">
          {t('location.chooseLocation')}
        </Button>
      </Page>
    );
  }
  return (
    <Page title={location.title}>
      <Text c="dimmed">{location.domain}</Text>
      <Paper withBorder radius="md" p="lg" bg="gray.0">
        <Stack gap="xs">
          <Text fw={600}>{capitalize(terms.faculties)}</Text>
          <Alert variant="transparent" p={0} icon={<Icon name="info" size={18} />} c="dimmed">
            {t('location.facultiesInPreparation', { faculties: terms.faculties })}
          </Alert>
        </Stack>
      </Paper>
    </Page>
  );
}
