import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_LICENSE_BODY, ZLocationParamsSchema } from '@cp/contracts';
import type { Db } from '../../db/client';
import { schoolDay } from '../../domain/licenses/active-license';
import type { LocationScope } from '../../domain/locations/location-scope';
import {
  decideLocationAccess,
  requireLocationAccess,
  type LocationAccess,
  type LocationAccessRow,
} from '../../domain/locations/location-access';
import { forbidden } from '../../domain/errors';
import { UNAUTHENTICATED } from '../api-error';
import { parse } from '../parse';
import { actorOf } from '../session-guard';
import { ACCESS_LEVELS, locationLevelOf, type LocationLevel } from './levels';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for routes of a location level: the location and the caller's roles there. */
    locationAccess: LocationAccess | null;
    /** Set instead, until the route's own query decides, for a route with `accessInQuery`. */
    deferredAccess: DeferredAccess | null;
    /**
     * Bad input of an `accessInQuery` route, held by http/endpoint.ts until access is decided:
     * a stranger gets 403, not a 422 that would answer before the check (as on every route).
     */
    heldInputRefusal: Error | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the access check's row in its own statement (one round trip instead of
     * two, docs/decisions/0011-speed-on-postgresql.md) and must call `admitDeferred` with it
     * before it uses any data; a 2xx answer without that is refused (preSerialization below).
     */
    accessInQuery?: boolean;
  }
}

type AskedAccess = {
  locationId: number;
  level: LocationLevel;
  /** The moment whose school day's license counts; undefined when the level needs none. */
  licensedOn: Date | undefined;
};
type DeferredAccess = AskedAccess & { now: Date };

const FORBIDDEN = () => forbidden();

/*
 * SECURITY-CRITICAL: enforces every API route's access level (its registry entry's `access`,
 * ./endpoint-access.ts).
 * Two steps: being signed in is checked in preParsing, before the body of an anonymous request
 * is read; roles, tenancy and the license in preHandler, where an early answer is simple.
 */
export function registerAccessCheck(app: FastifyInstance, deps: { db: Db; clock: () => Date }) {
  app.decorateRequest('locationAccess', null);
  app.decorateRequest('deferredAccess', null);
  app.decorateRequest('heldInputRefusal', null);

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
    const now = deps.clock();
    const asked = { locationId, level: locationLevel, licensedOn: askLicense ? now : undefined };
    if (request.routeOptions.config.accessInQuery) {
      request.deferredAccess = { ...asked, now };
      return;
    }
    const access = await requireLocationAccess({
      db: deps.db,
      actor,
      locationId,
      licensedOn: asked.licensedOn,
    });
    return admit(request, reply, asked, access);
  });

  // The safety net of `accessInQuery`: its route answered data without deciding access.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.deferredAccess && !request.locationAccess && reply.statusCode < 400) {
      throw new Error(
        `${request.routeOptions.url}: accessInQuery route did not call admitDeferred`,
      );
    }
    return payload;
  });
}

/** Roles and license of the level, then the access is the request's; or 403 / no_license. */
function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  asked: AskedAccess,
  access: LocationAccess,
): FastifyReply | undefined {
  if (!actorOf(request).isPlatformAdmin) {
    if (!access.roles.some((role) => asked.level.roles.includes(role))) throw FORBIDDEN();
    if (asked.licensedOn && !access.licensed) return sendNoLicense(reply);
  }
  request.locationAccess = access;
  return undefined;
}

/**
 * What the statement of an `accessInQuery` route must ask besides its data: the location, the
 * caller (placeholder `user` of callerMembership) and the school day (placeholder `day`).
 */
export function deferredAccessOf(request: FastifyRequest): {
  location: number;
  user: number;
  day: string;
} {
  const asked = request.deferredAccess;
  if (!asked) throw new Error('route has no deferred location access');
  return {
    location: asked.locationId,
    user: actorOf(request).userId,
    // Always a day, so the statement has one shape; `admit` ignores the answer when not asked.
    day: schoolDay(asked.now),
  };
}

/**
 * The usual access check, with its own query, for an `accessInQuery` route that cannot fold it
 * into its statement this time (e.g. a malformed query string: 403 must still come before 422).
 * Answers false when it has sent the no_license answer; throws 403/404 as the hook would.
 */
export async function admitWithOwnQuery(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
): Promise<boolean> {
  const asked = request.deferredAccess;
  if (!asked) throw new Error('route has no deferred location access');
  const access = await requireLocationAccess({
    db,
    actor: actorOf(request),
    locationId: asked.locationId,
    licensedOn: asked.licensedOn,
  });
  return admitThenRefuseHeldInput(request, reply, asked, access);
}

/**
 * The access check of an `accessInQuery` route, on the row its statement read (undefined: no
 * such location): the same decision as the preHandler. Answers false when it has sent the
 * no_license answer (the route then returns the reply); throws 403/404 as the hook would.
 */
export function admitDeferred(
  request: FastifyRequest,
  reply: FastifyReply,
  row: LocationAccessRow | undefined,
): boolean {
  const asked = request.deferredAccess;
  if (!asked) throw new Error('route has no deferred location access');
  const access = decideLocationAccess(actorOf(request), row);
  return admitThenRefuseHeldInput(request, reply, asked, access);
}

function admitThenRefuseHeldInput(
  request: FastifyRequest,
  reply: FastifyReply,
  asked: AskedAccess,
  access: LocationAccess,
): boolean {
  if (admit(request, reply, asked, access) !== undefined) return false;
  if (request.heldInputRefusal) throw request.heldInputRefusal;
  return true;
}

/** The `:location` parameter; a malformed one is invalid data (422). */
function locationParam(request: FastifyRequest): number {
  return parse(ZLocationParamsSchema, request.params).location;
}

/** Exactly the plain text `no_license`, which the web app recognises (docs/permissions.md). */
function sendNoLicense(reply: FastifyReply): FastifyReply {
  return reply.code(403).type('text/plain; charset=utf-8').send(NO_LICENSE_BODY);
}

/** The location of a route of a location level (the access check has run). */
export function locationAccessOf(request: FastifyRequest): LocationAccess {
  if (!request.locationAccess) throw new Error('route has no location access level');
  return request.locationAccess;
}

/** The scope the domain functions of the route's location take (the access check granted it). */
export function locationScopeOf(request: FastifyRequest): LocationScope {
  return locationAccessOf(request).scope;
}
