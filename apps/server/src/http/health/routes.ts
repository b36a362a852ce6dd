import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { handle } from '../endpoint';

export async function healthRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  handle(app, 'checkHealth', async () => {
    // A health answer that ignores the database would call a broken server healthy.
    await deps.db.execute(sql`select 1`);
    return { data: { status: 'ok' as const } };
  });
}
