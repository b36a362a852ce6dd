import type {
  TCoverageAnalysis,
  TGoalsAnalysis,
  TIntensityAnalysis,
  TPlanningAnalysis,
  TTeamAnalysis,
  TTestsAnalysis,
  TTestsOverview,
} from '@cp/contracts';
import { analyseCoverage } from '../../analysis/coverage';
import { analyseGoals } from '../../analysis/goals';
import { analyseIntensity } from '../../analysis/intensity';
import { analysePlanning } from '../../analysis/planning';
import { analyseTeam } from '../../analysis/team';
import { analyseTests } from '../../analysis/tests';
import { analyseTestsOverview } from '../../analysis/tests-overview';
import type { SectionContext } from './context';

/*
 * The analysis of one year as the screen reads it: the same reads as its tabs
 * (http/analysis/routes.ts), each a fixed number of set-based statements, so a year costs the
 * same number of queries whatever its size. The health check covers every year at once and is
 * read once per export by the caller (analyseHealth).
 */

export type YearAnalysis = {
  planning: TPlanningAnalysis;
  goals: TGoalsAnalysis;
  tests: TTestsAnalysis;
  intensity: TIntensityAnalysis;
  coverage: TCoverageAnalysis;
  overview: TTestsOverview;
  team: TTeamAnalysis;
};

/**
 * The tabs of a year, or null for a year without planned clusters (the screen cannot choose such a
 * year, docs/analysis.md "Screen"): then only the planning read ran.
 */
export async function loadYearAnalysis(
  context: Pick<SectionContext, 'db' | 'scope' | 'education' | 'now'>,
  yearId: number,
): Promise<YearAnalysis | null> {
  const { db, scope, education, now } = context;
  const ofYear = { db, scope, educationId: education.id, yearId, now };
  // One after the other: PGlite runs one query at a time, and a pool connection stays free.
  const planning = await analysePlanning(ofYear);
  if (planning.clusters.length === 0) return null;
  return {
    planning,
    goals: await analyseGoals(ofYear),
    tests: await analyseTests(ofYear),
    intensity: await analyseIntensity(ofYear),
    coverage: await analyseCoverage(ofYear),
    overview: await analyseTestsOverview(ofYear),
    team: await analyseTeam(ofYear),
  };
}
