import type { EducationRow } from '../../db/schema';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { requirePlanYear, type PlanYear } from '../plan/load-year-plan';

/*
 * What every tab endpoint starts with (docs/analysis.md): the education within the caller's
 * location (404 otherwise) and the year of that education with its periods and week numbering
 * (the plan's own `requirePlanYear`, so the analysis numbers weeks exactly as the plan does).
 */

/**
 * A year of an education within a location: the routes pass the access check's scope; the export
 * job its owner's (docs/exports.md).
 */
export type YearLookup = EducationLookup & { yearId: number };

/** The year as the tabs answer it (ZAnalysisYearHeadSchema): no calendar start. */
export type AnalysisYear = Omit<PlanYear, 'starts_on'>;

export async function requireAnalysisYear(
  lookup: YearLookup,
): Promise<{ education: EducationRow; year: AnalysisYear }> {
  const education = await requireEducation(lookup);
  const { starts_on: _startsOn, ...year } = await requirePlanYear(
    lookup.db,
    education.id,
    lookup.yearId,
  );
  return { education, year };
}

/** The period holding a year week (null past the last period). */
export function periodOfWeek(
  year: Pick<PlanYear, 'periods'>,
  week: number,
): PlanYear['periods'][number] | null {
  for (const period of year.periods) {
    if (week >= period.first_week && week < period.first_week + period.weeks) return period;
  }
  return null;
}
