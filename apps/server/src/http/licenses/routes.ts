import type { FastifyInstance } from 'fastify';
import {
  ZLicenseInputSchema,
  ZLocationLicenseParamsSchema,
  ZLocationParamsSchema,
  type TLicenseListResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  createLicense,
  deleteLicense,
  listLicenses,
  updateLicense,
} from '../../domain/licenses/licenses';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';

export async function licenseRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  // The location's admin too, also without a current license: to see why it is blocked.
  app.get('/locations/:location/licenses', async (request): Promise<TLicenseListResponse> => {
    const { location } = locationAccessOf(request);
    return { data: await listLicenses({ db, locationId: location.id, now: clock() }) };
  });

  // Platform administrator only; the domain answers 404 for an unknown location or license.
  app.post('/locations/:location/licenses', async (request, reply) => {
    const { location: locationId } = parse(ZLocationParamsSchema, request.params);
    const input = parse(ZLicenseInputSchema, request.body);
    reply.code(201);
    return { data: await createLicense({ db, locationId, input, now: clock() }) };
  });

  app.put('/locations/:location/licenses/:license', async (request) => {
    const { location: locationId, license: licenseId } = parse(
      ZLocationLicenseParamsSchema,
      request.params,
    );
    const input = parse(ZLicenseInputSchema, request.body);
    return { data: await updateLicense({ db, locationId, licenseId, input, now: clock() }) };
  });

  app.delete('/locations/:location/licenses/:license', async (request) => {
    const { location: locationId, license: licenseId } = parse(
      ZLocationLicenseParamsSchema,
      request.params,
    );
    await deleteLicense({ db, locationId, licenseId });
    return { data: null };
  });
}
