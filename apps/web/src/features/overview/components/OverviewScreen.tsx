import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api';
import { useTerms } from '@/lib/use-terms';
import { useEducation } from '@/lib/education-queries';
import { BackupsCard } from './BackupsCard';
import { DesignPanel } from './DesignPanel';
import { HealthBadge } from './HealthBadge';
import { OverviewHeader } from './OverviewHeader';
import { ReviewPanel } from './ReviewPanel';
import { FactsCard, ReviewStateCard, StructureCard } from './SummaryCards';

/**
 * The overview of one education: summary, lifecycle, structure and backups
 * (docs/educations.md "Overview screen").
 */
export function OverviewScreen({ location, education }: { location: string; education: string }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const query = useEducation(location, education);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    return (
      <Stack gap="md">
        <Alert color="red" variant="light">
          {t(gone ? 'overview.notFound' : 'overview.loadFailed', { education: terms.education })}
        </Alert>
        <Button component={Link} to="/dashboard" w="fit-content">
          {t('overview.toDashboard')}
        </Button>
      </Stack>
    );
  }

  const data = query.data;
  return (
    <Stack gap="lg">
      <OverviewHeader
        education={data}
        badge={<HealthBadge location={location} education={education} />}
      />
      <DesignPanel location={location} education={data} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <StructureCard education={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ReviewPanel location={location} education={data} />
            <ReviewStateCard education={data} />
            <FactsCard education={data} />
            {data.can_design && <BackupsCard location={location} education={data} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
