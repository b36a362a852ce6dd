import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EDUCATION_MESSAGES,
  PLAN_MESSAGES,
  ZEducationResponseSchema,
  type TEducation,
  type TPlanTest,
} from '@cp/contracts';
import { educationBackups } from '../src/db/schema';
import { yearStudyLoad } from '../src/domain/analysis/study-load';
import { makeBackup } from '../src/domain/backups/make-backup';
import { loadSnapshot } from '../src/domain/backups/snapshot';
import { getEducationDetail } from '../src/domain/educations/get-education-detail';
import {
  addedItem,
  dataOf,
  expectInvalid,
  getPlan,
  placed,
  planApi,
  planEducation,
  planOf,
  testBody,
  type PlanEducation,
  type PlanWorld,
} from './helpers/plan';
import { planWorldPerFile } from './helpers/plan-world-hooks';
import { testScope } from './helpers/location-scope';

/*
 * What a published test plan needs of the plan (docs/test-plan.md "Model", docs/plan.md "Rules"):
 * the new fields of a test (stored, answered, refused, normalised, following their cluster), the
 * kind of a special block, a year's starts_on (docs/educations.md "Structure"), the migration's
 * rule for existing tests, and study hours in the study load.
 */

const M = PLAN_MESSAGES;
let world: PlanWorld;
planWorldPerFile((made) => (world = made));

/** A test body with every new field away from its default. */
const fullTest = (formatId: number, extra: Record<string, unknown> = {}) =>
  testBody(formatId, 2, {
    code: 'PO-1',
    end_week: 3,
    minutes: 0,
    study_hours: '40',
    purpose: 'summative',
    weight: '25',
    weight_unit: 'percent',
    counts_for_exam: true,
    exam_weight: '12,5',
    exam_weight_unit: 'percent',
    resit: true,
    resit_count: 2,
    resit_rule: 'highest',
    result_type: 'grade',
    pass_mark: '5,5',
    aids: ' Rekenmachine, BINAS ',
    organisation: 'Inleveren via de ELO',
    ...extra,
  });

/** An education with cluster b (width 4) planned in weeks 1-4 of its first year. */
async function plannedB(): Promise<{
  education: PlanEducation;
  yearId: number;
  clusterId: number;
  api: ReturnType<typeof planApi>;
}> {
  const education = await planEducation(world);
  const yearId = education.yearIds[0]!;
  const { id: clusterId } = await placed(world, education.id, {
    education_year_id: yearId,
    cluster_id: education.clusters.b,
    start_week: 1,
  });
  return { education, yearId, clusterId, api: planApi(world, education.id) };
}

describe('the test plan fields of a test', () => {
  it('are stored on create and edit and answered by the year plan', async () => {
    const { education, yearId, clusterId, api } = await plannedB();
    const created = await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      fullTest(world.formats[0]!),
    );
    expect(created).toMatchObject({
      week: 2,
      end_week: 3,
      minutes: 0,
      study_hours: '40',
      purpose: 'summative',
      weight: '25',
      weight_unit: 'percent',
      counts_for_exam: true,
      exam_weight: '12.5',
      exam_weight_unit: 'percent',
      resit: true,
      resit_count: 2,
      resit_rule: 'highest',
      result_type: 'grade',
      pass_mark: '5.5',
      aids: 'Rekenmachine, BINAS',
      organisation: 'Inleveren via de ELO',
    } satisfies Partial<TPlanTest>);
    const plan = await getPlan(world, world.member.agent, education.id, yearId);
    expect(plan.tests).toEqual([created]);

    const edited = dataOf<TPlanTest>(
      await api.editItem(
        'tests',
        created.id,
        fullTest(world.formats[0]!, {
          week: 1,
          end_week: 4,
          study_hours: '2.5',
          weight: '3',
          weight_unit: 'factor',
          exam_weight: '2',
          exam_weight_unit: 'factor',
          resit_count: 5,
          resit_rule: 'capped',
          pass_mark: '6',
          aids: null,
          organisation: '',
        }),
      ),
    );
    expect(edited).toMatchObject({
      week: 1,
      end_week: 4,
      study_hours: '2.5',
      weight: '3',
      weight_unit: 'factor',
      exam_weight: '2',
      exam_weight_unit: 'factor',
      resit_count: 5,
      resit_rule: 'capped',
      pass_mark: '6',
      aids: null,
      organisation: null,
    });
    expect((await getPlan(world, world.member.agent, education.id, yearId)).tests).toEqual([
      edited,
    ]);

    // A formative test without weight; a client that sends none of the new fields gets the
    // defaults, as every test had before.
    const formative = await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      testBody(world.formats[1]!, 4, { purpose: 'formative', result_type: 'achieved' }),
    );
    expect(formative).toMatchObject({ purpose: 'formative', weight: null, counts_for_exam: false });
    const plain = await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      testBody(world.formats[2]!, 4),
    );
    expect(plain).toMatchObject({
      end_week: null,
      study_hours: null,
      purpose: 'summative',
      weight_unit: 'factor',
      counts_for_exam: false,
      exam_weight: null,
      exam_weight_unit: 'percent',
      resit_count: 1,
      resit_rule: null,
      pass_mark: null,
      aids: null,
      organisation: null,
    });
  });

  it('are refused (422) with their message when they do not fit, and nothing changes', async () => {
    const { education, yearId, clusterId, api } = await plannedB();
    const existing = await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      fullTest(world.formats[0]!),
    );
    const before = await planOf(world, education.id, yearId);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ purpose: 'formative', counts_for_exam: false }, { weight: [M.formativeWeighted] }],
      [
        { purpose: 'formative', weight: null, counts_for_exam: false, exam_weight: '10' },
        { weight: [M.formativeWeighted] },
      ],
      [
        { purpose: 'formative', weight: null, exam_weight: null },
        { counts_for_exam: [M.formativeForExam] },
      ],
      [{ weight: '100.01' }, { weight: [M.percentTooHigh] }],
      [{ exam_weight: '101' }, { exam_weight: [M.percentTooHigh] }],
      [{ pass_mark: '11' }, { pass_mark: [M.passMarkInvalid] }],
      [{ pass_mark: '0.5' }, { pass_mark: [M.passMarkInvalid] }],
      [{ result_type: 'usg', pass_mark: '6' }, { pass_mark: [M.passMarkInvalid] }],
      [{ resit_count: 0 }, { resit_count: [M.resitCountInvalid] }],
      [{ resit_count: 6 }, { resit_count: [M.resitCountInvalid] }],
      [{ week: 3, end_week: 2 }, { end_week: [M.endBeforeStart] }],
      // Within the year (20 weeks), outside the planned cluster (1-4).
      [{ end_week: 5 }, { end_week: [M.weekOutsideCluster] }],
      [{ study_hours: '12345' }, { study_hours: [M.numberInvalid] }],
    ];
    for (const [change, keys] of cases) {
      const body = fullTest(world.formats[1]!, change);
      expectInvalid(await api.addItem(clusterId, 'tests', body), keys);
      expectInvalid(
        await api.editItem('tests', existing.id, fullTest(world.formats[0]!, change)),
        keys,
      );
    }
    // A factor weight may be above 100.
    const factor = fullTest(world.formats[0]!, { weight: '150', weight_unit: 'factor' });
    dataOf(await api.editItem('tests', existing.id, factor));
    dataOf(await api.editItem('tests', existing.id, fullTest(world.formats[0]!)));
    expect(await planOf(world, education.id, yearId)).toEqual(before);
  });

  it('are normalised: what the form hides is not kept', async () => {
    const { education, clusterId, api } = await plannedB();
    // No resit: one resit and no rule. Not for the exam: no exam weight. One week: no end week.
    const created = await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      fullTest(world.formats[0]!, {
        resit: false,
        resit_count: 3,
        resit_rule: 'last',
        counts_for_exam: false,
        exam_weight: '40',
        end_week: 2,
      }),
    );
    expect(created).toMatchObject({
      resit: false,
      resit_count: 1,
      resit_rule: null,
      counts_for_exam: false,
      exam_weight: null,
      exam_weight_unit: 'percent',
      week: 2,
      end_week: null,
    });
    const edited = dataOf<TPlanTest>(
      await api.editItem(
        'tests',
        created.id,
        fullTest(world.formats[0]!, { resit: false, counts_for_exam: false, end_week: 2 }),
      ),
    );
    expect(edited).toMatchObject({
      resit_count: 1,
      resit_rule: null,
      exam_weight: null,
      end_week: null,
    });
  });

  it('follow a moved or resized cluster: an end week shifts with the week and fits inside', async () => {
    const { education, yearId, clusterId, api } = await plannedB();
    const test = await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      fullTest(world.formats[0]!, { week: 2, end_week: 3 }),
    );
    const single = await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      fullTest(world.formats[1]!, { week: 4, end_week: null }),
    );
    const weeks = async () =>
      (await planOf(world, education.id, yearId)).tests.map((t) => [t.id, t.week, t.end_week]);

    // Moved 1-4 -> 5-8: both move by 4, the range keeps its length.
    dataOf(await api.patch(clusterId, { start_week: 5, end_week: 8 }));
    expect(await weeks()).toEqual([
      [test.id, 6, 7],
      [single.id, 8, null],
    ]);
    // Resized to 5-6: the range (6-7) ends on the new end, keeping its two weeks.
    dataOf(await api.patch(clusterId, { start_week: 5, end_week: 6 }));
    expect(await weeks()).toEqual([
      [test.id, 5, 6],
      [single.id, 6, null],
    ]);
    // Resized to one week: a range longer than the room is the room, a test in one week again.
    dataOf(await api.patch(clusterId, { start_week: 5, end_week: 5 }));
    expect(await weeks()).toEqual([
      [test.id, 5, null],
      [single.id, 5, null],
    ]);
  });

  it('are counted in the study load: study hours beside minutes / 60', async () => {
    const { education, yearId, clusterId } = await plannedB();
    const load = () => yearStudyLoad(world.ctx.db, education.id, yearId);
    expect((await load()).hours).toBe(0);
    await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      testBody(world.formats[0]!, 2, { minutes: 90, study_hours: '40' }),
    );
    await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      testBody(world.formats[1]!, 3, { study_hours: '2.5' }),
    );
    await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      testBody(world.formats[2]!, 4, { minutes: 30 }),
    );
    // 1.5 + 40 + 2.5 + 0.5 = 44.5 hours.
    expect((await load()).hours).toBe(44.5);
  });
});

describe('the migration of existing tests (0021)', () => {
  const migration = readFileSync(
    new URL('../src/db/migrations/0021_test-plan.sql', import.meta.url),
    'utf8',
  );
  const update = migration
    .split('--> statement-breakpoint')
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .find((statement) => statement.startsWith('UPDATE "plan_tests"'));

  it('makes a test without a weight (none or 0) formative, and leaves weighted tests summative', async () => {
    expect(update).toBeDefined();
    const { education, clusterId } = await plannedB();
    const weights = [null, '0', '0.01'];
    const ids: number[] = [];
    for (const [i, weight] of weights.entries()) {
      const test = await addedItem(
        world,
        education.id,
        clusterId,
        'tests',
        testBody(world.formats[i]!, i + 1),
      );
      ids.push(test.id);
      await world.ctx.db.execute(
        sql`update plan_tests set weight = ${weight}::numeric where id = ${test.id}`,
      );
    }
    // In a transaction rolled back afterwards: the statement runs over every test of the database.
    let purposes: unknown[] = [];
    await expect(
      world.ctx.db.transaction(async (tx) => {
        await tx.execute(sql.raw(update!));
        const rows = (await tx.execute(
          sql`select purpose from plan_tests
            where id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) order by id`,
        )) as unknown as { rows: { purpose: string }[] };
        purposes = rows.rows.map((row) => row.purpose);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(purposes).toEqual(['formative', 'formative', 'summative']);
  });
});

describe('the kind of a special block', () => {
  it('is stored on create and edit, answered by the year plan, and refused when unknown', async () => {
    const education = await planEducation(world);
    const yearId = education.yearIds[0]!;
    const api = planApi(world, education.id);
    const block = dataOf<{ id: number; kind: string }>(
      await api.addBlock(yearId, {
        name: 'Toetsweek 1',
        kind: 'test_week',
        start_week: 9,
        end_week: 10,
      }),
      201,
    );
    expect(block.kind).toBe('test_week');
    const edited = dataOf(
      await api.editBlock(block.id, {
        name: 'Kerstvakantie',
        kind: 'holiday',
        start_week: 9,
        end_week: 10,
      }),
    );
    expect(edited).toEqual({
      id: block.id,
      name: 'Kerstvakantie',
      kind: 'holiday',
      start_week: 9,
      end_week: 10,
    });
    const before = await planOf(world, education.id, yearId);
    expect(before.special_blocks).toEqual([edited]);
    for (const kind of ['exam_week', '', 3]) {
      const body = { name: 'X', kind, start_week: 1, end_week: 1 };
      const created = await api.addBlock(yearId, body);
      expect(created.statusCode, created.body).toBe(422);
      expect(Object.keys(created.json().errors)).toEqual(['kind']);
      const changed = await api.editBlock(block.id, body);
      expect(changed.statusCode, changed.body).toBe(422);
    }
    expect(await planOf(world, education.id, yearId)).toEqual(before);
  });
});

describe('the start of a year (starts_on)', () => {
  const structureUrl = (educationId: number) =>
    `locations/${world.schoolId}/educations/${educationId}/structure`;

  /** Read through the domain, as education-structure.test.ts does. */
  const detail = (id: number): Promise<TEducation> =>
    getEducationDetail({
      db: world.ctx.db,
      caller: {
        actor: {
          userId: world.designer.user.id,
          isPlatformAdmin: false,
          language: null,
          sessionIdHash: '',
        },
        roles: ['designer'],
      },
      scope: testScope(world.schoolId),
      educationId: id,
    });

  /** The structure as a PUT body, each year with `startsOn[i]` (absent when undefined). */
  const body = (
    data: TEducation,
    startsOn: (string | null | undefined)[],
  ): { years: Record<string, unknown>[] } => ({
    years: data.years.map((year, i) => ({
      id: year.id,
      name: year.name,
      ...(startsOn[i] === undefined ? {} : { starts_on: startsOn[i] }),
      periods: year.periods.map((period) => ({
        id: period.id,
        name: period.name,
        weeks: period.weeks,
      })),
    })),
  });
  const put = (educationId: number, input: unknown) =>
    world.designer.agent.request('PUT', structureUrl(educationId), { body: input });

  it('is written by the structure, read by the education and the plan, and kept by duplicates and backups', async () => {
    const education = await planEducation(world);
    const [year1, year2] = education.yearIds as [number, number];
    const start = await detail(education.id);
    expect(start.years.map((year) => year.starts_on)).toEqual([null, null]);

    // Year 1 gets a Monday, year 2 none (absent: unknown), and a new third year gets one.
    const input = body(start, ['2026-08-24', undefined]);
    input.years.push({
      name: 'Examenjaar',
      starts_on: '2028-08-21',
      periods: [{ name: null, weeks: 20 }],
    });
    dataOf(await put(education.id, input));
    const after = await detail(education.id);
    expect(after.years.map((year) => [year.name, year.starts_on])).toEqual([
      [null, '2026-08-24'],
      [null, null],
      ['Examenjaar', '2028-08-21'],
    ]);
    expect((await getPlan(world, world.member.agent, education.id, year1)).year.starts_on).toBe(
      '2026-08-24',
    );
    expect((await getPlan(world, world.member.agent, education.id, year2)).year.starts_on).toBe(
      null,
    );

    // A duplicate keeps every year's start.
    const duplicated = await world.designer.agent.request(
      'POST',
      `locations/${world.schoolId}/educations/${education.id}/duplicate`,
      { body: { name: 'Kopie met startdata' } },
    );
    expect(duplicated.statusCode, duplicated.body).toBe(201);
    const copyId = ZEducationResponseSchema.parse(duplicated.json()).data.id;
    expect((await detail(copyId)).years.map((year) => year.starts_on)).toEqual([
      '2026-08-24',
      null,
      '2028-08-21',
    ]);

    // A backup restores it (and a block's kind), after both changed.
    dataOf(
      await planApi(world, education.id).addBlock(year1, {
        name: 'Herfstvakantie',
        kind: 'holiday',
        start_week: 9,
        end_week: 9,
      }),
      201,
    );
    const backup = await world.ctx.db.transaction((tx) =>
      makeBackup(tx, education.id, 'hourly', world.ctx.clock.now()),
    );
    const beforeRestore = await getPlan(world, world.member.agent, education.id, year1);
    dataOf(await put(education.id, body(after, ['2027-08-23', null, null])));
    const [block] = beforeRestore.special_blocks;
    dataOf(
      await planApi(world, education.id).editBlock(block!.id, {
        name: 'Herfstvakantie',
        kind: 'other',
        start_week: 9,
        end_week: 9,
      }),
    );
    world.ctx.clock.advance(60_000);
    dataOf(
      await world.designer.agent.request(
        'POST',
        `locations/${world.schoolId}/educations/${education.id}/backups/${backup.id}/restore`,
      ),
    );
    expect((await detail(education.id)).years.map((year) => year.starts_on)).toEqual([
      '2026-08-24',
      null,
      '2028-08-21',
    ]);
    expect(await getPlan(world, world.member.agent, education.id, year1)).toEqual(beforeRestore);
  });

  it('is refused (422) unless a Monday in a real date, and nothing changes', async () => {
    const education = await planEducation(world);
    dataOf(await put(education.id, body(await detail(education.id), ['2026-08-24'])));
    const before = await detail(education.id);
    for (const value of ['2026-08-25', '2026-02-30', '24-08-2026', '2026-8-24', '1999-08-23', 5]) {
      const input = body(before, [null, null]);
      input.years[0]!.starts_on = value;
      const response = await put(education.id, input);
      expect(response.statusCode, `${value}: ${response.body}`).toBe(422);
      expect(response.json().keys).toEqual({
        'years.0.starts_on': [EDUCATION_MESSAGES.startsOnInvalid],
      });
    }
    expect(await detail(education.id)).toEqual(before);
  });

  it('restores a snapshot made before years had a start, blocks a kind and tests a purpose', async () => {
    const education = await planEducation(world, { years: 1 });
    const [yearId] = education.yearIds as [number];
    const { id: clusterId } = await placed(world, education.id, {
      education_year_id: yearId,
      cluster_id: education.clusters.b,
      start_week: 1,
    });
    dataOf(
      await planApi(world, education.id).addBlock(yearId, {
        name: 'Toetsweek',
        start_week: 10,
        end_week: 10,
      }),
      201,
    );
    const weighted = await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      testBody(world.formats[0]!, 1, { weight: '2' }),
    );
    const weightless = await addedItem(
      world,
      education.id,
      clusterId,
      'tests',
      testBody(world.formats[1]!, 2),
    );
    // The snapshot as it was written before issue 29: none of the new fields.
    const snapshot = await loadSnapshot(world.ctx.db, education.id);
    const NEW_TEST_FIELDS = [
      'end_week',
      'study_hours',
      'purpose',
      'weight_unit',
      'counts_for_exam',
      'exam_weight',
      'exam_weight_unit',
      'resit_count',
      'resit_rule',
      'pass_mark',
      'aids',
      'organisation',
    ];
    const old = {
      ...snapshot,
      years: snapshot.years.map(({ starts_on: _s, special_blocks, ...year }) => ({
        ...year,
        special_blocks: special_blocks.map(({ kind: _k, ...block }) => block),
      })),
      plan: {
        ...snapshot.plan,
        plan_tests: snapshot.plan.plan_tests.map((test) =>
          Object.fromEntries(
            Object.entries(test).filter(([field]) => !NEW_TEST_FIELDS.includes(field)),
          ),
        ),
      },
    };
    const [backup] = await world.ctx.db
      .insert(educationBackups)
      .values({
        educationId: education.id,
        reason: 'hourly',
        snapshot: old,
        createdAt: world.ctx.clock.now(),
      })
      .returning({ id: educationBackups.id });
    const response = await world.designer.agent.request(
      'POST',
      `locations/${world.schoolId}/educations/${education.id}/backups/${backup!.id}/restore`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const plan = await planOf(world, education.id, yearId);
    expect(plan.year.starts_on).toBeNull();
    expect(plan.special_blocks.map((block) => block.kind)).toEqual(['other']);
    // As the migration decided for the tests in the database.
    expect(plan.tests.map((test) => [test.id, test.purpose, test.weight_unit])).toEqual([
      [weighted.id, 'summative', 'factor'],
      [weightless.id, 'formative', 'factor'],
    ]);
  });
});
