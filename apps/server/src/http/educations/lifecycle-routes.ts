import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ZEducationParamsSchema,
  ZSubmitForReviewSchema,
  type TEducationResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  approveEducation,
  deactivateEducation,
  stopReview,
  submitForReview,
} from '../../domain/educations/lifecycle';
import { getEducationDetail } from '../../domain/educations/read-education';
import type { Publisher } from '../../realtime/publisher';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';
import { educationCallerOf } from './caller';

const BASE = '/locations/:location/educations/:education';

/**
 * The review round (SPEC §4, docs/educations.md "Lifecycle API"). Each answers the education as
 * it is after the commit, so the screen can show the new status without another request.
 */
export async function educationLifecycleRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher },
): Promise<void> {
  const { db, clock, publisher } = deps;

  const context = (request: FastifyRequest) => {
    const { location } = locationAccessOf(request);
    const { education } = parse(ZEducationParamsSchema, request.params);
    const caller = educationCallerOf(request);
    return { db, publisher, caller, locationId: location.id, educationId: education, now: clock() };
  };
  const answer = async (options: ReturnType<typeof context>): Promise<TEducationResponse> => ({
    data: await getEducationDetail(options),
  });

  app.post(`${BASE}/submit`, async (request) => {
    const options = context(request);
    const input = parse(ZSubmitForReviewSchema, request.body ?? {});
    await submitForReview({ ...options, input });
    return answer(options);
  });

  app.post(`${BASE}/approve`, async (request) => {
    const options = context(request);
    await approveEducation(options);
    return answer(options);
  });

  app.post(`${BASE}/stop-review`, async (request) => {
    const options = context(request);
    await stopReview(options);
    return answer(options);
  });

  app.post(`${BASE}/deactivate`, async (request) => {
    const options = context(request);
    await deactivateEducation(options);
    return answer(options);
  });
}
