import type { FastifyInstance } from 'fastify';
import type { TAnalysisYearRead } from '@cp/contracts';
import type { YearLookup } from '../../domain/analysis/analysis-year';
import { analyseBubbles } from '../../domain/analysis/bubbles';
import { analyseCoverage } from '../../domain/analysis/coverage';
import { analyseGoals } from '../../domain/analysis/goals';
import { analyseHealth } from '../../domain/analysis/health';
import { analyseIntensity } from '../../domain/analysis/intensity';
import { createNorm } from '../../domain/analysis/create-norm';
import { deleteNorm } from '../../domain/analysis/delete-norm';
import { listNorms } from '../../domain/analysis/list-norms';
import { analysePlanning } from '../../domain/analysis/planning';
import { analysisSummary } from '../../domain/analysis/summary';
import { analyseTeam } from '../../domain/analysis/team';
import { analyseTests } from '../../domain/analysis/tests';
import { analyseTestsOverview } from '../../domain/analysis/tests-overview';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';

type YearReads = {
  [Read in TAnalysisYearRead]: (lookup: YearLookup & { now: Date }) => Promise<unknown>;
};

/** The read of each year endpoint: the seven tabs and the bubble view. */
const YEAR_READS = {
  planning: analysePlanning,
  goals: analyseGoals,
  tests: analyseTests,
  intensity: analyseIntensity,
  coverage: analyseCoverage,
  'tests-overview': analyseTestsOverview,
  team: analyseTeam,
  bubbles: analyseBubbles,
} satisfies YearReads;

/**
 * The analysis screen's API (docs/analysis.md): read-only, for everyone who may read the
 * education (the access check of `.../educations/:education` routes: other location 404, no
 * license 403). The summary, the health check, one GET per tab of a year; and the study-load
 * norms, which only the platform administrator adds or removes.
 */
export async function analysisRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  handle(app, 'getAnalysisSummary', async (_, request) => {
    const { db, scope, educationId, now } = educationRequest(request, deps);
    return { data: await analysisSummary({ db, scope, educationId, now }) };
  });

  handle(app, 'getAnalysisHealth', async (_, request) => {
    const { db, scope, educationId, now } = educationRequest(request, deps);
    return { data: await analyseHealth({ db, scope, educationId, now }) };
  });

  handle(app, 'getAnalysisOfYear', async ({ params }, request) => {
    const read = YEAR_READS[params.tab];
    const { db, scope, educationId, now } = educationRequest(request, deps);
    return { data: await read({ db, scope, educationId, yearId: params.year, now }) };
  });

  handle(app, 'listStudyLoadNorms', async () => ({ data: await listNorms(deps.db) }));

  handle(app, 'createStudyLoadNorm', async ({ body }, request) => {
    const norm = await createNorm({
      db: deps.db,
      input: body,
      actor: actorOf(request),
      now: deps.clock(),
    });
    return { data: norm };
  });

  handle(app, 'deleteStudyLoadNorm', async ({ params }) => {
    await deleteNorm({ db: deps.db, id: params.id, now: deps.clock() });
    return { data: null };
  });
}
