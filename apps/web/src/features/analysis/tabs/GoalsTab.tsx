import { Anchor, Badge, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGoalsAnalysis } from '@cp/contracts';
import { capitalize, useTermCounts, useTerms } from '@/lib/use-terms';
import { periodWeeks } from '../filters';
import classes from './GoalsTab.module.css';
import { GOAL_STATUSES, goalLevels, goalRows, type TGoalRow, type TGoalStatus } from './goal-rows';
import type { TAnalysisTabProps } from './tab-props';

const ANY = '';
const ESTIMATE = { competence: 40, outcome: 34, goal: 64 } as const;

// Without layout (a test DOM) the list counts as this large, instead of showing no rows.
const FALLBACK_RECT = { width: 800, height: 640 };
const observeRect = (
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) => observeElementRect(instance, (rect) => cb(rect.height === 0 ? FALLBACK_RECT : rect));

type TLookups = {
  clusters: Map<number, TGoalsAnalysis['clusters'][number]>;
  tests: Map<number, TGoalsAnalysis['tests'][number]>;
};

function GoalRowView({
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

/**
 * Goals (SPEC §2): the competence → outcome → goal tree with, per goal, its clusters, the tests
 * that cover it and the links that practise it in the year; filters "not in a cluster", "not
 * tested", "tested only once", by competence and level, and the screen's period (only tests in
 * it count). 600 goals stay smooth: only the rows in view are rendered (virtualised list).
 */
export function GoalsTab({ data, filters, links }: TAnalysisTabProps<TGoalsAnalysis>) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { countOf } = useTermCounts();
  const [competence, setCompetence] = useState<string>(ANY);
  const [level, setLevel] = useState<string>(ANY);
  const [status, setStatus] = useState<TGoalStatus>('all');
  const levels = useMemo(() => goalLevels(data), [data]);
  const weeks = periodWeeks(filters, data.year.periods);
  const rows = useMemo(
    () =>
      goalRows(data, {
        competenceId: competence === ANY ? null : Number(competence),
        level: level === ANY || !levels.includes(level) ? null : level,
        status,
        weeks,
      }),
    // `weeks` is derived from the filters: its parts are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, competence, level, levels, status, weeks?.first, weeks?.last],
  );
  const lookups = useMemo<TLookups>(
    () => ({
      clusters: new Map(data.clusters.map((cluster) => [cluster.id, cluster])),
      tests: new Map(data.tests.map((test) => [test.id, test])),
    }),
    [data],
  );
  const goalCount = rows.filter((row) => row.type === 'goal').length;
  const scroller = useRef<HTMLDivElement>(null);
  // The rows are plain functions of props (no memoised children read the virtualizer).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => ESTIMATE[rows[index]?.type ?? 'goal'],
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRect,
    // A row without layout keeps its estimate instead of 0.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) ||
      ESTIMATE[rows[Number((element as HTMLElement).dataset.index)]?.type ?? 'goal'],
  });
  const otherFilters =
    filters.clusterGroupId !== null ||
    filters.subjectId !== null ||
    filters.testKind !== null ||
    filters.testSize !== null;

  const statusLabels: Record<TGoalStatus, string> = {
    all: t('analysis.goals.status.all', { learningGoals: terms.learningGoals }),
    notInCluster: t('analysis.goals.status.notInCluster', { cluster: terms.cluster }),
    notTested: t('analysis.goals.status.notTested'),
    testedOnce: t('analysis.goals.status.testedOnce'),
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={capitalize(terms.competence)}
          value={competence}
          onChange={(event) => setCompetence(event.currentTarget.value)}
          data={[
            { value: ANY, label: t('analysis.filters.any') },
            ...data.competences.map((item) => ({
              value: String(item.id),
              label: `${item.index} ${item.title}`,
            })),
          ]}
          style={{ flex: '0 1 320px' }}
        />
        <NativeSelect
          label={t('analysis.goals.level')}
          value={level}
          onChange={(event) => setLevel(event.currentTarget.value)}
          data={[{ value: ANY, label: t('analysis.filters.any') }, ...levels]}
        />
        <NativeSelect
          label={t('analysis.goals.show')}
          value={status}
          onChange={(event) =>
            setStatus(GOAL_STATUSES.find((item) => item === event.currentTarget.value) ?? 'all')
          }
          data={GOAL_STATUSES.map((value) => ({ value, label: statusLabels[value] }))}
        />
        <Text size="sm" role="status" mb={8}>
          {countOf(goalCount, 'learning_goal')}
        </Text>
      </Group>
      {weeks && (
        <Text size="sm" c="gray.7">
          {t('analysis.goals.periodNote')}
        </Text>
      )}
      {otherFilters && (
        <Text size="sm" c="gray.7">
          {t('analysis.goals.otherFiltersNote', {
            clusterGroup: terms.clusterGroup,
            subject: terms.subject,
            learningGoals: terms.learningGoals,
            learningGoal: terms.learningGoal,
            cluster: terms.cluster,
          })}
        </Text>
      )}
      <Paper withBorder radius="md">
        {rows.length === 0 ? (
          <Text size="sm" p="md">
            {t('analysis.goals.none', { learningGoals: terms.learningGoals })}
          </Text>
        ) : (
          <div
            ref={scroller}
            className={classes.scroller}
            role="list"
            aria-label={capitalize(terms.learningGoals)}
            // Scrollable by keyboard (WCAG 2.1.1): the list itself takes the focus.
            tabIndex={0}
          >
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                return (
                  <div
                    key={item.key}
                    role="listitem"
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    className={classes.row}
                    data-type={row.type}
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    {row.type === 'competence' ? (
                      <Text fw={700}>
                        {row.item.index} {row.item.title}
                      </Text>
                    ) : row.type === 'outcome' ? (
                      <Text fw={600} size="sm" pl={24}>
                        {row.item.index} {row.item.title}
                      </Text>
                    ) : (
                      <GoalRowView row={row} data={data} lookups={lookups} links={links} />
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </Paper>
    </Stack>
  );
}
