import type { FastifyInstance } from 'fastify';
import { loadFrameworkCoverage } from '../../domain/frameworks/load-framework-coverage';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { handle } from '../endpoint';

/**
 * The coverage of a framework by an education (docs/frameworks.md "Coverage"): read-only, for
 * everyone who may read the education, as the analysis routes (other location 404, no license
 * 403, a framework the location may not use 404).
 */
export async function frameworkCoverageRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  handle(app, 'getFrameworkCoverage', async ({ params, query }, request) => {
    const { db, scope, educationId } = educationRequest(request, deps);
    const coverage = await loadFrameworkCoverage(db, {
      scope,
      educationId,
      frameworkId: params.framework,
      filters: { schoolExamOnly: query.school_exam_only, level: query.level, domain: query.domain },
    });
    return { data: coverage };
  });
}
