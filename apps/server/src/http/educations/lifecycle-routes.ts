import type { FastifyInstance } from 'fastify';
import { ZSubmitForReviewSchema } from '@cp/contracts';
import {
  approveEducation,
  deactivateEducation,
  stopReview,
  submitForReview,
} from '../../domain/educations/lifecycle';
import { parse } from '../parse';
import { educationAnswer, educationRequest, type EducationRouteDeps } from './caller';

const BASE = '/locations/:location/educations/:education';

/**
 * The review round (SPEC §4, docs/educations.md "Lifecycle API"). Each answers the education as
 * it is after the commit, so the screen can show the new status without another request.
 */
export async function educationLifecycleRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  app.post(`${BASE}/submit`, async (request) => {
    const options = educationRequest(request, deps);
    const input = parse(ZSubmitForReviewSchema, request.body ?? {});
    await submitForReview({ ...options, input });
    return educationAnswer(options);
  });

  app.post(`${BASE}/approve`, async (request) => {
    const options = educationRequest(request, deps);
    await approveEducation(options);
    return educationAnswer(options);
  });

  app.post(`${BASE}/stop-review`, async (request) => {
    const options = educationRequest(request, deps);
    await stopReview(options);
    return educationAnswer(options);
  });

  app.post(`${BASE}/deactivate`, async (request) => {
    const options = educationRequest(request, deps);
    await deactivateEducation(options);
    return educationAnswer(options);
  });
}
