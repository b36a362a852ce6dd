import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { loadNavbar } from '../../domain/navigation/navbar';
import { locationAccessOf } from '../access/access-check';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';

export async function navigationRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const { db } = deps;

  handle(app, 'getNavbar', async (_, request) => {
    return { data: await loadNavbar({ db, actor: actorOf(request), roles: null }) };
  });

  handle(app, 'getLocationNavbar', async (_, request) => {
    // The access check (level member) has checked the membership and found the roles.
    const { roles } = locationAccessOf(request);
    return { data: await loadNavbar({ db, actor: actorOf(request), roles }) };
  });
}
