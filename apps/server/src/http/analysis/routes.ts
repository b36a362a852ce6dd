import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZIdSchema, ZStudyLoadNormInputSchema } from '@cp/contracts';
import type { AnalysisYearScope } from '../../domain/analysis/analysis-year';
import { analyseBubbles } from '../../domain/analysis/bubbles';
import { analyseCoverage } from '../../domain/analysis/coverage';
import { analyseGoals } from '../../domain/analysis/goals';
import { analyseHealth } from '../../domain/analysis/health';
import { analyseIntensity } from '../../domain/analysis/intensity';
import { createNorm, deleteNorm, listNorms } from '../../domain/analysis/norms';
import { analysePlanning } from '../../domain/analysis/planning';
import { analysisSummary } from '../../domain/analysis/summary';
import { analyseTeam } from '../../domain/analysis/team';
import { analyseTests } from '../../domain/analysis/tests';
import { analyseTestsOverview } from '../../domain/analysis/tests-overview';
import { notFound } from '../../domain/errors';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { parse } from '../parse';
import { actorOf } from '../session-guard';

export const ANALYSIS_BASE = '/locations/:location/educations/:education/analysis';

const ZYearParamsSchema = z.object({ year: ZIdSchema });
const ZIdParamsSchema = z.object({ id: ZIdSchema });

type YearRead = (scope: AnalysisYearScope & { now: Date }) => Promise<unknown>;

/** The read of each year endpoint: the seven tabs and the bubble view. */
const YEAR_READS: Record<string, YearRead> = {
  planning: analysePlanning,
  goals: analyseGoals,
  tests: analyseTests,
  intensity: analyseIntensity,
  coverage: analyseCoverage,
  'tests-overview': analyseTestsOverview,
  team: analyseTeam,
  bubbles: analyseBubbles,
};

/** An unknown tab is a path that does not exist (404), not bad input. */
function yearReadOf(request: FastifyRequest): YearRead {
  const { tab } = request.params as { tab?: string };
  const read = tab !== undefined && Object.hasOwn(YEAR_READS, tab) ? YEAR_READS[tab] : undefined;
  if (!read) throw notFound('Unknown analysis');
  return read;
}

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
  const B = ANALYSIS_BASE;

  app.get(B, async (request) => {
    const { db, locationId, educationId, now } = educationRequest(request, deps);
    return { data: await analysisSummary({ db, locationId, educationId, now }) };
  });

  app.get(`${B}/health`, async (request) => {
    const { db, locationId, educationId, now } = educationRequest(request, deps);
    return { data: await analyseHealth({ db, locationId, educationId, now }) };
  });

  app.get(`${B}/years/:year/:tab`, async (request) => {
    const read = yearReadOf(request);
    const { year } = parse(ZYearParamsSchema, request.params);
    const { db, locationId, educationId, now } = educationRequest(request, deps);
    return { data: await read({ db, locationId, educationId, yearId: year, now }) };
  });

  app.get('/study-load-norms', async () => ({ data: await listNorms(deps.db) }));

  app.post('/study-load-norms', async (request, reply) => {
    const input = parse(ZStudyLoadNormInputSchema, request.body);
    const norm = await createNorm({
      db: deps.db,
      input,
      actor: actorOf(request),
      now: deps.clock(),
    });
    return reply.code(201).send({ data: norm });
  });

  app.delete('/study-load-norms/:id', async (request) => {
    const { id } = parse(ZIdParamsSchema, request.params);
    await deleteNorm({ db: deps.db, id, now: deps.clock() });
    return { data: null };
  });
}
