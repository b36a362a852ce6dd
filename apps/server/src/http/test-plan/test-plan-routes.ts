import type { FastifyInstance } from 'fastify';
import { loadTestPlan } from '../../domain/test-plan/load-test-plan';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { handle } from '../endpoint';
import { requestLanguage } from '../language';

/**
 * The test plan of an education year (docs/test-plan.md): read-only, for everyone who may read
 * the education, as the plan's year read (other location 404, no license 403, a year of another
 * education 404). Changes go through the plan's test routes. The answer names the default test
 * formats and the frameworks' credits in the request's language.
 */
export async function testPlanRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  handle(app, 'getTestPlan', async ({ params }, request) => {
    const { db, scope, educationId } = educationRequest(request, deps);
    const language = requestLanguage(request);
    return { data: await loadTestPlan({ db, scope, educationId, yearId: params.year, language }) };
  });
}
