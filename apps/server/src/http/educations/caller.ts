import type { FastifyRequest } from 'fastify';
import type { EducationCaller } from '../../domain/educations/scope';
import { locationAccessOf } from '../access/access-check';
import { actorOf } from '../session-guard';

/**
 * The caller of an education route: the signed-in actor with their roles at the route's location
 * (the access check has already proved membership and loaded the roles, so no second query).
 */
export function educationCallerOf(request: FastifyRequest): EducationCaller {
  return { actor: actorOf(request), roles: locationAccessOf(request).roles };
}
