import type { FastifyInstance } from 'fastify';
import {
  LOCATION_MESSAGES,
  LOGO_MAX_BYTES,
  ZLocationInputSchema,
  ZLocationLogoInputSchema,
  ZLocationParamsSchema,
  ZLocationSettingsInputSchema,
  ZLogoQuerySchema,
  type TLocationDetailsResponse,
  type TLocationListResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { getLocationDetails } from '../../domain/locations/location-details';
import { getLocationLogo, removeLocationLogo, setLocationLogo } from '../../domain/locations/logo';
import { createLocation, updateLocation } from '../../domain/locations/save-location';
import { listLocations } from '../../domain/locations/scope';
import { updateLocationSettings } from '../../domain/locations/update-settings';
import { locationAccessOf } from '../access/access-check';
import { ApiError } from '../api-error';
import { parse } from '../parse';
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

  app.get('/locations', async (request): Promise<TLocationListResponse> => {
    return { data: await listLocations({ db, actor: actorOf(request) }) };
  });

  app.post('/locations', async (request, reply): Promise<TLocationDetailsResponse> => {
    const input = parse(ZLocationInputSchema, request.body);
    reply.code(201);
    return { data: await createLocation({ db, input }) };
  });

  app.get('/locations/:location', async (request): Promise<TLocationDetailsResponse> => {
    const { location } = locationAccessOf(request);
    return { data: await getLocationDetails({ db, locationId: location.id }) };
  });

  // Platform administrator: title, domain and type. (Settings below are the school's own.)
  app.put('/locations/:location', async (request): Promise<TLocationDetailsResponse> => {
    const { location: locationId } = parse(ZLocationParamsSchema, request.params);
    const input = parse(ZLocationInputSchema, request.body);
    return { data: await updateLocation({ db, locationId, input, now: clock() }) };
  });

  app.put('/locations/:location/settings', async (request): Promise<TLocationDetailsResponse> => {
    const { location } = locationAccessOf(request);
    const input = parse(ZLocationSettingsInputSchema, request.body);
    return {
      data: await updateLocationSettings({ db, locationId: location.id, input, now: clock() }),
    };
  });

  app.get('/locations/:location/logo', async (request, reply) => {
    const { location } = locationAccessOf(request);
    const { v } = parse(ZLogoQuerySchema, request.query);
    const logo = await getLocationLogo({ db, locationId: location.id });
    const etag = `"${logo.version}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', v === logo.version ? LOGO_CACHE_VERSIONED : 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(logo.mimeType).send(logo.content);
  });

  app.put(
    '/locations/:location/logo',
    { bodyLimit: LOGO_BODY_LIMIT },
    async (request): Promise<TLocationDetailsResponse> => {
      const { location } = locationAccessOf(request);
      const { content } = parse(ZLocationLogoInputSchema, request.body);
      const bytes = Buffer.from(content, 'base64');
      if (bytes.length > LOGO_MAX_BYTES) {
        throw new ApiError(413, 'payload_too_large', LOCATION_MESSAGES.logoTooLarge);
      }
      return {
        data: await setLocationLogo({ db, locationId: location.id, content: bytes, now: clock() }),
      };
    },
  );

  app.delete('/locations/:location/logo', async (request): Promise<TLocationDetailsResponse> => {
    const { location } = locationAccessOf(request);
    return { data: await removeLocationLogo({ db, locationId: location.id, now: clock() }) };
  });
}
