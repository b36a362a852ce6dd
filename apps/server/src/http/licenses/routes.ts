import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createLicense } from '../../domain/licenses/create-license';
import { deleteLicense } from '../../domain/licenses/delete-license';
import { listLicenses } from '../../domain/licenses/list-licenses';
import { updateLicense } from '../../domain/licenses/update-license';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';

export async function licenseRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
): Promise<void> {
  const { db, clock } = deps;

  // The location's admin too, also without a current license: to see why it is blocked.
  handle(app, 'listLicenses', async (_, request) => {
    const scope = locationScopeOf(request);
    return { data: await listLicenses({ db, scope, now: clock() }) };
  });

  // Platform administrator only; the domain answers 404 for an unknown location or license.
  handle(app, 'createLicense', async ({ params, body }) => {
    return {
      data: await createLicense({ db, locationId: params.location, input: body, now: clock() }),
    };
  });

  handle(app, 'updateLicense', async ({ params, body }) => {
    const { location: locationId, license: licenseId } = params;
    return { data: await updateLicense({ db, locationId, licenseId, input: body, now: clock() }) };
  });

  handle(app, 'deleteLicense', async ({ params }) => {
    await deleteLicense({ db, locationId: params.location, licenseId: params.license });
    return { data: null };
  });
}
