import { Accordion, Anchor, Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPlanningAnalysis } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useFormat } from '../use-format';
import { useNames } from '../use-names';
import classes from './analysis-tabs.module.css';
import { periodEcts, spansOf, type TPeriod } from './planning-periods';
import type { TAnalysisTabProps } from './tab-props';

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

/**
 * Per period a summary, its weeks as a strip and, once opened, what is planned in it with links
 * to the plan.
 */
export function PlanningPeriods({
  data,
  counts,
  links,
}: {
  data: TPlanningAnalysis;
  /** How many items lie in each week (itemsPerWeek). */
  counts: number[];
  links: TAnalysisTabProps<TPlanningAnalysis>['links'];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useNames();
  return (
    // A closed period renders nothing: its table of what is planned comes when opened.
    <Accordion variant="separated" multiple keepMounted={false}>
      {data.year.periods.map((period) => (
        <Accordion.Item key={period.id} value={String(period.id)}>
          <Accordion.Control>
            <Group gap="sm" justify="space-between" wrap="wrap" pr="sm">
              <Text fw={600}>{names.period(period)}</Text>
              <Text size="sm" c="gray.7">
                {t('analysis.planning.periodSummary', {
                  clusters: format.number(spansOf(data, period).clusters.length),
                  credits: format.number(periodEcts(data, period.id)),
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
  );
}
