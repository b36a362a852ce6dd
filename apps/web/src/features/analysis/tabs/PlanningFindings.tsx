import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPlanningAnalysis } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useFormat } from '../use-format';
import classes from './analysis-tabs.module.css';
import type { TAnalysisTabProps } from './tab-props';

/** The design's clusters planned in no year and the weeks with nothing planned, with links. */
export function PlanningFindings({
  data,
  links,
}: {
  data: TPlanningAnalysis;
  links: TAnalysisTabProps<TPlanningAnalysis>['links'];
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useFormat();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('analysis.planning.findings')}
        </Title>
        <Group gap="xs">
          <Text fw={600}>
            {capitalize(
              t('analysis.planning.unplannedTitle', {
                clusters: terms.clusters,
                educationYear: terms.educationYear,
              }),
            )}
          </Text>
          <Badge variant="outline" color={data.unplanned_clusters.length ? 'red.9' : 'teal.9'}>
            {format.number(data.unplanned_clusters.length)}
          </Badge>
        </Group>
        {data.unplanned_clusters.length === 0 ? (
          <Text size="sm">{t('analysis.planning.allPlanned', { clusters: terms.clusters })}</Text>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t('analysis.planning.unplannedFix', { educationYear: terms.educationYear })}
            </Text>
            <List size="sm" className={classes.columns}>
              {data.unplanned_clusters.map((cluster) => (
                <List.Item key={cluster.cluster_id}>
                  <Anchor component={Link} to={links.plan(data.year.id)} size="sm">
                    {cluster.index} {cluster.short_title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group gap="xs">
          <Text fw={600}>{t('analysis.planning.emptyTitle')}</Text>
          <Badge variant="outline" color={data.empty_weeks.length ? 'red.9' : 'teal.9'}>
            {format.number(data.empty_weeks.length)}
          </Badge>
        </Group>
        {data.empty_weeks.length === 0 ? (
          <Text size="sm">{t('analysis.planning.noEmptyWeeks')}</Text>
        ) : (
          <Group gap="xs">
            {data.empty_weeks.map((week) => (
              <Anchor key={week} component={Link} to={links.plan(data.year.id)} size="sm">
                {t('analysis.weekSingle', { week })}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
