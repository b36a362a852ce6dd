import type { TLanguage, TTestPlanData } from '@cp/contracts';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { requirePlanYear } from '../plan/load-year-plan';
import { readTestPlans } from './test-plan-data';

/*
 * GET .../test-plan/years/:year (docs/test-plan.md "One view for screen and document"): the test
 * plan's data of one year, of an education within the scope. 404 as the plan's year read
 * answers (another location's education, a year of another education). The education, the year
 * with its periods (the plan's `requirePlanYear`), then the six set-based statements of
 * test-plan-data.ts: nine statements whatever the year holds. The language names the default
 * test formats and writes the frameworks' credit lines.
 */
export async function loadTestPlan(
  options: EducationLookup & { yearId: number; language: TLanguage },
): Promise<TTestPlanData> {
  const { db, scope, yearId, language } = options;
  const education = await requireEducation(options);
  const year = await requirePlanYear(db, education.id, yearId);
  const [data] = await readTestPlans({ db, scope, education, years: [year], language });
  return data!;
}
