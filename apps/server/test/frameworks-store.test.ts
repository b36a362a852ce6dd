import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { frameworkItems, frameworks } from '../src/db/schema';
import { compareFramework } from '../src/domain/frameworks/compare-framework';
import type { TParsedFramework } from '../src/domain/frameworks/parsed-framework';
import { readSloExamProgrammes } from '../src/domain/frameworks/read-slo-exam-programmes';
import { findStoredFrameworks, storeFramework } from '../src/domain/frameworks/store-framework';
import { createTestDatabase } from './helpers/database';
import { sloExamRecords } from './helpers/framework-files';
import { createLocation, createUser } from './helpers/fixtures';

let database: Database;
let userId: number;
let locationId: number;
let programmes: TParsedFramework[];

beforeAll(async () => {
  database = await createTestDatabase();
  userId = (await createUser(database.db, { isPlatformAdmin: true })).id;
  locationId = (await createLocation(database.db)).id;
  programmes = readSloExamProgrammes(await sloExamRecords()).frameworks;
});
afterAll(() => database?.close());

const informatica = () => structuredClone(programmes.find((p) => p.code === 'INF/havo')!);
const national = { locationId: null };

async function itemsOf(frameworkId: number) {
  return database.db
    .select()
    .from(frameworkItems)
    .where(eq(frameworkItems.frameworkId, frameworkId))
    .orderBy(asc(frameworkItems.ordinal));
}

describe('storing a framework and a new release of it', () => {
  it('stores the tree with parents, places and depths as read', async () => {
    const parsed = informatica();
    const id = await storeFramework(database.db, {
      owner: national,
      parsed,
      release: 'november 2025',
      userId,
      storedId: null,
    });
    const items = await itemsOf(id);
    expect(items).toHaveLength(parsed.items.length);
    const byId = new Map(items.map((item) => [item.id, item]));
    items.forEach((item, index) => {
      const read = parsed.items[index]!;
      expect(item.sourceId).toBe(read.sourceId);
      expect(item.parentId === null ? null : byId.get(item.parentId)!.sourceId).toBe(
        read.parentSourceId,
      );
      expect(item.depth).toBe(item.parentId === null ? 1 : byId.get(item.parentId)!.depth + 1);
    });
    const top = items.filter((item) => item.parentId === null);
    expect(top.map((item) => item.position)).toEqual(top.map((_, index) => index + 1));
    const [row] = await database.db.select().from(frameworks).where(eq(frameworks.id, id));
    expect(row).toMatchObject({
      locationId: null,
      code: 'INF/havo',
      release: 'november 2025',
      attribution: 'SLO, opendata.slo.nl',
    });
  });

  it('shows what an edited release changes, then applies it in place without losing an item', async () => {
    const [stored] = await database.db
      .select({ id: frameworks.id })
      .from(frameworks)
      .where(and(isNull(frameworks.locationId), eq(frameworks.sourceKey, informatica().sourceKey)));
    const next = informatica();
    const eindtermen = next.items.filter((i) => i.kind === 'eindterm');
    const [retitled, dropped, renewed] = eindtermen;
    retitled!.title = `${retitled!.title} (herzien)`;
    next.items = next.items.filter((i) => i !== dropped);
    // SLO gives an edited record a new id: the same code under a new id is a replacement.
    const renewedId = renewed!.sourceId;
    renewed!.sourceId = 'nieuw-id';
    next.items.push({
      ...structuredClone(eindtermen[3]!),
      sourceId: 'echt-nieuw',
      code: 'X/1',
      title: 'Nieuw',
    });

    const changes = await compareFramework(database.db, stored!.id, next);
    expect(changes.changed).toEqual([
      { code: retitled!.code, title: retitled!.title, fields: ['title'] },
    ]);
    expect(changes.withdrawn.map((i) => i.code)).toEqual([dropped!.code]);
    expect(changes.replaced.map((r) => [r.before.code, r.after.code])).toEqual([
      [renewed!.code, renewed!.code],
    ]);
    expect(changes.added.map((i) => i.code)).toEqual(['X/1']);

    // The release is found again by owner, source kind and key, not by the id above.
    const storedOf = await findStoredFrameworks(database.db, national, [next]);
    expect(storedOf(next)?.id).toBe(stored!.id);
    const id = await storeFramework(database.db, {
      owner: national,
      parsed: next,
      release: 'mei 2026',
      userId,
      storedId: storedOf(next)!.id,
    });
    expect(id).toBe(stored!.id);
    const items = await itemsOf(id);
    const withdrawn = items.filter((item) => item.withdrawnIn !== null);
    expect(withdrawn.map((item) => item.sourceId).sort()).toEqual(
      [dropped!.sourceId, renewedId].sort(),
    );
    expect(withdrawn.every((item) => item.withdrawnIn === 'mei 2026')).toBe(true);
    expect(items.find((item) => item.sourceId === retitled!.sourceId)!.title).toMatch(
      /\(herzien\)$/,
    );

    // The old release again: the withdrawn items are published again ("restored").
    const back = await compareFramework(database.db, id, informatica());
    expect(back.restored.map((i) => i.code).sort()).toEqual([dropped!.code, renewed!.code].sort());
  });

  it("keeps a location's own framework apart from the national one of the same source", async () => {
    // The national one of the same source is not this location's stored framework.
    const storedOf = await findStoredFrameworks(database.db, { locationId }, [informatica()]);
    expect(storedOf(informatica())).toBeNull();
    const own = await storeFramework(database.db, {
      owner: { locationId },
      parsed: informatica(),
      release: 'eigen',
      userId,
      storedId: null,
    });
    const rows = await database.db
      .select({ id: frameworks.id, locationId: frameworks.locationId })
      .from(frameworks);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === own)!.locationId).toBe(locationId);
  });
});
