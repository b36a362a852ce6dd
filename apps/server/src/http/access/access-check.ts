import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_LICENSE_BODY, ZLocationParamsSchema } from '@cp/contracts';
import type { Db } from '../../db/client';
import { requireLocationAccess, type LocationAccess } from '../../domain/locations/scope';
import { ApiError, UNAUTHENTICATED } from '../api-error';
import { parse } from '../parse';
import { ACCESS_LEVELS, locationLevelOf } from './levels';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for routes of a location level: the location and the caller's roles there. */
    locationAccess: LocationAccess | null;
  }
}

const FORBIDDEN = () => new ApiError(403, 'forbidden', 'No access');

/*
 * SECURITY-CRITICAL: enforces the permission table (./permissions.ts) on every API route.
 * Two steps: being signed in is checked in preParsing, before the body of an anonymous request
 * is read; roles, tenancy and the license in preHandler, where an early answer is simple.
 */
export function registerAccessCheck(app: FastifyInstance, deps: { db: Db; clock: () => Date }) {
  app.decorateRequest('locationAccess', null);

  app.addHook('preParsing', async (request) => {
    const level = request.routeOptions.config.access;
    if (level && ACCESS_LEVELS[level].signedIn && !request.actor) throw UNAUTHENTICATED();
  });

  app.addHook('preHandler', async (request, reply) => {
    const level = request.routeOptions.config.access;
    if (!level || !request.actor) return;
    const actor = request.actor;
    const rule = ACCESS_LEVELS[level];
    if ('platformAdmin' in rule && !actor.isPlatformAdmin) throw FORBIDDEN();
    const locationLevel = locationLevelOf(level);
    if (!locationLevel) return;

    const locationId = locationParam(request);
    // The platform administrator passes without a license, so only others ask for it.
    const askLicense = locationLevel.license && !actor.isPlatformAdmin;
    const access = await requireLocationAccess({
      db: deps.db,
      actor,
      locationId,
      licensedOn: askLicense ? deps.clock() : undefined,
    });
    if (!actor.isPlatformAdmin) {
      if (!access.roles.some((role) => locationLevel.roles.includes(role))) throw FORBIDDEN();
      if (askLicense && !access.licensed) return sendNoLicense(reply);
    }
    request.locationAccess = access;
  });
}

/** The `:location` parameter; a malformed one is invalid data (422). */
function locationParam(request: FastifyRequest): number {
  return parse(ZLocationParamsSchema, request.params).location;
}

/** DESIGN "Contracts": exactly the plain text `no_license`, which the web app recognises. */
function sendNoLicense(reply: FastifyReply): FastifyReply {
  return reply.code(403).type('text/plain; charset=utf-8').send(NO_LICENSE_BODY);
}

/** The location of a route of a location level (the access check has run). */
export function locationAccessOf(request: FastifyRequest): LocationAccess {
  if (!request.locationAccess) throw new Error('route has no location access level');
  return request.locationAccess;
}
