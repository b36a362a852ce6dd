import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTerms } from '@/lib/use-terms';

/** No year has a planned cluster yet: nothing to analyse, so plan first. */
export function NothingPlanned() {
  const { t } = useTranslation();
  const terms = useTerms();
  return (
    <Alert color="blue" variant="light" title={t('analysis.nothingPlannedTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {t('analysis.nothingPlanned', {
            clusters: terms.clusters,
            educationYear: terms.educationYear,
          })}
        </Text>
        <Button component={Link} to="/plan" size="sm">
          {t('analysis.toPlan')}
        </Button>
      </Stack>
    </Alert>
  );
}
