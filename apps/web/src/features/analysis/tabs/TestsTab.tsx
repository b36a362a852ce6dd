import { Alert, Anchor, List, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEST_PEAK_RULE, TEST_SIZES, type TTestsAnalysis } from '@cp/contracts';
import { useTerms } from '@/lib/use-terms';
import { EChart } from '../charts/EChart';
import { signed, useNumberFormat } from '../charts/format';
import {
  categoriesOf,
  clustersInWeek,
  periodTotals,
  type TTestCategory,
  type TTestGrouping,
  type TTestMeasure,
  type TWeekLoad,
} from '../charts/test-load';
import classes from '../charts/charts.module.css';
import type { TAnalysisLinks, TAnalysisTabProps } from './tab-props';
import { TestLoadControls } from './TestLoadControls';
import { TestLoadLegend } from './TestLoadLegend';
import { TestLoadTable } from './TestLoadTable';
import { useTestLoadOption } from './use-test-load-option';
import { useTestLoads, type TSideView } from './use-test-loads';

/**
 * The tests tab: test load per week as stacked bars (count, minutes or weight, by size or by
 * kind), periods as bands, peak weeks (TEST_PEAK_RULE) in red on the axis and listed in text with
 * links to the plan, the totals per period, and the numbers as a table. The filters recount the
 * answer's test list; peaks are judged on what is counted.
 */
export function TestsTab({
  data,
  compare,
  label,
  filters,
  links,
}: TAnalysisTabProps<TTestsAnalysis>) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [grouping, setGrouping] = useState<TTestGrouping>('size');
  const [measure, setMeasure] = useState<TTestMeasure>('count');
  const { main, other } = useTestLoads({ data, compare, label, filters, grouping, measure });

  const categories = categoriesOf(grouping);
  const categoryLabel = (category: TTestCategory) =>
    grouping === 'size'
      ? t(`planItems.sizes.${category as (typeof TEST_SIZES)[number]}`)
      : t(`planItems.kinds.${category as Exclude<TTestCategory, (typeof TEST_SIZES)[number]>}`);
  const measureValue = (load: TWeekLoad) =>
    measure === 'count' ? load.tests : measure === 'minutes' ? load.minutes : load.weight;
  const option = useTestLoadOption({
    categories,
    categoryLabel,
    main,
    other,
    label,
    format,
    periods: data.year.periods,
  });

  const measureName = t(`analysisCharts.tests.measures.${measure}`);
  const chartLabel = t('analysisCharts.tests.chartLabel', {
    measure: measureName,
    grouping: t(`analysisCharts.tests.groupings.${grouping}`),
  });

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('analysisCharts.tests.rule', {
          large: TEST_PEAK_RULE.maxLargePerWeek,
          tests: TEST_PEAK_RULE.maxTestsPerWeek,
        })}
      </Text>
      <TestLoadControls
        grouping={grouping}
        measure={measure}
        onGrouping={setGrouping}
        onMeasure={setMeasure}
      />
      {other?.dropped && (
        <Alert color="gray" variant="light">
          {t('analysisCharts.compareFiltersDropped', { label: other.side.label })}
        </Alert>
      )}
      <TestLoadLegend
        categories={categories}
        categoryLabel={categoryLabel}
        compared={other ? { main: label, other: other.side.label } : null}
      />
      <EChart option={option} height={320} label={chartLabel} />
      <TestLoadTable
        caption={chartLabel}
        categories={categories}
        categoryLabel={categoryLabel}
        measureName={measureName}
        measureValue={measureValue}
        format={format}
        main={main}
        other={other?.side ?? null}
      />
      <PeakList side={main} links={links} heading={other ? label : null} />
      {other && <PeakList side={other.side} links={null} heading={other.side.label} />}
      {other && (
        <Differences
          main={main.loads}
          compare={other.side.loads}
          value={measureValue}
          measure={measureName.toLocaleLowerCase()}
        />
      )}
      <PeriodTable side={main} heading={other ? label : null} />
      {other && <PeriodTable side={other.side} heading={other.side.label} />}
    </Stack>
  );
}

/** The peak weeks in text, each with the clusters whose tests fall in it (links to the plan). */
function PeakList({
  side,
  links,
  heading,
}: {
  side: TSideView;
  /** Null for a compared education: its plan is not this screen's to link. */
  links: TAnalysisLinks | null;
  heading: string | null;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const peaks = side.loads.filter((load) => load.peak);
  const title = heading
    ? t('analysisCharts.tests.peaksOf', { label: heading, clusters: terms.clusters })
    : t('analysisCharts.tests.peaks', { clusters: terms.clusters });
  if (peaks.length === 0) {
    return (
      <Text size="sm">
        {title}: {t('analysisCharts.tests.noPeaks')}
      </Text>
    );
  }
  return (
    <section aria-label={title}>
      <Title order={4} size="sm" className={classes.peak}>
        {title}
      </Title>
      <List size="sm" spacing={4}>
        {peaks.map((load) => (
          <List.Item key={load.week}>
            {t('analysisCharts.tests.peakItem', {
              week: load.week,
              count: load.tests,
              large: load.large,
            })}
            {clustersInWeek(side.data, side.tests, load.week).map((cluster) => (
              <span key={cluster.planned_cluster_id}>
                {' · '}
                {links ? (
                  <Anchor
                    component={Link}
                    to={links.plan(side.data.year.id, cluster.planned_cluster_id)}
                  >
                    {cluster.index} {cluster.short_title}
                  </Anchor>
                ) : (
                  `${cluster.index} ${cluster.short_title}`
                )}
              </span>
            ))}
          </List.Item>
        ))}
      </List>
    </section>
  );
}

/** The weeks in which the two sides differ, in words (the chart shows them as two stacks). */
function Differences({
  main,
  compare,
  value,
  measure,
}: {
  main: TWeekLoad[];
  compare: TWeekLoad[];
  value: (load: TWeekLoad) => number;
  measure: string;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const length = Math.max(main.length, compare.length);
  const differences = Array.from({ length }, (_, index) => {
    const a = main[index];
    const b = compare[index];
    const delta = (b ? value(b) : 0) - (a ? value(a) : 0);
    return { week: a?.week ?? b?.week ?? index + 1, delta };
  }).filter((item) => Math.abs(item.delta) > 1e-9);
  return (
    <Text size="sm">
      <span className={classes.diff}>{t('analysisCharts.tests.differences', { measure })}</span>{' '}
      {differences.length === 0
        ? t('analysisCharts.tests.noDifferences')
        : differences
            .map((item) =>
              t('analysisCharts.tests.differenceItem', {
                week: item.week,
                delta: signed(format, item.delta),
              }),
            )
            .join(', ')}
    </Text>
  );
}

/** Totals per period of the counted tests. */
function PeriodTable({ side, heading }: { side: TSideView; heading: string | null }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const totals = periodTotals(side.data, side.tests);
  const caption = heading
    ? t('analysisCharts.tests.perPeriodOf', { label: heading })
    : t('analysisCharts.tests.perPeriod');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder striped fz="sm" captionSide="top">
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analysisCharts.period')}</Table.Th>
            <Table.Th scope="col">{t('analysisCharts.tests.measures.count')}</Table.Th>
            {TEST_SIZES.map((size) => (
              <Table.Th scope="col" key={size}>
                {t(`planItems.sizes.${size}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('analysisCharts.tests.measures.minutes')}</Table.Th>
            <Table.Th scope="col">{t('analysisCharts.tests.measures.weight')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((total) => (
            <Table.Tr key={total.period.id}>
              <Table.Th scope="row">
                {total.period.name ??
                  t('analysisCharts.periodName', { position: total.period.position })}
              </Table.Th>
              <Table.Td>{format(total.tests)}</Table.Td>
              {TEST_SIZES.map((size) => (
                <Table.Td key={size}>{format(total.bySize[size])}</Table.Td>
              ))}
              <Table.Td>{format(total.minutes)}</Table.Td>
              <Table.Td>{format(total.weight)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
