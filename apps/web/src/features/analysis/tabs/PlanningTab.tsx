import {
  Accordion,
  Anchor,
  Badge,
  Box,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPlanningAnalysis } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { CompareFigures, type TCompareRow } from '../components/CompareFigures';
import { useFormat } from '../use-format';
import { useNames } from '../use-names';
import classes from './analysis-tabs.module.css';
import { NormLine } from './NormLine';
import type { TAnalysisTabProps } from './tab-props';
import { itemsPerWeek } from './week-items';

type TPeriod = TPlanningAnalysis['year']['periods'][number];

const lastWeek = (period: TPeriod) => period.first_week + period.weeks - 1;

/** Per period, what is planned in it (a span counts in every period it touches). */
function spansOf(data: TPlanningAnalysis, period: TPeriod) {
  const inPeriod = (span: { start_week: number; end_week: number }) =>
    span.start_week <= lastWeek(period) && span.end_week >= period.first_week;
  return {
    clusters: data.clusters.filter(inPeriod),
    electives: data.electives.filter(inPeriod),
    blocks: data.special_blocks.filter(inPeriod),
  };
}

/** The weeks of a period as a strip: how many items lie in each, empty weeks marked. */
function WeekStrip({ period, counts }: { period: TPeriod; counts: number[] }) {
  const { t } = useTranslation();
  const weeks = Array.from({ length: period.weeks }, (_, index) => period.first_week + index);
  return (
    <ul className={classes.strip} aria-label={t('analysis.planning.weeksOf')}>
      {weeks.map((week) => {
        const count = counts[week - 1] ?? 0;
        const label =
          count === 0
            ? t('analysis.planning.weekEmpty', { week })
            : t('analysis.planning.weekCount', { week, count });
        return (
          <li key={week} className={classes.week} data-empty={count === 0 || undefined}>
            <span className={classes.weekCell} title={label} aria-hidden>
              <span className={classes.weekNumber}>{week}</span>
              <span>{count === 0 ? '∅' : count}</span>
            </span>
            <VisuallyHidden>{label}</VisuallyHidden>
          </li>
        );
      })}
    </ul>
  );
}

function PeriodDetails({
  data,
  period,
  links,
}: {
  data: TPlanningAnalysis;
  period: TPeriod;
  links: TAnalysisTabProps<TPlanningAnalysis>['links'];
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useFormat();
  const { clusters, electives, blocks } = spansOf(data, period);
  const weeks = (span: { start_week: number; end_week: number }) =>
    span.start_week === span.end_week
      ? t('analysis.weekSingle', { week: span.start_week })
      : t('analysis.weekRange', { start: span.start_week, end: span.end_week });
  if (clusters.length + electives.length + blocks.length === 0) {
    return <Text size="sm">{t('analysis.planning.periodEmpty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder striped captionSide="top">
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {t('analysis.planning.plannedIn')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analysis.planning.what')}</Table.Th>
            <Table.Th scope="col">{t('analysis.planning.kind')}</Table.Th>
            <Table.Th scope="col">{t('analysis.planning.weeks')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {capitalize(terms.credits)}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clusters.map((cluster) => (
            <Table.Tr key={`c${cluster.planned_cluster_id}`}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={links.plan(data.year.id, cluster.planned_cluster_id)}
                  size="sm"
                >
                  {cluster.index} {cluster.short_title || cluster.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{capitalize(terms.cluster)}</Table.Td>
              <Table.Td>{weeks(cluster)}</Table.Td>
              <Table.Td ta="right">
                {cluster.ects === null ? '–' : format.number(cluster.ects)}
              </Table.Td>
            </Table.Tr>
          ))}
          {electives.map((slot) => (
            <Table.Tr key={`e${slot.id}`}>
              <Table.Td>{slot.title}</Table.Td>
              <Table.Td>
                {t('analysis.planning.elective', {
                  electiveSubject: capitalize(terms.electiveSubject),
                  choices: slot.choices,
                  places: slot.places,
                })}
              </Table.Td>
              <Table.Td>{weeks(slot)}</Table.Td>
              <Table.Td ta="right">{format.number(slot.ects)}</Table.Td>
            </Table.Tr>
          ))}
          {blocks.map((block) => (
            <Table.Tr key={`b${block.id}`}>
              <Table.Td>{block.name}</Table.Td>
              <Table.Td>{t('analysis.planning.specialBlock')}</Table.Td>
              <Table.Td>{weeks(block)}</Table.Td>
              <Table.Td ta="right">–</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Figures of one side that the compare table lines up (periods by position). */
function figures(data: TPlanningAnalysis) {
  const byPosition = new Map(
    data.year.periods.map((period) => [
      period.position,
      data.period_ects.find((item) => item.period_id === period.id)?.ects ?? 0,
    ]),
  );
  return {
    byPosition,
    year: data.year_ects,
    clusters: data.clusters.length,
    unplanned: data.unplanned_clusters.length,
    empty: data.empty_weeks.length,
  };
}

/**
 * Planning (SPEC §2): per period and week what is planned, EC per period and for the year
 * against the norm (with its law), the design's clusters planned in no year and the weeks with
 * nothing planned, each with a link to the plan where it is mended.
 */
export function PlanningTab({ data, compare, label, links }: TAnalysisTabProps<TPlanningAnalysis>) {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useFormat();
  const names = useNames();
  const counts = useMemo(() => itemsPerWeek(data), [data]);
  const ectsOf = (periodId: number) =>
    data.period_ects.find((item) => item.period_id === periodId)?.ects ?? 0;

  const compareRows = useMemo<TCompareRow[] | null>(() => {
    if (!compare) return null;
    const main = figures(data);
    const other = figures(compare.data);
    const positions = [...new Set([...main.byPosition.keys(), ...other.byPosition.keys()])].sort(
      (a, b) => a - b,
    );
    return [
      ...positions.map((position) => ({
        key: `p${position}`,
        label: `${names.period({ name: null, position })} (${terms.credits})`,
        main: main.byPosition.get(position) ?? null,
        other: other.byPosition.get(position) ?? null,
      })),
      {
        key: 'year',
        label: capitalize(t('analysis.planning.yearEcts', { credits: terms.credits })),
        main: main.year,
        other: other.year,
      },
      {
        key: 'clusters',
        label: capitalize(t('analysis.planning.plannedClusters', { clusters: terms.clusters })),
        main: main.clusters,
        other: other.clusters,
      },
      {
        key: 'unplanned',
        label: capitalize(t('analysis.planning.unplannedCount', { clusters: terms.clusters })),
        main: main.unplanned,
        other: other.unplanned,
      },
      {
        key: 'empty',
        label: t('analysis.planning.emptyCount'),
        main: main.empty,
        other: other.empty,
      },
    ];
  }, [compare, data, names, t, terms]);

  return (
    <Stack gap="lg">
      <NormLine norm={data.norm} />
      {compare && compareRows && (
        <CompareFigures
          caption={t('analysis.compare.caption', { tab: t('analysis.tabs.planning') })}
          mainLabel={label}
          otherLabel={compare.label}
          rows={compareRows}
        />
      )}
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder captionSide="top">
          <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
            {capitalize(t('analysis.planning.ectsCaption', { credits: terms.credits }))}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analysis.filters.period')}</Table.Th>
              <Table.Th scope="col">{t('analysis.planning.weeks')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {capitalize(terms.clusters)}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {capitalize(terms.credits)}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.year.periods.map((period) => (
              <Table.Tr key={period.id}>
                <Table.Th scope="row" fw={500}>
                  {names.period(period)}
                </Table.Th>
                <Table.Td>
                  {t('analysis.weekRange', { start: period.first_week, end: lastWeek(period) })}
                </Table.Td>
                <Table.Td ta="right">
                  {format.number(spansOf(data, period).clusters.length)}
                </Table.Td>
                <Table.Td ta="right">{format.number(ectsOf(period.id))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{names.year(data.year)}</Table.Th>
              <Table.Td>{t('analysis.weekRange', { start: 1, end: data.year.weeks })}</Table.Td>
              <Table.Td ta="right">{format.number(data.clusters.length)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {format.number(data.year_ects)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>

      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('analysis.planning.perWeek')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('analysis.planning.perWeekHint', { clusters: terms.clusters })}
        </Text>
        {/* A closed period renders nothing: its table of what is planned comes when opened. */}
        <Accordion variant="separated" multiple keepMounted={false}>
          {data.year.periods.map((period) => (
            <Accordion.Item key={period.id} value={String(period.id)}>
              <Accordion.Control>
                <Group gap="sm" justify="space-between" wrap="wrap" pr="sm">
                  <Text fw={600}>{names.period(period)}</Text>
                  <Text size="sm" c="gray.7">
                    {t('analysis.planning.periodSummary', {
                      clusters: format.number(spansOf(data, period).clusters.length),
                      credits: format.number(ectsOf(period.id)),
                    })}
                  </Text>
                </Group>
              </Accordion.Control>
              <Box px="md" pb="xs">
                <WeekStrip period={period} counts={counts} />
              </Box>
              <Accordion.Panel>
                <PeriodDetails data={data} period={period} links={links} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>

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
    </Stack>
  );
}
