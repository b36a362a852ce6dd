import type { FastifyInstance } from 'fastify';
import type { TLocationListResponse } from '@cp/contracts';
import type { Db } from '../../db/client';
import { listLocations } from '../../domain/locations/scope';
import { actorOf } from '../session-guard';

export async function locationRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.get('/locations', async (request): Promise<TLocationListResponse> => {
    return { data: await listLocations({ db: deps.db, actor: actorOf(request) }) };
  });
}
