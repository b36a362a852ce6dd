import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { checkDatabase } from '../../domain/health/check-database';
import { handle } from '../endpoint';

export async function healthRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  handle(app, 'checkHealth', async () => {
    await checkDatabase(deps.db);
    return { data: { status: 'ok' as const } };
  });
}
