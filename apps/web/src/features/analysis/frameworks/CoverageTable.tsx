import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FRAMEWORK_COVERAGE_COLUMNS,
  frameworkCoverageRows,
  type TFrameworkCoverage,
  type TFrameworkCoverageRow,
  type TFrameworkCoverageStatus,
} from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import type { TAnalysisLinks } from '../tabs/tab-props';
import { useCoverageFormat } from './coverage-format';

/*
 * The coverage table of one framework (docs/analysis.md "Frameworks"): the rows and columns of
 * the shared view (@cp/contracts frameworkCoverageRows, FRAMEWORK_COVERAGE_COLUMNS), as the
 * exports write them, here with links to where a goal, cluster or test is mended.
 */

/**
 * Each status in a colour and a symbol beside its word: never by colour alone. The colours hold
 * 4.5:1 on the table's striped rows (#f8f9fa); the theme's yellow.9 and green.9 did not (axe).
 */
const STATUS_LOOK: Record<TFrameworkCoverageStatus, { color: string; symbol: string }> = {
  not_covered: { color: 'red.9', symbol: '✕' },
  covered: { color: '#a14e00', symbol: '○' },
  taught: { color: 'blue.8', symbol: '◐' },
  tested: { color: '#237032', symbol: '✓' },
};

function StatusCell({ row }: { row: TFrameworkCoverageRow }) {
  const { t } = useTranslation();
  const format = useCoverageFormat();
  if (row.status) {
    const look = STATUS_LOOK[row.status];
    return (
      <Badge
        color={look.color}
        variant="outline"
        tt="none"
        data-status={row.status}
        leftSection={<span aria-hidden>{look.symbol}</span>}
      >
        {t(`frameworkCoverage.status.${row.status}`)}
      </Badge>
    );
  }
  if (!row.below) return null;
  return (
    <Text size="xs" c="gray.7">
      {t('frameworkCoverage.below', {
        covered: format.number(row.below.covered),
        items: format.number(row.below.items),
        tested: format.number(row.below.tested),
      })}
    </Text>
  );
}

function ExamCell({ row }: { row: TFrameworkCoverageRow }) {
  const { t } = useTranslation();
  const { item } = row;
  const marks = [
    ...(item.school_exam
      ? [{ mark: t('frameworkCoverage.schoolExam'), name: t('frameworkCoverage.schoolExamName') }]
      : []),
    ...(item.central_exam
      ? [{ mark: t('frameworkCoverage.centralExam'), name: t('frameworkCoverage.centralExamName') }]
      : []),
  ];
  if (marks.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {marks.map(({ mark, name }) => (
        <abbr key={mark} title={name}>
          <Text span size="xs" fw={700}>
            {mark}
          </Text>
        </abbr>
      ))}
    </Group>
  );
}

function ItemRow({ row, links }: { row: TFrameworkCoverageRow; links: TAnalysisLinks }) {
  const { t } = useTranslation();
  const { item } = row;
  const heading = !item.counted && row.status === null;
  return (
    <Table.Tr data-depth={item.depth}>
      <Table.Td>
        <Text size="xs" ff="monospace">
          {item.code || t('frameworkCoverage.table.none')}
        </Text>
      </Table.Td>
      <Table.Th scope="row" fw={heading ? 700 : 400} style={{ paddingLeft: 8 + item.depth * 20 }}>
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={heading ? 700 : 400}>
            {item.title}
          </Text>
          {item.withdrawn_in !== null && (
            <Badge color="#a14e00" variant="outline" tt="none" size="sm">
              {t('frameworkCoverage.withdrawn', { release: item.withdrawn_in })}
            </Badge>
          )}
        </Stack>
      </Table.Th>
      <Table.Td>
        <ExamCell row={row} />
      </Table.Td>
      <Table.Td>
        <StatusCell row={row} />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {item.goals.map((goal) => (
            <Anchor
              key={goal.id}
              component={Link}
              to={links.design({ kind: 'goal', id: goal.id })}
              size="xs"
            >
              {goal.label}
            </Anchor>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {item.clusters.map((cluster) => (
            <Text key={cluster.id} size="xs">
              <Anchor component={Link} to={links.design({ kind: 'cluster', id: cluster.id })}>
                {cluster.label}
              </Anchor>
              {!cluster.planned && (
                <Text span size="xs" c="gray.7">
                  {` (${t('frameworkCoverage.notPlanned')})`}
                </Text>
              )}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          {item.tests.map((test) => (
            <Group key={test.id} gap={4} wrap="nowrap">
              <Anchor
                component={Link}
                to={links.plan(test.year_id, test.planned_cluster_id)}
                size="xs"
              >
                {test.label}
              </Anchor>
              {test.direct && (
                <Badge
                  size="xs"
                  variant="outline"
                  color="gray.8"
                  tt="none"
                  title={t('frameworkCoverage.table.direct')}
                >
                  {t('frameworkCoverage.direct')}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** Every item of the (filtered) framework, top to bottom, indented by depth. */
export function CoverageTable({
  coverage,
  links,
}: {
  coverage: TFrameworkCoverage;
  links: TAnalysisLinks;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
  const rows = frameworkCoverageRows(coverage);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('frameworkCoverage.table.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing={6} striped withRowBorders>
        <Table.Caption>
          {t('frameworkCoverage.table.caption', { framework: coverage.framework.title })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {FRAMEWORK_COVERAGE_COLUMNS.map(({ key }) => (
              // The status badge ("Niet gedekt", "Onderwezen") is never cut off.
              <Table.Th key={key} scope="col" miw={key === 'status' ? 140 : undefined}>
                {capitalize(t(`frameworkCoverage.columns.${key}`, terms))}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ItemRow key={row.item.id} row={row} links={links} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
