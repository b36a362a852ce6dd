import type {
  TCoverageAnalysis,
  TGoalsAnalysis,
  THealthAnalysis,
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
 * The tabs of a year, or null for a year without planned clusters (the screen cannot choose
 * such a year, SPEC "an education year that is already filled"): then only the planning read ran.
 */
export async function loadYearAnalysis(
  context: Pick<SectionContext, 'db' | 'locationId' | 'education' | 'now'>,
  yearId: number,
): Promise<YearAnalysis | null> {
  const { db, locationId, education, now } = context;
  const scope = { db, locationId, educationId: education.id, yearId, now };
  // One after the other: PGlite runs one query at a time, and a pool connection stays free.
  const planning = await analysePlanning(scope);
  if (planning.clusters.length === 0) return null;
  return {
    planning,
    goals: await analyseGoals(scope),
    tests: await analyseTests(scope),
    intensity: await analyseIntensity(scope),
    coverage: await analyseCoverage(scope),
    overview: await analyseTestsOverview(scope),
    team: await analyseTeam(scope),
  };
}

export type YearHealth = THealthAnalysis['years'][number];
