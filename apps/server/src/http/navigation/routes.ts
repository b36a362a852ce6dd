import type { FastifyInstance } from 'fastify';
import { ZLocationParamsSchema, type TNavbar } from '@cp/contracts';
import type { Db } from '../../db/client';
import { loadNavbar } from '../../domain/navigation/navbar';
import { parse } from '../parse';
import { actorOf } from '../session-guard';

type NavbarResponse = { data: TNavbar };

export async function navigationRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  const { db } = deps;

  app.get('/location/user', async (request): Promise<NavbarResponse> => {
    return { data: await loadNavbar({ db, actor: actorOf(request), locationId: null }) };
  });

  app.get('/location/user/:location', async (request): Promise<NavbarResponse> => {
    const { location } = parse(ZLocationParamsSchema, request.params);
    return { data: await loadNavbar({ db, actor: actorOf(request), locationId: location }) };
  });
}
