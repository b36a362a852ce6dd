import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './analysis-tabs.module.css';
import type { TSort } from './sort-rows';

/**
 * A sortable column header: a button inside the header cell, `aria-sort` on the cell (WAI-ARIA
 * sortable table), an arrow that shows the direction.
 */
export function SortHeader<K extends string>({
  column,
  sort,
  onSort,
  children,
  numeric = false,
}: {
  column: K;
  sort: TSort<K> | null;
  onSort: (column: K) => void;
  children: ReactNode;
  numeric?: boolean;
}) {
  const { t } = useTranslation();
  const direction = sort?.key === column ? sort.direction : undefined;
  return (
    <Table.Th scope="col" aria-sort={direction ?? 'none'} ta={numeric ? 'right' : undefined}>
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(column)}
        title={t('analysis.table.sortBy')}
      >
        {children}
        <span aria-hidden className={classes.sortArrow}>
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
