import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../use-format';

export type TCompareRow = { key: string; label: string; main: number | null; other: number | null };

/**
 * Two sides' figures in one table with the difference marked: a sign, a word for screen
 * readers and bold, not colour alone. Used by the tabs that compare (planning, tests overview,
 * team).
 */
export function CompareFigures({
  caption,
  mainLabel,
  otherLabel,
  rows,
}: {
  caption: string;
  mainLabel: string;
  otherLabel: string;
  rows: TCompareRow[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const show = (value: number | null) => (value === null ? '–' : format.number(value));
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analysis.compare.figure')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {mainLabel}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {otherLabel}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('analysis.compare.difference')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const difference =
              row.main === null || row.other === null
                ? null
                : Math.round((row.other - row.main) * 10) / 10;
            const differs = difference !== null && difference !== 0;
            return (
              <Table.Tr key={row.key} data-differs={differs || undefined}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right">{show(row.main)}</Table.Td>
                <Table.Td ta="right">{show(row.other)}</Table.Td>
                <Table.Td ta="right">
                  {difference === null ? (
                    '–'
                  ) : differs ? (
                    <Text span fw={700} c={difference > 0 ? 'blue.9' : 'orange.9'}>
                      {format.difference(difference)}
                      <VisuallyHidden>{` ${t('analysis.compare.differs')}`}</VisuallyHidden>
                    </Text>
                  ) : (
                    t('analysis.compare.same')
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
