import { useDeferredValue, useMemo, useState } from 'react';
import type { TDesign } from '@cp/contracts';
import { filterTree, treeLevels } from './tree-filter';

/** The level select's value for "any level" (a level itself is never empty). */
export const ANY_LEVEL = '';

/** The tree's filters (text, level, only goals no cluster covers) and what passes them. */
export function useTreeFilters(design: TDesign, initialQuery: string) {
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const [level, setLevel] = useState<string>(ANY_LEVEL);
  const [uncoveredOnly, setUncoveredOnly] = useState(false);
  const levels = useMemo(() => treeLevels(design), [design]);
  // A level that is gone from the design (edited away) filters nothing any more.
  const activeLevel = levels.includes(level) ? level : null;
  const filter = useMemo(
    () => filterTree(design, { text: deferredQuery, level: activeLevel, uncoveredOnly }),
    [design, deferredQuery, activeLevel, uncoveredOnly],
  );
  const clearFilters = () => {
    setQuery('');
    setLevel(ANY_LEVEL);
    setUncoveredOnly(false);
  };
  return {
    query,
    setQuery,
    deferredQuery,
    levels,
    activeLevel,
    setLevel,
    uncoveredOnly,
    setUncoveredOnly,
    filter,
    clearFilters,
  };
}
