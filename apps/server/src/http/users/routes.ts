import type { FastifyInstance } from 'fastify';
import {
  ZLocationUserParamsSchema,
  ZUpdateUserRequestSchema,
  ZUserListQuerySchema,
  type TLocationUser,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import type { AuthCache } from '../../domain/auth/auth-cache';
import { listLocationUsers } from '../../domain/users/list-users';
import { removeLocationUser } from '../../domain/users/remove-user';
import { updateLocationUser } from '../../domain/users/update-user';
import type { Publisher } from '../../domain/events/publisher';
import { locationAccessOf } from '../access/access-check';
import { parse } from '../parse';
import { actorOf } from '../session-guard';

/**
 * The users screen (/admin/users) of a location; admin level (http/access/permissions.ts). The
 * publisher tells an edited or removed user's tabs to reload their educations.
 */
export async function userRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; cache: AuthCache; publisher: Publisher },
): Promise<void> {
  const { db, clock, cache, publisher } = deps;

  app.get('/locations/:location/users', async (request): Promise<{ data: TLocationUser[] }> => {
    const { search } = parse(ZUserListQuerySchema, request.query);
    const locationId = locationAccessOf(request).location.id;
    return { data: await listLocationUsers({ db, locationId, search }) };
  });

  app.put('/locations/:location/users/:user', async (request): Promise<{ data: TLocationUser }> => {
    const { user } = parse(ZLocationUserParamsSchema, request.params);
    const values = parse(ZUpdateUserRequestSchema, request.body);
    const updated = await updateLocationUser({
      db,
      publisher,
      actor: actorOf(request),
      locationId: locationAccessOf(request).location.id,
      userId: user,
      values,
      now: clock(),
    });
    // Roles and activation are part of every cached session and `auth/me` answer.
    cache.forgetUser(user);
    return { data: updated };
  });

  app.delete('/locations/:location/users/:user', async (request) => {
    const { user } = parse(ZLocationUserParamsSchema, request.params);
    await removeLocationUser({
      db,
      publisher,
      actor: actorOf(request),
      locationId: locationAccessOf(request).location.id,
      userId: user,
    });
    cache.forgetUser(user);
    return { data: null };
  });
}
