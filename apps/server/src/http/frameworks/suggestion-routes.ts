import type { FastifyInstance } from 'fastify';
import { dismissFrameworkSuggestion } from '../../domain/frameworks/dismiss-framework-suggestion';
import { suggestFrameworkLinks } from '../../domain/frameworks/suggest-framework-links';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { handle } from '../endpoint';

/**
 * Suggested links from an education's learning goals to a framework's items
 * (docs/frameworks.md "Suggested links"): read by every member who may read the education,
 * dismissed by whoever may change its design.
 */
export async function frameworkSuggestionRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  handle(app, 'listFrameworkSuggestions', async ({ query }, request) => {
    const { db, scope, educationId } = educationRequest(request, deps);
    return {
      data: await suggestFrameworkLinks({ db, scope, educationId, frameworkId: query.framework }),
    };
  });

  handle(app, 'dismissFrameworkSuggestion', async ({ body }, request) => {
    await dismissFrameworkSuggestion({ ...educationRequest(request, deps), input: body });
    return { data: null };
  });
}
