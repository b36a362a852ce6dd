import { useDeferredValue, useMemo, useState } from 'react';
import type { TDesign } from '@cp/contracts';
import { filterTree, treeLevels, treeTracks } from './tree-filter';

/** The level select's value for "any level" (a level itself is never empty). */
export const ANY_LEVEL = '';
/** The track select's value for "all tracks" (a track itself is never empty). */
export const ALL_TRACKS = '';

/** The tree's filters (text, level, track, only goals no cluster covers) and what passes them. */
export function useTreeFilters(design: TDesign, initialQuery: string) {
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const [level, setLevel] = useState<string>(ANY_LEVEL);
  const [uncoveredOnly, setUncoveredOnly] = useState(false);
  const [track, setTrack] = useState<string>(ALL_TRACKS);
  const levels = useMemo(() => treeLevels(design), [design]);
  const tracks = useMemo(() => treeTracks(design), [design]);
  // A level or track that is gone from the design (edited away) filters nothing any more.
  const activeLevel = levels.includes(level) ? level : null;
  const activeTrack = tracks.includes(track) ? track : null;
  const filter = useMemo(
    () =>
      filterTree(design, {
        text: deferredQuery,
        level: activeLevel,
        uncoveredOnly,
        track: activeTrack,
      }),
    [design, deferredQuery, activeLevel, uncoveredOnly, activeTrack],
  );
  const clearFilters = () => {
    setQuery('');
    setLevel(ANY_LEVEL);
    setUncoveredOnly(false);
    setTrack(ALL_TRACKS);
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
    tracks,
    activeTrack,
    setTrack,
    filter,
    clearFilters,
  };
}
