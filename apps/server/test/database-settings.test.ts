import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../src/domain/analysis/sql-rows';
import { createTestDatabase } from './helpers/database';

/*
 * Settings the server's PostgreSQL connections carry (db/client.ts `openPostgres`). Runs where
 * the server tests run on PostgreSQL (.ci/run); PGlite has no JIT.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('have JIT off: compiling a short query costs more than it runs (docs/analysis.md)', async () => {
    const database = await createTestDatabase();
    try {
      const [row] = await selectRows<{ jit: string }>(database.db, sql`show jit`);
      expect(row?.jit).toBe('off');
    } finally {
      await database.close();
    }
  });
});
