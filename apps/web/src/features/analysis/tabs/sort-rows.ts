/*
 * Sorting a table by one column (tests overview, team): numbers as numbers, texts in natural
 * order ("1.2" before "1.10"), empty values last in either direction; ties keep their order.
 */
export type TSortDirection = 'ascending' | 'descending';
export type TSort<K extends string> = { key: K; direction: TSortDirection };

type TValue = string | number | boolean | null;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function compareValues(a: TValue, b: TValue): number {
  if (a === b) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: TSort<K> | null,
  value: (row: T, key: K) => TValue,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: value(row, sort.key) }))
    .sort((a, b) => {
      // Empty values last, whichever way.
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((item) => item.row);
}

/** The next sort after a click on a column: ascending, then descending, then ascending again. */
export function nextSort<K extends string>(current: TSort<K> | null, key: K): TSort<K> {
  if (current?.key === key && current.direction === 'ascending') {
    return { key, direction: 'descending' };
  }
  return { key, direction: 'ascending' };
}
