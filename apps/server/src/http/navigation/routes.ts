import type { FastifyInstance } from 'fastify';
import type { TNavbar } from '@cp/contracts';
import type { Db } from '../../db/client';
import { loadNavbar } from '../../domain/navigation/navbar';
import { locationAccessOf } from '../access/access-check';
import { actorOf } from '../session-guard';

type NavbarResponse = { data: TNavbar };

export async function navigationRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const { db } = deps;

  app.get('/location/user', async (request): Promise<NavbarResponse> => {
    return { data: await loadNavbar({ db, actor: actorOf(request), roles: null }) };
  });

  app.get('/location/user/:location', async (request): Promise<NavbarResponse> => {
    // The access check (level member) has checked the membership and found the roles.
    const { roles } = locationAccessOf(request);
    return { data: await loadNavbar({ db, actor: actorOf(request), roles }) };
  });
}
