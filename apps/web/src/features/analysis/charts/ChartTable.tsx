import { Button, Table } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './charts.module.css';

export type TChartTableRow = {
  key: string | number;
  /** The row header (a week, a cluster). */
  head: ReactNode;
  cells: ReactNode[];
};

type TChartTableProps = {
  caption: string;
  columns: string[];
  rows: TChartTableRow[];
};

/**
 * The numbers of a chart as a table (WCAG 1.1.1, a text alternative): always in the document so
 * a screen reader reaches it, hidden from sight until someone asks for it with the button.
 */
export function ChartTable({ caption, columns, rows }: TChartTableProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('analysisCharts.table.hide') : t('analysisCharts.table.show')}
      </Button>
      <div id={id} className={shown ? undefined : classes.visuallyHidden}>
        <Table.ScrollContainer minWidth={400}>
          <Table striped withTableBorder fz="sm" captionSide="top">
            <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
              {caption}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column, index) => (
                  <Table.Th key={index} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row">{row.head}</Table.Th>
                  {row.cells.map((cell, index) => (
                    <Table.Td key={index}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
    </div>
  );
}
