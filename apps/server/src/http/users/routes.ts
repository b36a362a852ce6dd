import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthCache } from '../../domain/auth/auth-cache';
import { listLocationUsers } from '../../domain/users/list-users';
import { removeLocationUser } from '../../domain/users/remove-user';
import { updateLocationUser } from '../../domain/users/update-user';
import type { Publisher } from '../../domain/events/publisher';
import { locationScopeOf } from '../access/access-check';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';

/**
 * The users screen (/admin/users) of a location; admin level (its registry entries). The
 * publisher tells an edited or removed user's tabs to reload their educations.
 */
export async function userRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; cache: AuthCache; publisher: Publisher },
): Promise<void> {
  const { db, clock, cache, publisher } = deps;

  handle(app, 'listLocationUsers', async ({ query }, request) => {
    const scope = locationScopeOf(request);
    return { data: await listLocationUsers({ db, scope, search: query.search }) };
  });

  handle(app, 'updateLocationUser', async ({ params, body }, request) => {
    const { user } = params;
    const updated = await updateLocationUser({
      db,
      publisher,
      actor: actorOf(request),
      scope: locationScopeOf(request),
      userId: user,
      values: body,
      now: clock(),
    });
    // Roles and activation are part of every cached session and `auth/me` answer.
    cache.forgetUser(user);
    return { data: updated };
  });

  handle(app, 'removeLocationUser', async ({ params }, request) => {
    const { user } = params;
    await removeLocationUser({
      db,
      publisher,
      actor: actorOf(request),
      scope: locationScopeOf(request),
      userId: user,
    });
    cache.forgetUser(user);
    return { data: null };
  });
}
