import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EDUCATION_MESSAGES,
  educationParentRoom,
  fitWeekRange,
  ZEducationResponseSchema,
  ZYearContentStateListResponseSchema,
  type TEducation,
  type TEducationStatus,
  type TStructureInput,
} from '@cp/contracts';
import {
  customTranslations,
  designRestrictions,
  educations,
  educationYears,
  licenses,
  specialBlocks,
  type UserRow,
} from '../src/db/schema';
import { getEducationDetail } from '../src/domain/educations/get-education-detail';
import { RecordingPublisher } from '../src/domain/events/publisher';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLicense, createLocation, createUser } from './helpers/fixtures';
import { testScope } from './helpers/location-scope';

const recorder = new RecordingPublisher();
let ctx: TestContext;
let schoolId: number;
let otherSchoolId: number;
let parentId: number;
let otherParentId: number;

type Person = { user: UserRow; agent: Agent };
let designer: Person;
let member: Person;
let restricted: Person;
let otherAdmin: Person;

async function person(locationId: number, roles: ('admin' | 'designer' | 'user')[]) {
  const user = await createUser(ctx.db, { memberships: [{ locationId, roles }] });
  return { user, agent: await ctx.agent().signIn(user.email) };
}

const base = (educationId: number, location = schoolId) =>
  `locations/${location}/educations/${educationId}`;

async function education(
  values: { status?: TEducationStatus; years?: number; periods?: number; weeks?: number } = {},
) {
  return createEducation(ctx.db, {
    locationId: schoolId,
    educationParentId: parentId,
    years: 2,
    periods: 2,
    weeks: 10,
    ...values,
  });
}

/** Read through the domain: the read routes are another helper's and need not be there. */
function detail(id: number): Promise<TEducation> {
  const actor = {
    userId: designer.user.id,
    isPlatformAdmin: false,
    language: null,
    sessionIdHash: '',
  };
  return getEducationDetail({
    db: ctx.db,
    caller: { actor, roles: ['designer'] },
    scope: testScope(schoolId),
    educationId: id,
  });
}

/** The structure as a PUT body that keeps everything as it is. */
const asInput = (data: TEducation): TStructureInput => ({
  years: data.years.map((year) => ({
    id: year.id,
    name: year.name,
    starts_on: year.starts_on,
    periods: year.periods.map((period) => ({
      id: period.id,
      name: period.name,
      weeks: period.weeks,
    })),
  })),
});

const putStructure = (agent: Agent, id: number, body: unknown, location = schoolId) =>
  agent.request('PUT', `${base(id, location)}/structure`, { body });

async function addBlocks(yearId: number, ranges: [number, number][]) {
  return ctx.db
    .insert(specialBlocks)
    .values(
      ranges.map(([startWeek, endWeek], index) => ({
        educationYearId: yearId,
        name: `Blok ${index + 1}`,
        startWeek,
        endWeek,
      })),
    )
    .returning();
}

const blocksOf = (yearIds: number[]) =>
  ctx.db
    .select()
    .from(specialBlocks)
    .where(inArray(specialBlocks.educationYearId, yearIds))
    .orderBy(asc(specialBlocks.id));

beforeAll(async () => {
  ctx = await createTestContext({}, { publisher: recorder });
  schoolId = (await createLocation(ctx.db)).id;
  otherSchoolId = (await createLocation(ctx.db)).id;
  parentId = await createEducationParent(ctx.db, schoolId);
  otherParentId = await createEducationParent(ctx.db, otherSchoolId);
  designer = await person(schoolId, ['designer']);
  member = await person(schoolId, ['user']);
  restricted = await person(schoolId, ['designer']);
  otherAdmin = await person(otherSchoolId, ['admin']);
  const elsewhere = await education();
  await ctx.db
    .insert(designRestrictions)
    .values({ userId: restricted.user.id, locationId: schoolId, educationId: elsewhere.id });
});
afterAll(() => ctx?.close());
beforeEach(() => recorder.clear());

describe('PUT structure', () => {
  it('renames, reorders, adds and removes years and periods', async () => {
    const { id } = await education();
    const before = await detail(id);
    const [first, second] = before.years;
    if (!first || !second) throw new Error('two years expected');
    const [p1, p2] = first.periods;
    if (!p1 || !p2) throw new Error('two periods expected');

    const response = await putStructure(designer.agent, id, {
      years: [
        { name: null, periods: [{ name: 'Start', weeks: 4 }] },
        {
          id: first.id,
          name: 'Onderbouw',
          periods: [
            { id: p2.id, name: 'Tweede eerst', weeks: 8 },
            { name: null, weeks: 3 },
            { id: p1.id, name: null, weeks: 10 },
          ],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = ZEducationResponseSchema.parse(response.json()).data;
    expect(data.years).toHaveLength(2);
    const [added, kept] = data.years;
    expect(added).toMatchObject({ position: 1, name: null, weeks: 4 });
    expect(added?.periods).toMatchObject([
      { position: 1, name: 'Start', weeks: 4, first_week: 1, last_week: 4 },
    ]);
    expect(kept).toMatchObject({ id: first.id, position: 2, name: 'Onderbouw', weeks: 21 });
    expect(kept?.periods).toMatchObject([
      { id: p2.id, position: 1, name: 'Tweede eerst', weeks: 8, first_week: 1, last_week: 8 },
      { position: 2, name: null, weeks: 3, first_week: 9, last_week: 11 },
      { id: p1.id, position: 3, name: null, weeks: 10, first_week: 12, last_week: 21 },
    ]);
    expect(
      await ctx.db.select().from(educationYears).where(eq(educationYears.id, second.id)),
    ).toEqual([]);
    expect(data.years_count).toBe(2);
    expect(recorder.events).toEqual([
      {
        room: educationParentRoom(parentId),
        event: 'education_update',
        payload: { education_parent_id: parentId, education_id: id },
      },
    ]);
  });

  it('swaps two years in place (positions pass the unique index)', async () => {
    const { id, yearIds } = await education();
    const input = asInput(await detail(id));
    input.years.reverse();
    const response = await putStructure(designer.agent, id, input);
    expect(response.statusCode, response.body).toBe(200);
    const data = ZEducationResponseSchema.parse(response.json()).data;
    expect(data.years.map((year) => year.id)).toEqual([...yearIds].reverse());
  });

  it('refuses removing the last year or the last period (422), and nothing changes', async () => {
    const { id } = await education();
    const before = await detail(id);
    const noYears = await putStructure(designer.agent, id, { years: [] });
    expect(noYears.statusCode).toBe(422);
    expect(noYears.json().keys).toEqual({ years: [EDUCATION_MESSAGES.lastYear] });
    const input = asInput(before);
    const [firstYear] = input.years;
    if (!firstYear) throw new Error('year expected');
    firstYear.periods = [];
    const noPeriods = await putStructure(designer.agent, id, input);
    expect(noPeriods.statusCode).toBe(422);
    expect(noPeriods.json().keys).toEqual({ 'years.0.periods': [EDUCATION_MESSAGES.lastPeriod] });
    expect(await detail(id)).toEqual(before);
  });

  it('refuses ids of other educations and periods moved to another year (422), and nothing changes', async () => {
    const { id } = await education();
    const other = await education();
    const before = await detail(id);
    const otherData = await detail(other.id);
    const [otherYear] = otherData.years;
    if (!otherYear) throw new Error('year expected');

    const foreignYear = asInput(before);
    foreignYear.years.push({
      id: otherYear.id,
      name: null,
      starts_on: null,
      periods: [{ name: null, weeks: 5 }],
    });
    const foreignPeriod = asInput(before);
    foreignPeriod.years[0]?.periods.push({ id: otherYear.periods[0]?.id, name: null, weeks: 5 });
    const movedPeriod = asInput(before);
    const [y1, y2] = movedPeriod.years;
    const moved = y2?.periods.pop();
    if (!y1 || !moved) throw new Error('structure expected');
    y1.periods.push(moved);
    const twice = asInput(before);
    const [again] = twice.years;
    if (!again) throw new Error('year expected');
    twice.years.push({ ...again });

    const cases: [TStructureInput, string][] = [
      [foreignYear, 'years.2.id'],
      [foreignPeriod, 'years.0.periods.2.id'],
      [movedPeriod, 'years.0.periods.2.id'],
      [twice, 'years.2.id'],
    ];
    for (const [input, field] of cases) {
      const response = await putStructure(designer.agent, id, input);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().keys).toEqual({ [field]: [EDUCATION_MESSAGES.unknownPart] });
    }
    expect(await detail(id)).toEqual(before);
    expect(await detail(other.id)).toEqual(otherData);
    expect(recorder.events).toEqual([]);
  });

  it('moves special blocks of a shortened year to the nearest weeks, as fitWeekRange says', async () => {
    const { id, yearIds } = await education();
    const [yearId, otherYearId] = yearIds;
    if (!yearId || !otherYearId) throw new Error('years expected');
    const ranges: [number, number][] = [
      [3, 5],
      [11, 12],
      [13, 14],
      [18, 20],
      [15, 15],
      [1, 20],
      [10, 16],
    ];
    const blocks = await addBlocks(yearId, ranges);
    const untouched = await addBlocks(otherYearId, [[18, 20]]);

    // Year 1: 20 -> 12 weeks (second period 10 -> 2); year 2 grows.
    const input = asInput(await detail(id));
    const [first, second] = input.years;
    if (!first?.periods[1] || !second?.periods[1]) throw new Error('structure expected');
    first.periods[1].weeks = 2;
    second.periods[1].weeks = 15;
    const response = await putStructure(designer.agent, id, input);
    expect(response.statusCode, response.body).toBe(200);

    const after = await blocksOf([yearId]);
    expect(after.map((block) => [block.startWeek, block.endWeek])).toEqual(
      ranges.map(([start_week, end_week]) => {
        const fitted = fitWeekRange({ start_week, end_week }, 12);
        return [fitted.start_week, fitted.end_week];
      }),
    );
    expect(after.map((block) => [block.startWeek, block.endWeek])).toEqual([
      [3, 5],
      [11, 12],
      [11, 12],
      [10, 12],
      [12, 12],
      [1, 12],
      [6, 12],
    ]);
    expect(after.map((block) => block.id)).toEqual(blocks.map((block) => block.id));
    expect(await blocksOf([otherYearId])).toEqual(untouched);
  });

  it('removing a year or the period that held them removes or moves its items', async () => {
    const { id, yearIds } = await education();
    const [yearId, removedYearId] = yearIds;
    if (!yearId || !removedYearId) throw new Error('years expected');
    await addBlocks(removedYearId, [[1, 3]]);
    await addBlocks(yearId, [[12, 14]]);
    const input = asInput(await detail(id));
    input.years.pop();
    input.years[0]?.periods.pop();
    const response = await putStructure(designer.agent, id, input);
    expect(response.statusCode, response.body).toBe(200);
    expect(await blocksOf([removedYearId])).toEqual([]);
    // The year lost its second period: 20 -> 10 weeks.
    expect((await blocksOf([yearId])).map((b) => [b.startWeek, b.endWeek])).toEqual([[8, 10]]);
  });

  it('is refused (409 education_locked) while reviewing or active; nothing changes', async () => {
    for (const status of ['reviewing', 'active'] as const) {
      const { id } = await education({ status });
      const before = await detail(id);
      const input = asInput(before);
      if (input.years[0]) input.years[0].name = 'Nieuw';
      const response = await putStructure(designer.agent, id, input);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'education_locked',
        key: EDUCATION_MESSAGES.locked,
      });
      expect(await detail(id)).toEqual(before);
    }
    expect(recorder.events).toEqual([]);
  });

  it('needs design rights (403) and stays within the location (404 / 403)', async () => {
    const { id } = await education();
    const input = asInput(await detail(id));
    expect((await putStructure(member.agent, id, input)).statusCode).toBe(403);
    const limited = await putStructure(restricted.agent, id, input);
    expect(limited.statusCode).toBe(403);
    expect(limited.json()).toMatchObject({ code: 'design_restricted' });
    expect((await putStructure(otherAdmin.agent, id, input)).statusCode).toBe(403);
    expect((await putStructure(otherAdmin.agent, id, input, otherSchoolId)).statusCode).toBe(404);
  });

  it('rejects bad input with field errors', async () => {
    const { id } = await education();
    const response = await putStructure(designer.agent, id, {
      years: [{ name: null, periods: [{ name: null, weeks: 61 }] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().keys).toEqual({
      'years.0.periods.0.weeks': [EDUCATION_MESSAGES.weeksRange],
    });
  });
});

describe('copy a year', () => {
  const copy = (agent: Agent, from: number, yearId: number, body: unknown, location = schoolId) =>
    agent.request('POST', `${base(from, location)}/years/${yearId}/copy`, { body });

  it('copies the blocks into an empty year of another education, fitted to its weeks', async () => {
    const source = await education({ status: 'active' });
    const target = await education({ years: 1, periods: 1, weeks: 12 });
    const [sourceYear] = source.yearIds;
    const [targetYear] = target.yearIds;
    if (!sourceYear || !targetYear) throw new Error('years expected');
    await addBlocks(sourceYear, [
      [2, 4],
      [15, 20],
    ]);
    const response = await copy(designer.agent, source.id, sourceYear, {
      target_education_id: target.id,
      target_year_id: targetYear,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZEducationResponseSchema.parse(response.json()).data.id).toBe(target.id);
    expect(
      (await blocksOf([targetYear])).map((block) => [block.name, block.startWeek, block.endWeek]),
    ).toEqual([
      ['Blok 1', 2, 4],
      ['Blok 2', 7, 12],
    ]);
    expect(await blocksOf([sourceYear])).toHaveLength(2);
    expect(recorder.events).toEqual([
      {
        room: educationParentRoom(parentId),
        event: 'education_update',
        payload: { education_parent_id: parentId, education_id: target.id },
      },
    ]);
  });

  it('copies within one education', async () => {
    const { id, yearIds } = await education();
    const [from, to] = yearIds;
    if (!from || !to) throw new Error('years expected');
    await addBlocks(from, [[1, 2]]);
    const response = await copy(designer.agent, id, from, {
      target_education_id: id,
      target_year_id: to,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await blocksOf([to])).toHaveLength(1);
  });

  it('refuses the same year, a non-empty target and missing years (422); nothing changes', async () => {
    const { id, yearIds } = await education();
    const other = await education();
    const [from, to] = yearIds;
    const [otherYear] = other.yearIds;
    if (!from || !to || !otherYear) throw new Error('years expected');
    await addBlocks(from, [[1, 2]]);
    await addBlocks(to, [[5, 6]]);
    const before = await blocksOf([from, to, otherYear]);

    const cases: [number, unknown, string, string][] = [
      [
        from,
        { target_education_id: id, target_year_id: from },
        'target_year_id',
        EDUCATION_MESSAGES.copySameYear,
      ],
      [
        from,
        { target_education_id: id, target_year_id: to },
        'target_year_id',
        EDUCATION_MESSAGES.copyTargetNotEmpty,
      ],
      // A year of another education than the target names.
      [
        from,
        { target_education_id: id, target_year_id: otherYear },
        'target_year_id',
        EDUCATION_MESSAGES.copyYearMissing,
      ],
      [
        from,
        { target_education_id: id, target_year_id: 999_999 },
        'target_year_id',
        EDUCATION_MESSAGES.copyYearMissing,
      ],
      // The source year must belong to the education in the path.
      [
        otherYear,
        { target_education_id: id, target_year_id: to },
        'year',
        EDUCATION_MESSAGES.copyYearMissing,
      ],
    ];
    for (const [yearId, body, field, message] of cases) {
      const response = await copy(designer.agent, id, yearId, body);
      expect(response.statusCode, message).toBe(422);
      expect(response.json().keys).toEqual({ [field]: [message] });
    }
    expect(await blocksOf([from, to, otherYear])).toEqual(before);
    expect(recorder.events).toEqual([]);
  });

  it('lists which years hold content, so the dialog offers only empty targets', async () => {
    const { id, yearIds } = await education({ years: 3, status: 'active' });
    const [first, second, third] = yearIds;
    if (!first || !second || !third) throw new Error('years expected');
    await addBlocks(second, [[1, 2]]);
    const response = await member.agent.request('GET', `${base(id)}/years`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZYearContentStateListResponseSchema.parse(response.json()).data).toEqual([
      { id: first, has_content: false },
      { id: second, has_content: true },
      { id: third, has_content: false },
    ]);
    // What the list says is what the copy refuses.
    const target = await education();
    const [targetYear] = target.yearIds;
    if (!targetYear) throw new Error('year expected');
    await addBlocks(targetYear, [[3, 4]]);
    const listed = await designer.agent.request('GET', `${base(target.id)}/years`);
    expect(listed.json().data[0]).toEqual({ id: targetYear, has_content: true });
    const refused = await copy(designer.agent, id, second, {
      target_education_id: target.id,
      target_year_id: targetYear,
    });
    expect(refused.json().keys).toEqual({
      target_year_id: [EDUCATION_MESSAGES.copyTargetNotEmpty],
    });
    // Another location's education: 404 through one's own location, 403 through theirs.
    expect((await otherAdmin.agent.request('GET', `${base(id)}/years`)).statusCode).toBe(403);
    const theirs = await createEducation(ctx.db, {
      locationId: otherSchoolId,
      educationParentId: otherParentId,
    });
    expect((await member.agent.request('GET', `${base(theirs.id)}/years`)).statusCode).toBe(404);
  });

  it('refuses a locked target (409 education_locked) but copies from any status', async () => {
    for (const status of ['reviewing', 'active'] as const) {
      const source = await education();
      const target = await education({ status });
      const [sourceYear] = source.yearIds;
      const [targetYear] = target.yearIds;
      if (!sourceYear || !targetYear) throw new Error('years expected');
      await addBlocks(sourceYear, [[1, 2]]);
      const response = await copy(designer.agent, source.id, sourceYear, {
        target_education_id: target.id,
        target_year_id: targetYear,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'education_locked' });
      expect(await blocksOf([targetYear])).toEqual([]);
    }
  });

  it('keeps to the location and to design rights on the target', async () => {
    const source = await education();
    const target = await education();
    const foreign = await createEducation(ctx.db, {
      locationId: otherSchoolId,
      educationParentId: otherParentId,
    });
    const [sourceYear] = source.yearIds;
    const [targetYear] = target.yearIds;
    const [foreignYear] = foreign.yearIds;
    if (!sourceYear || !targetYear || !foreignYear) throw new Error('years expected');
    await addBlocks(sourceYear, [[1, 2]]);
    const body = { target_education_id: target.id, target_year_id: targetYear };

    const toForeign = await copy(designer.agent, source.id, sourceYear, {
      target_education_id: foreign.id,
      target_year_id: foreignYear,
    });
    expect(toForeign.statusCode).toBe(404);
    const fromForeign = await copy(designer.agent, foreign.id, foreignYear, body);
    expect(fromForeign.statusCode).toBe(404);
    expect((await copy(member.agent, source.id, sourceYear, body)).statusCode).toBe(403);
    const limited = await copy(restricted.agent, source.id, sourceYear, body);
    expect(limited.json()).toMatchObject({ code: 'design_restricted' });
    expect((await copy(otherAdmin.agent, source.id, sourceYear, body)).statusCode).toBe(403);
    expect(await blocksOf([targetYear, foreignYear])).toEqual([]);
  });
});

describe('duplicate', () => {
  const duplicate = (agent: Agent, id: number, body: unknown, location = schoolId) =>
    agent.request('POST', `${base(id, location)}/duplicate`, { body });

  it('copies structure, blocks and own names into a new designing education (201)', async () => {
    const source = await education({ status: 'active' });
    await ctx.db
      .update(educations)
      .set({ isFlexible: true, type: 'vwo' })
      .where(eq(educations.id, source.id));
    const [firstYear, secondYear] = source.yearIds;
    if (!firstYear || !secondYear) throw new Error('years expected');
    await ctx.db
      .update(educationYears)
      .set({ name: 'Basis' })
      .where(eq(educationYears.id, firstYear));
    await addBlocks(firstYear, [[1, 3]]);
    await addBlocks(secondYear, [
      [4, 4],
      [19, 20],
    ]);
    // The education's own name in both languages: both are copied.
    await ctx.db.insert(customTranslations).values([
      {
        locationId: schoolId,
        educationId: source.id,
        term: 'education',
        language: 'nl',
        singular: 'Traject',
        plural: 'Trajecten',
      },
      {
        locationId: schoolId,
        educationId: source.id,
        term: 'education',
        language: 'en',
        singular: 'Track',
        plural: 'Tracks',
      },
    ]);
    const original = await detail(source.id);

    const response = await duplicate(designer.agent, source.id, { name: '  Kopie  ' });
    expect(response.statusCode, response.body).toBe(201);
    const copy = ZEducationResponseSchema.parse(response.json()).data;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Kopie',
      status: 'designing',
      type: 'vwo',
      is_flexible: true,
      education_parent_id: parentId,
      published_on: null,
      approvals: [],
    });
    const shape = (data: TEducation) =>
      data.years.map((year) => ({
        position: year.position,
        name: year.name,
        periods: year.periods.map(({ position, name, weeks }) => ({ position, name, weeks })),
      }));
    expect(shape(copy)).toEqual(shape(original));
    const copiedBlocks = await Promise.all(
      copy.years.map(async (year) =>
        (await blocksOf([year.id])).map((block) => [block.startWeek, block.endWeek]),
      ),
    );
    expect(copiedBlocks).toEqual([
      [[1, 3]],
      [
        [4, 4],
        [19, 20],
      ],
    ]);
    const [row] = await ctx.db.select().from(educations).where(eq(educations.id, copy.id));
    expect(row?.createdBy).toBe(designer.user.id);
    const names = await ctx.db
      .select()
      .from(customTranslations)
      .where(eq(customTranslations.educationId, copy.id))
      .orderBy(customTranslations.language);
    expect(names).toMatchObject([
      { term: 'education', language: 'en', singular: 'Track', plural: 'Tracks' },
      { term: 'education', language: 'nl', singular: 'Traject', plural: 'Trajecten' },
    ]);
    expect(await detail(source.id)).toEqual(original);
    expect(recorder.events).toEqual([
      {
        room: educationParentRoom(parentId),
        event: 'education_update',
        payload: { education_parent_id: parentId, education_id: copy.id },
      },
    ]);
  });

  it('respects the license maximum (409 license_limit) and creates nothing', async () => {
    const school = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, school.id, { maxEducations: 1 });
    const parent = await createEducationParent(ctx.db, school.id);
    const source = await createEducation(ctx.db, {
      locationId: school.id,
      educationParentId: parent,
    });
    const admin = await person(school.id, ['admin']);
    const response = await duplicate(admin.agent, source.id, { name: 'Te veel' }, school.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'license_limit',
      key: EDUCATION_MESSAGES.licenseLimit,
    });
    const rows = await ctx.db.select().from(educations).where(eq(educations.locationId, school.id));
    expect(rows).toHaveLength(1);

    // Room again after raising the maximum.
    await ctx.db
      .update(licenses)
      .set({ maxEducations: 2 })
      .where(eq(licenses.locationId, school.id));
    expect((await duplicate(admin.agent, source.id, { name: 'Past' }, school.id)).statusCode).toBe(
      201,
    );
    expect(recorder.events.filter((event) => event.event === 'education_update')).toHaveLength(1);
  });

  it('needs a name and design rights on the source, within the location', async () => {
    const source = await education();
    const empty = await duplicate(designer.agent, source.id, { name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().keys).toEqual({ name: [EDUCATION_MESSAGES.nameRequired] });
    expect((await duplicate(member.agent, source.id, { name: 'X' })).statusCode).toBe(403);
    const limited = await duplicate(restricted.agent, source.id, { name: 'X' });
    expect(limited.json()).toMatchObject({ code: 'design_restricted' });
    expect((await duplicate(otherAdmin.agent, source.id, { name: 'X' })).statusCode).toBe(403);
    expect(
      (await duplicate(otherAdmin.agent, source.id, { name: 'X' }, otherSchoolId)).statusCode,
    ).toBe(404);
    const count = await ctx.db
      .select({ id: educations.id })
      .from(educations)
      .where(and(eq(educations.locationId, schoolId), eq(educations.name, 'X')));
    expect(count).toEqual([]);
  });
});
