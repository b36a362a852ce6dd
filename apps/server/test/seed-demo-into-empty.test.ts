import { afterEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { educations, locations, users } from '../src/db/schema';
import { NotEmptyError, seedDemoIntoEmptyDatabase } from '../src/db/seed/into-empty';
import { createTestContext, type TestContext } from './helpers/app';

// `npm run db:seed-demo`: the demo only ever goes into an empty database, on either driver.
let ctx: TestContext | undefined;
afterEach(() => ctx?.close());

const countOf = async (table: typeof users | typeof locations | typeof educations) =>
  (await ctx!.db.select({ n: count() }).from(table))[0]?.n;

describe('seeding the demo on request', () => {
  it('fills an empty database, then refuses it once it has accounts', async () => {
    ctx = await createTestContext();
    await seedDemoIntoEmptyDatabase(ctx.database);
    expect(await countOf(users)).toBe(6);
    expect(await countOf(educations)).toBe(7);

    await expect(seedDemoIntoEmptyDatabase(ctx.database)).rejects.toBeInstanceOf(NotEmptyError);
    expect(await countOf(users)).toBe(6);
    expect(await countOf(educations)).toBe(7);
  });

  it('refuses a database that has a location but no account yet', async () => {
    ctx = await createTestContext();
    await ctx.db.insert(locations).values({ title: 'School', domain: 'school.nl', type: 'vo' });
    await expect(seedDemoIntoEmptyDatabase(ctx.database)).rejects.toThrow(
      /only seeded into an empty/,
    );
    expect(await countOf(users)).toBe(0);
    expect(await countOf(locations)).toBe(1);
  });
});
