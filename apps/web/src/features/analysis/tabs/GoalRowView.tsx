import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGoalsAnalysis } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import classes from './GoalsTab.module.css';
import type { TGoalRow } from './goal-rows';
import type { TAnalysisTabProps } from './tab-props';

/** The year's clusters and tests by id, for the goal rows' links and test names. */
export type TLookups = {
  clusters: Map<number, TGoalsAnalysis['clusters'][number]>;
  tests: Map<number, TGoalsAnalysis['tests'][number]>;
};

/** One goal: its clusters (links where it is mended), the tests that count and its links. */
export function GoalRowView({
  row,
  data,
  lookups,
  links,
}: {
  row: Extract<TGoalRow, { type: 'goal' }>;
  data: TGoalsAnalysis;
  lookups: TLookups;
  links: TAnalysisTabProps<TGoalsAnalysis>['links'];
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const goal = row.item;
  const tests = row.testIds.length;
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600} className={classes.index}>
          {goal.index}
        </Text>
        <Text size="sm" className={classes.title}>
          {goal.title}
        </Text>
        {goal.level && (
          <Badge size="xs" variant="outline" color="gray.8">
            {goal.level}
          </Badge>
        )}
      </Group>
      <Group gap="md" wrap="wrap" pl={56}>
        {goal.cluster_ids.length === 0 ? (
          <Anchor
            component={Link}
            to={links.design({ kind: 'goal', id: goal.id })}
            size="xs"
            c="red.9"
            fw={700}
          >
            ✕ {t('analysis.goals.notInCluster', { cluster: terms.cluster })}
          </Anchor>
        ) : (
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="gray.7">
              {capitalize(terms.clusters)}:
            </Text>
            {goal.cluster_ids.map((id) => {
              const cluster = lookups.clusters.get(id);
              if (!cluster) return null;
              const to =
                cluster.planned_cluster_id === null
                  ? links.design({ kind: 'cluster', id })
                  : links.plan(data.year.id, cluster.planned_cluster_id);
              return (
                <Anchor key={id} component={Link} to={to} size="xs" title={cluster.short_title}>
                  {cluster.index}
                </Anchor>
              );
            })}
          </Group>
        )}
        <Text
          size="xs"
          fw={tests <= 1 ? 700 : 400}
          c={tests === 0 ? 'red.9' : tests === 1 ? 'orange.9' : undefined}
        >
          {tests === 0 ? '✕ ' : tests === 1 ? '! ' : '✓ '}
          {t('analysis.goals.tests', { count: tests })}
          {tests > 0 &&
            `: ${row.testIds
              .map((id) => lookups.tests.get(id)?.name)
              .filter(Boolean)
              .join(', ')}`}
        </Text>
        <Text size="xs" c="gray.7">
          {t('analysis.goals.links', { count: goal.link_ids.length })}
        </Text>
      </Group>
    </Stack>
  );
}
