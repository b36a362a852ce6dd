import { useState } from 'react';
import { nextSort, type TSort } from './sort-rows';

/** The sort of a table and what a click on a column header does to it (sort-rows.ts). */
export function useSort<K extends string>(initial: TSort<K>) {
  const [sort, setSort] = useState<TSort<K> | null>(initial);
  const onSort = (column: K) => setSort((current) => nextSort(current, column));
  return { sort, onSort };
}
