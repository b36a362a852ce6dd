import type { FastifyInstance } from 'fastify';
import { approveEducation } from '../../domain/educations/approve-education';
import { deactivateEducation } from '../../domain/educations/deactivate-education';
import { stopReview } from '../../domain/educations/stop-review';
import { submitForReview } from '../../domain/educations/submit-for-review';
import { handle } from '../endpoint';
import { educationAnswer, educationRequest, type EducationRouteDeps } from './caller';

/**
 * The review round (docs/educations.md "Lifecycle" and "Lifecycle API"). Each answers the
 * education as it is after the commit, so the screen can show the new status without another
 * request.
 */
export async function educationLifecycleRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  // The body may be left out: no named reviewers (the registry's body schema reads it as `{}`).
  handle(app, 'submitEducationForReview', async ({ body }, request) => {
    const options = educationRequest(request, deps);
    await submitForReview({ ...options, input: body });
    return educationAnswer(options);
  });

  handle(app, 'approveEducation', async (_, request) => {
    const options = educationRequest(request, deps);
    await approveEducation(options);
    return educationAnswer(options);
  });

  handle(app, 'stopEducationReview', async (_, request) => {
    const options = educationRequest(request, deps);
    await stopReview(options);
    return educationAnswer(options);
  });

  handle(app, 'deactivateEducation', async (_, request) => {
    const options = educationRequest(request, deps);
    await deactivateEducation(options);
    return educationAnswer(options);
  });
}
