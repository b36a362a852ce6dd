import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, studyLoadNorms } from '../src/db/schema';
import { selectRows } from '../src/domain/analysis/sql-rows';
import { openMigratedPglite } from './helpers/pglite-template';

/*
 * A test file's PGlite is kept for the next file of the process (helpers/pglite-template.ts):
 * the next file must find it exactly as a freshly migrated one, whatever the last file did.
 */
describe.skipIf(process.env.TEST_DATABASE_URL)('a PGlite kept for the next test file', () => {
  it('comes back as migrated: no rows of the last file, the seeded rows and ids as they were', async () => {
    const fresh = await openMigratedPglite(false);
    const norms = await fresh.db.select().from(studyLoadNorms).orderBy(studyLoadNorms.id);
    const newNorm = { ...norms[0]!, id: undefined } as typeof studyLoadNorms.$inferInsert;
    const [freshInsert] = await fresh.db.insert(studyLoadNorms).values(newNorm).returning();
    await fresh.close();
    expect(norms.length).toBeGreaterThan(0);

    const first = await openMigratedPglite();
    const [made] = await first.db
      .insert(locations)
      .values({ title: 'School', domain: 'school.nl', type: 'vo' })
      .returning();
    await first.db.delete(studyLoadNorms).where(sql`${studyLoadNorms.id} = ${norms[0]!.id}`);
    await first.db.insert(studyLoadNorms).values({ ...newNorm, unit: 'hours' });
    await first.db.execute(sql`set statement_timeout = 1234`);
    await first.close();

    const next = await openMigratedPglite();
    try {
      expect((await next.db.select({ n: count() }).from(locations))[0]?.n).toBe(0);
      expect(await next.db.select().from(studyLoadNorms).orderBy(studyLoadNorms.id)).toEqual(norms);
      const [again] = await next.db
        .insert(locations)
        .values({ title: 'School', domain: 'school.nl', type: 'vo' })
        .returning();
      expect(again?.id).toBe(made?.id);
      const [inserted] = await next.db.insert(studyLoadNorms).values(newNorm).returning();
      expect(inserted?.id).toBe(freshInsert?.id);
      const [setting] = await selectRows<{ statement_timeout: string }>(
        next.db,
        sql`show statement_timeout`,
      );
      expect(setting?.statement_timeout).toBe('0');
    } finally {
      await next.close();
    }
  });

  it('is not kept when the last file changed its structure', async () => {
    const first = await openMigratedPglite();
    await first.db.execute(sql`create table leftover (id int)`);
    await first.db.execute(sql`alter table locations add column extra text`);
    await first.close();

    const next = await openMigratedPglite();
    try {
      const found = await selectRows<{ name: string }>(
        next.db,
        sql`select table_name as name from information_schema.columns
              where table_name = 'leftover' or (table_name = 'locations' and column_name = 'extra')`,
      );
      expect(found).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('is not kept when the last file left a transaction open', async () => {
    const first = await openMigratedPglite();
    await first.db.execute(sql`begin`);
    await first.db.insert(locations).values({ title: 'School', domain: 'school.nl', type: 'vo' });
    await first.close();

    const next = await openMigratedPglite();
    try {
      expect((await next.db.select({ n: count() }).from(locations))[0]?.n).toBe(0);
    } finally {
      await next.close();
    }
  });
});
