import { Anchor, Group, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueItemName, TEST_KINDS, TEST_SIZES, type TTestsOverview } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { compareFilters } from '../charts/compare-filters';
import { CompareFigures } from '../components/CompareFigures';
import { clusterPasses, testPasses } from '../filters';
import { useFormat } from '../use-format';
import classes from './analysis-tabs.module.css';
import { SortHeader } from './SortHeader';
import { sortRows, type TSort } from './sort-rows';
import type { TAnalysisFilters, TAnalysisTabProps } from './tab-props';
import { useSort } from './use-sort';
import { useTestsOverviewCompareRows } from './use-tests-overview-compare';

type TTest = TTestsOverview['tests'][number];

export const TEST_COLUMNS = [
  'cluster',
  'week',
  'name',
  'kind',
  'size',
  'format',
  'minutes',
  'weight',
  'resit',
  'result',
  'ects',
  'goals',
] as const;
export type TTestColumn = (typeof TEST_COLUMNS)[number];

const NUMERIC: ReadonlySet<TTestColumn> = new Set(['week', 'minutes', 'weight', 'ects', 'goals']);

function valueOf(test: TTest, column: TTestColumn): string | number | boolean | null {
  switch (column) {
    case 'cluster':
      return test.cluster_index;
    case 'week':
      return test.week;
    case 'name':
      return test.name;
    case 'kind':
      return TEST_KINDS.indexOf(test.kind);
    case 'size':
      return TEST_SIZES.indexOf(test.size);
    case 'format':
      return test.test_format;
    case 'minutes':
      return test.minutes;
    case 'weight':
      return test.weight;
    case 'resit':
      return test.resit;
    case 'result':
      return test.result_type;
    case 'ects':
      return test.ects;
    case 'goals':
      return test.goals.length;
  }
}

/** The tests that pass the screen's filters and the search text (name, code, cluster, goal). */
export function visibleTests(
  data: TTestsOverview,
  filters: TAnalysisFilters,
  text: string,
): TTest[] {
  const clusters = new Map(data.clusters.map((cluster) => [cluster.planned_cluster_id, cluster]));
  const query = text.trim().toLowerCase();
  return data.tests.filter((test) => {
    const cluster = clusters.get(test.planned_cluster_id);
    if (!testPasses(test, cluster, filters, data.year.periods)) return false;
    if (cluster && !clusterPasses(cluster, { ...filters, periodId: null }, data.year.periods)) {
      return false;
    }
    if (query === '') return true;
    return [
      test.name,
      test.code ?? '',
      test.cluster_index,
      test.cluster_short_title,
      ...test.goals,
    ].some((part) => part.toLowerCase().includes(query));
  });
}

function TestsTable({
  data,
  tests,
  caption,
  sort,
  onSort,
  links,
}: {
  data: TTestsOverview;
  tests: TTest[];
  caption: string;
  sort: TSort<TTestColumn> | null;
  onSort: (column: TTestColumn) => void;
  links: TAnalysisTabProps<TTestsOverview>['links'] | null;
}) {
  const { t, i18n } = useTranslation();
  const terms = useTerms();
  const format = useFormat();
  // The answer holds a format's own name, or the key of a default one: that is named in the
  // interface language (a key that is no default stays as it is).
  const formatName = (value: string) =>
    catalogueItemName('testFormats', { key: value, name: null }, i18n.language);
  const rows = useMemo(() => sortRows(tests, sort, valueOf), [tests, sort]);
  const labels: Record<TTestColumn, string> = {
    cluster: capitalize(terms.cluster),
    week: t('analysis.table.week'),
    name: t('analysis.table.name'),
    kind: t('analysis.filters.kind'),
    size: t('analysis.filters.size'),
    format: t('analysis.table.format'),
    minutes: t('analysis.table.minutes'),
    weight: t('analysis.table.weight'),
    resit: t('analysis.table.resit'),
    result: t('analysis.table.result'),
    ects: capitalize(terms.credits),
    goals: capitalize(terms.learningGoals),
  };
  const number = (value: number | null) => (value === null ? '–' : format.number(value));
  return (
    <Table.ScrollContainer minWidth={1100} maxHeight={640} className={classes.sticky}>
      <Table striped highlightOnHover withTableBorder captionSide="top" fz="sm">
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {TEST_COLUMNS.map((column) => (
              <SortHeader
                key={column}
                column={column}
                sort={sort}
                onSort={onSort}
                numeric={NUMERIC.has(column)}
              >
                {labels[column]}
              </SortHeader>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((test) => (
            <Table.Tr key={test.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {links ? (
                  <Anchor
                    component={Link}
                    to={links.plan(data.year.id, test.planned_cluster_id)}
                    size="sm"
                  >
                    {test.cluster_index} {test.cluster_short_title}
                  </Anchor>
                ) : (
                  `${test.cluster_index} ${test.cluster_short_title}`
                )}
              </Table.Td>
              <Table.Td ta="right">{test.week}</Table.Td>
              <Table.Td>
                {test.name}
                {test.code && (
                  <Text span c="gray.7" size="xs">
                    {` (${test.code})`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{t(`planItems.kinds.${test.kind}`)}</Table.Td>
              <Table.Td>{t(`planItems.sizes.${test.size}`)}</Table.Td>
              <Table.Td>{test.test_format === null ? '–' : formatName(test.test_format)}</Table.Td>
              <Table.Td ta="right">{number(test.minutes)}</Table.Td>
              <Table.Td ta="right">{number(test.weight)}</Table.Td>
              <Table.Td>{test.resit ? t('analysis.table.yes') : t('analysis.table.no')}</Table.Td>
              <Table.Td>{t(`planItems.results.${test.result_type}`)}</Table.Td>
              <Table.Td ta="right">{number(test.ects)}</Table.Td>
              <Table.Td ta="right" title={test.goals.join(', ')}>
                {test.goals.length === 0 ? (
                  <Text span c="red.9" fw={700} size="sm">
                    {t('analysis.table.noGoals')}
                  </Text>
                ) : (
                  test.goals.join(', ')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Tests overview (docs/analysis.md "What each tab counts"): every test of the year in one table,
 * sortable by each column and filtered by the screen's filters and a search text; compared, the
 * totals side by side with the differences marked and both tables.
 */
export function TestsOverviewTab({
  data,
  compare,
  label,
  filters,
  links,
}: TAnalysisTabProps<TTestsOverview>) {
  const { t } = useTranslation();
  const terms = useTerms();
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const { sort, onSort } = useSort<TTestColumn>({ key: 'week', direction: 'ascending' });
  const tests = useMemo(() => visibleTests(data, filters, query), [data, filters, query]);
  // The compared side's periods, groups and subjects have their own ids (charts/compare-filters).
  const other = useMemo(
    () => (compare ? compareFilters(filters, data.year, compare.data) : null),
    [compare, filters, data.year],
  );
  const otherTests = useMemo(
    () => (compare && other ? visibleTests(compare.data, other.filters, query) : null),
    [compare, other, query],
  );
  const compareRows = useTestsOverviewCompareRows(tests, otherTests);

  const count = (shown: number, all: number) => t('analysis.testsOverview.shown', { shown, all });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <TextInput
          label={t('analysis.testsOverview.search')}
          description={t('analysis.testsOverview.searchHint', {
            cluster: terms.cluster,
            learningGoal: terms.learningGoal,
          })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '0 1 360px' }}
        />
        <Text size="sm" role="status">
          {count(tests.length, data.tests.length)}
        </Text>
      </Group>
      {other?.dropped && (
        <Text size="sm" c="gray.7">
          {t('analysis.compare.filtersDropped', { label: compare?.label ?? '' })}
        </Text>
      )}
      {compare && compareRows && (
        <CompareFigures
          caption={t('analysis.compare.caption', { tab: t('analysis.tabs.testsOverview') })}
          mainLabel={label}
          otherLabel={compare.label}
          rows={compareRows}
        />
      )}
      {tests.length === 0 && data.tests.length > 0 && (
        <Text size="sm">{t('analysis.testsOverview.noneMatch')}</Text>
      )}
      {data.tests.length === 0 && <Text size="sm">{t('analysis.testsOverview.none')}</Text>}
      {compare && otherTests ? (
        <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
          <TestsTable
            data={data}
            tests={tests}
            caption={label}
            sort={sort}
            onSort={onSort}
            links={links}
          />
          <TestsTable
            data={compare.data}
            tests={otherTests}
            caption={compare.label}
            sort={sort}
            onSort={onSort}
            // The compared side may be another education: its tests are mended in its own plan.
            links={null}
          />
        </SimpleGrid>
      ) : (
        tests.length > 0 && (
          <TestsTable
            data={data}
            tests={tests}
            caption={t('analysis.testsOverview.caption', { label })}
            sort={sort}
            onSort={onSort}
            links={links}
          />
        )
      )}
    </Stack>
  );
}
