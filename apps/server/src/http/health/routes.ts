import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { THealthResponse } from '@cp/contracts';
import type { Db } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.get('/health', async (): Promise<THealthResponse> => {
    // A health answer that ignores the database would call a broken server healthy.
    await deps.db.execute(sql`select 1`);
    return { data: { status: 'ok' } };
  });
}
