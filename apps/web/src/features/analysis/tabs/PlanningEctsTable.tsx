import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlanningAnalysis } from '@cp/contracts';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useFormat } from '../use-format';
import { useNames } from '../use-names';
import { lastWeek, periodEcts, spansOf } from './planning-periods';

/** EC and clusters per period, the year's in the foot. */
export function PlanningEctsTable({ data }: { data: TPlanningAnalysis }) {
  const { t } = useTranslation();
  const terms = useTerms();
  const format = useFormat();
  const names = useNames();
  return (
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
              <Table.Td ta="right">{format.number(spansOf(data, period).clusters.length)}</Table.Td>
              <Table.Td ta="right">{format.number(periodEcts(data, period.id))}</Table.Td>
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
  );
}
