import type { FastifyRequest } from 'fastify';
import { ZEducationParamsSchema, type TEducationResponse } from '@cp/contracts';
import type { Db } from '../../db/client';
import { getEducationDetail } from '../../domain/educations/get-education-detail';
import type { EducationCaller } from '../../domain/educations/education-caller';
import type { EducationLookup } from '../../domain/educations/require-education';
import type { Publisher } from '../../domain/events/publisher';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';
import { actorOf } from '../session-guard';

/**
 * The caller of an education route: the signed-in actor with their roles at the route's location
 * (the access check has already proved membership and loaded the roles, so no second query).
 */
export function educationCallerOf(request: FastifyRequest): EducationCaller {
  return { actor: actorOf(request), roles: locationAccessOf(request).roles };
}

export type EducationRouteDeps = { db: Db; clock: () => Date; publisher: Publisher };

/** What every route under `.../educations/:education` hands the domain. */
export function educationRequest(request: FastifyRequest, deps: EducationRouteDeps) {
  const { location, scope } = locationAccessOf(request);
  const { education } = parse(ZEducationParamsSchema, request.params);
  return {
    db: deps.db,
    publisher: deps.publisher,
    caller: educationCallerOf(request),
    location,
    scope,
    educationId: education,
    now: deps.clock(),
  };
}

/** Changes answer the education as it is after the commit, so screens need no second request. */
export async function educationAnswer(
  options: EducationLookup & { caller: EducationCaller },
): Promise<TEducationResponse> {
  return { data: await getEducationDetail(options) };
}
