import { useMemo, useState } from 'react';
import type { TGoalsAnalysis } from '@cp/contracts';
import { periodWeeks } from '../filters';
import { goalLevels, goalRows, type TGoalStatus } from './goal-rows';
import type { TAnalysisFilters } from './tab-props';

/** No choice made in a select: every competence, every level. */
export const ANY = '';

/**
 * The goals tab's own filters (competence, level, status) with the screen's period, and the rows
 * of the tree they leave.
 */
export function useGoalFilters(data: TGoalsAnalysis, filters: TAnalysisFilters) {
  const [competence, setCompetence] = useState<string>(ANY);
  const [level, setLevel] = useState<string>(ANY);
  const [status, setStatus] = useState<TGoalStatus>('all');
  const levels = useMemo(() => goalLevels(data), [data]);
  const weeks = periodWeeks(filters, data.year.periods);
  const rows = useMemo(
    () =>
      goalRows(data, {
        competenceId: competence === ANY ? null : Number(competence),
        level: level === ANY || !levels.includes(level) ? null : level,
        status,
        weeks,
      }),
    // `weeks` is derived from the filters: its parts are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, competence, level, levels, status, weeks?.first, weeks?.last],
  );
  return { competence, setCompetence, level, setLevel, status, setStatus, levels, weeks, rows };
}
