import type { FastifyInstance } from 'fastify';
import { LOCATION_MESSAGES, LOGO_MAX_BYTES } from '@cp/contracts';
import type { Db } from '../../db/client';
import { getLocationDetails } from '../../domain/locations/location-details';
import { getLocationLogo } from '../../domain/locations/get-location-logo';
import { removeLocationLogo } from '../../domain/locations/remove-location-logo';
import { setLocationLogo } from '../../domain/locations/set-location-logo';
import { createLocation, updateLocation } from '../../domain/locations/save-location';
import { listLocations } from '../../domain/locations/list-locations';
import { updateLocationSettings } from '../../domain/locations/update-settings';
import { DomainError } from '../../domain/errors';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';

/** Base64 of a 1 MB logo plus the JSON around it; larger bodies get 413 before they are read. */
const LOGO_BODY_LIMIT = Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 1024;
/** The logo URL carries its version (`?v=`), so a browser may keep that answer for a year. */
const LOGO_CACHE_VERSIONED = 'private, max-age=31536000, immutable';

export async function locationRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  handle(app, 'listLocations', async (_, request) => {
    return { data: await listLocations({ db, actor: actorOf(request) }) };
  });

  handle(app, 'createLocation', async ({ body }) => {
    return { data: await createLocation({ db, input: body }) };
  });

  handle(app, 'getLocation', async (_, request) => {
    const scope = locationScopeOf(request);
    return { data: await getLocationDetails({ db, scope }) };
  });

  // Platform administrator: title, domain and type. (Settings below are the school's own.)
  handle(app, 'updateLocation', async ({ params, body }) => {
    return {
      data: await updateLocation({ db, locationId: params.location, input: body, now: clock() }),
    };
  });

  handle(app, 'updateLocationSettings', async ({ body }, request) => {
    const scope = locationScopeOf(request);
    return {
      data: await updateLocationSettings({
        db,
        scope,
        input: body,
        now: clock(),
      }),
    };
  });

  // The image itself, sent as is; a matching If-None-Match answers 304 without it.
  handle(app, 'getLocationLogo', async ({ query }, request, reply) => {
    const scope = locationScopeOf(request);
    const logo = await getLocationLogo({ db, scope });
    const etag = `"${logo.version}"`;
    reply
      .header('ETag', etag)
      .header(
        'Cache-Control',
        query.v === logo.version ? LOGO_CACHE_VERSIONED : 'private, no-cache',
      );
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(logo.mimeType).send(logo.content);
  });

  // A JSON body with the image in base64 (not multipart); the body limit fits a 1 MB image.
  handle(
    app,
    'uploadLocationLogo',
    async ({ body }, request) => {
      const scope = locationScopeOf(request);
      const bytes = Buffer.from(body.content, 'base64');
      if (bytes.length > LOGO_MAX_BYTES) {
        throw new DomainError('payload_too_large', LOCATION_MESSAGES.logoTooLarge);
      }
      return {
        data: await setLocationLogo({ db, scope, content: bytes, now: clock() }),
      };
    },
    { bodyLimit: LOGO_BODY_LIMIT },
  );

  handle(app, 'removeLocationLogo', async (_, request) => {
    const scope = locationScopeOf(request);
    return { data: await removeLocationLogo({ db, scope, now: clock() }) };
  });
}
