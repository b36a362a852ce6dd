import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import {
  EDUCATION_MESSAGES,
  ZEducationResponseSchema,
  fitWeekRange,
  followRange,
  followWeek,
  type TWeekRange,
  type TYearPlan,
} from '@cp/contracts';
import type { Db } from '../src/db/client';
import { educationBackups } from '../src/db/schema';
import * as planSchema from '../src/db/schema/plan';
import { makeBackup } from '../src/domain/backups/make-backup';
import { loadSnapshot } from '../src/domain/backups/snapshot';
import { fileHash } from '../src/domain/files/stored-files';
import { PLAN_TABLES } from '../src/domain/education-tables/plan-tables';
import { duplicateEducation } from '../src/domain/educations/duplicate-education';
import { fitYearContent } from '../src/domain/educations/year-content';
import { RecordingPublisher } from '../src/domain/events/publisher';
import {
  activityBody,
  addedItem,
  createPlanWorld,
  dataOf,
  expectInvalid,
  getPlan,
  placed,
  planApi,
  planEducation,
  planUrl,
  testBody,
  type PlanEducation,
  type PlanWorld,
} from './helpers/plan';
import { multipartBody } from './helpers/multipart';
import { testScope } from './helpers/location-scope';

/*
 * The plan in the education's structure operations (docs/plan.md "Backups, duplicates and
 * copying a year"): a backup restores it exactly, a duplicate copies it onto the copy's years and
 * design, copying a year copies it within the education (fitted into the target's weeks), and a
 * shorter year fits it as fitWeekRange / followRange / followWeek say.
 */

let world: PlanWorld;
/** A national framework item the built plan's first test covers. */
let frameworkItem: number;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');

/**
 * The plan tables with an id and an education_id, and the links (to goals, to framework items)
 * found through them.
 */
const ITEM_TABLES = [
  'planned_electives',
  'planned_clusters',
  'plan_tests',
  'plan_checkups',
  'plan_activities',
  'plan_links',
  'plan_materials',
] as const;
const GOAL_TABLES = [
  ['plan_test_goals', 'plan_tests', 'plan_test_id'],
  ['plan_link_goals', 'plan_links', 'plan_link_id'],
  ['plan_test_framework_items', 'plan_tests', 'plan_test_id'],
] as const;

/** Rows of a raw query; both drivers answer `{ rows }`, which the common Db type leaves open. */
const select = async (query: SQL) =>
  ((await world.ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const columnCache = new Map<string, string[]>();
async function columnsOf(table: string): Promise<string[]> {
  let names = columnCache.get(table);
  if (!names) {
    names = (
      await select(sql`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}
        order by ordinal_position`)
    ).map((row) => String(row.column_name));
    columnCache.set(table, names);
  }
  return names;
}

/**
 * Every column of every plan row of the education as PostgreSQL writes it as text: ids,
 * timestamps with microseconds, numerics with their scale, a material's file as its hash.
 */
async function rawPlan(educationId: number) {
  const rows: Record<string, Record<string, unknown>[]> = {};
  const textOf = async (table: string, alias: string) =>
    sql.join(
      (await columnsOf(table)).map(
        (name) =>
          sql`${sql.identifier(alias)}.${sql.identifier(name)}::text as ${sql.identifier(name)}`,
      ),
      sql`, `,
    );
  for (const table of ITEM_TABLES) {
    rows[table] = await select(
      sql`select ${await textOf(table, 't')} from ${sql.identifier(table)} t
          where t.education_id = ${educationId} order by t.id`,
    );
  }
  for (const [table, owner, via] of GOAL_TABLES) {
    rows[table] = await select(
      sql`select ${await textOf(table, 'l')} from ${sql.identifier(table)} l
          join ${sql.identifier(owner)} o on o.id = l.${sql.identifier(via)}
          where o.education_id = ${educationId} order by 1, 2`,
    );
  }
  return rows;
}

/** The rows of `after` that were there in `before` (by id; goal links by their pair), per table. */
function keptRows(
  before: Awaited<ReturnType<typeof rawPlan>>,
  after: Awaited<ReturnType<typeof rawPlan>>,
) {
  const kept: typeof after = {};
  for (const [table, rows] of Object.entries(after)) {
    const key = (row: Record<string, unknown>) => JSON.stringify(Object.values(row).slice(0, 2));
    const known = new Set((before[table] ?? []).map((row) => (row.id ?? key(row)) as string));
    kept[table] = rows.filter((row) => known.has((row.id ?? key(row)) as string));
  }
  return kept;
}

const idsOf = (rows: Record<string, unknown>[]) => rows.map((row) => Number(row.id));

/**
 * The education's plan without ids: every reference by its target's own key (year position,
 * cluster index, elective title, goal index, item position), joined within the education only,
 * so a reference into another education drops out and shows as a difference.
 */
async function planShape(e: number) {
  const owner = (alias: string) => sql`
    join planned_clusters pc on pc.id = ${sql.identifier(alias)}.planned_cluster_id
      and pc.education_id = ${e}
    join education_years y on y.id = pc.education_year_id and y.education_id = ${e}
    join clusters c on c.id = pc.cluster_id and c.education_id = ${e}`;
  return {
    planned_electives: await select(sql`
      select y.position as year, s.title as elective, p.start_week, p.end_week, p.places
      from planned_electives p
      join education_years y on y.id = p.education_year_id and y.education_id = ${e}
      join elective_subjects s on s.id = p.elective_subject_id and s.education_id = ${e}
      where p.education_id = ${e} order by 1, 2`),
    planned_clusters: await select(sql`
      select y.position as year, c.index as cluster, s.title as elective, p.start_week,
        p.end_week, p.comment, (p.planned_elective_id is null) = (pe.id is null) as slot_found
      from planned_clusters p
      join education_years y on y.id = p.education_year_id and y.education_id = ${e}
      join clusters c on c.id = p.cluster_id and c.education_id = ${e}
      left join planned_electives pe on pe.id = p.planned_elective_id and pe.education_id = ${e}
      left join elective_subjects s on s.id = pe.elective_subject_id and s.education_id = ${e}
      where p.education_id = ${e} order by 1, 2`),
    plan_tests: await select(sql`
      select y.position as year, c.index as cluster, t.position, t.name, t.code, t.kind, t.size,
        t.test_format_id, t.week, t.minutes, t.weight::text, t.resit, t.result_type, t.ects::text,
        t.end_week, t.study_hours::text, t.purpose, t.weight_unit, t.counts_for_exam,
        t.exam_weight::text, t.exam_weight_unit, t.resit_count, t.resit_rule, t.pass_mark::text,
        t.aids, t.organisation
      from plan_tests t ${owner('t')} where t.education_id = ${e} order by 1, 2, 3`),
    plan_checkups: await select(sql`
      select y.position as year, c.index as cluster, t.position, t.title, t.details, t.week
      from plan_checkups t ${owner('t')} where t.education_id = ${e} order by 1, 2, 3`),
    plan_activities: await select(sql`
      select y.position as year, c.index as cluster, t.position, t.activity_id,
        t.class_hours::text, t.teacher, t.method, t.reading, t.tools, t.tools_permitted,
        t.description, t.start_week, t.end_week
      from plan_activities t ${owner('t')} where t.education_id = ${e} order by 1, 2, 3`),
    plan_links: await select(sql`
      select y.position as year, c.index as cluster, t.position, test.position as test,
        activity.position as activity, t.type, t.mandatory
      from plan_links t ${owner('t')}
      join plan_tests test on test.id = t.plan_test_id and test.planned_cluster_id = pc.id
      join plan_activities activity on activity.id = t.plan_activity_id
        and activity.planned_cluster_id = pc.id
      where t.education_id = ${e} order by 1, 2, 3`),
    plan_materials: await select(sql`
      select y.position as year, c.index as cluster, t.position, t.kind, t.title, t.url,
        t.file_name, t.content_type, t.size,
        (select encode(string_agg(ch.data, ''::bytea order by ch.seq), 'hex') from file_chunks ch
          where ch.upload_id = f.upload_id) as content
      from plan_materials t ${owner('t')} left join stored_files f on f.hash = t.file_hash
      where t.education_id = ${e} order by 1, 2, 3`),
    plan_test_goals: await select(sql`
      select y.position as year, c.index as cluster, t.position as test, g.index as goal
      from plan_test_goals l
      join plan_tests t on t.id = l.plan_test_id and t.education_id = ${e} ${owner('t')}
      join learning_goals g on g.id = l.learning_goal_id and g.education_id = ${e}
      order by 1, 2, 3, 4`),
    plan_link_goals: await select(sql`
      select y.position as year, c.index as cluster, t.position as link, g.index as goal
      from plan_link_goals l
      join plan_links t on t.id = l.plan_link_id and t.education_id = ${e} ${owner('t')}
      join learning_goals g on g.id = l.learning_goal_id and g.education_id = ${e}
      order by 1, 2, 3, 4`),
    // The framework item is the location's (or national), the same in a copy.
    plan_test_framework_items: await select(sql`
      select y.position as year, c.index as cluster, t.position as test, l.framework_item_id
      from plan_test_framework_items l
      join plan_tests t on t.id = l.plan_test_id and t.education_id = ${e} ${owner('t')}
      order by 1, 2, 3, 4`),
  };
}

const fileForm = (title: string, name: string, content: Buffer) =>
  multipartBody({ kind: 'data_file', title }, [{ name, content }]);

/** The bytes of a material's file, downloaded through the API. */
async function download(educationId: number, materialId: number) {
  const response = await world.designer.agent.request(
    'GET',
    `${planUrl(world, educationId)}/materials/${materialId}/file`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

type BuiltPlan = {
  a: number;
  b: number;
  c: number;
  slot: number;
  d: number;
  testA: number;
  activityA: number;
  linkA: number;
  linkMaterial: number;
  fileMaterial: number;
};

/**
 * A plan of every kind in a year of 20 weeks, through the API, reaching beyond week 14:
 * - blocks at weeks 1 (a holiday) and 9 (a test week);
 * - a at 2-4 with a comment: a test with every field (handed in over weeks 3-4, counting for the
 *   exam, with a resit rule) and two goals, a check moment, two activities, a link with a goal, a
 *   link material and a file material;
 * - b at 13-20 (moves as a whole into 14 weeks): two tests (one with a pass mark), a check
 *   moment, three activities, a link;
 * - c at 3-19 (longer than 14 weeks: becomes 1-14): three tests (a formative one over weeks
 *   15-17), a check moment, three activities;
 * - an elective slot at 15-18 with two places, choices d (with a test, a check moment and an
 *   activity) and e.
 */
async function buildPlan(education: PlanEducation, yearId: number): Promise<BuiltPlan> {
  const { id, clusters, goals } = education;
  const api = planApi(world, id);
  const [f0, f1, f2] = world.formats as [number, number, number];
  const [a0, a1, a2] = world.activities as [number, number, number];
  dataOf(
    await api.addBlock(yearId, { name: 'Vakantie', kind: 'holiday', start_week: 1, end_week: 1 }),
    201,
  );
  dataOf(
    await api.addBlock(yearId, {
      name: 'Toetsweek',
      kind: 'test_week',
      start_week: 9,
      end_week: 9,
    }),
    201,
  );

  const a = await placed(world, id, {
    education_year_id: yearId,
    cluster_id: clusters.a,
    start_week: 2,
  });
  expect([a.start_week, a.end_week]).toEqual([2, 4]);
  dataOf(await api.patch(a.id, { comment: 'Eerste blok' }));
  const testA = await addedItem(
    world,
    id,
    a.id,
    'tests',
    testBody(f0, 3, {
      code: 'T-01',
      minutes: 90,
      weight: '1.25',
      resit: true,
      result_type: 'usg',
      ects: '2.5',
      goal_ids: [goals[0], goals[1]],
      end_week: 4,
      study_hours: '12.5',
      weight_unit: 'percent',
      counts_for_exam: true,
      exam_weight: '33.33',
      exam_weight_unit: 'factor',
      resit_count: 2,
      resit_rule: 'capped',
      aids: 'Rekenmachine',
      organisation: 'In het lokaal, twee surveillanten',
    }),
  );
  dataOf(
    await world.designer.agent.request(
      'PUT',
      `locations/${world.schoolId}/educations/${id}/framework-links/tests/${testA.id}`,
      { body: { framework_item_ids: [frameworkItem] } },
    ),
  );
  await addedItem(world, id, a.id, 'checkups', { title: 'Voortgang', details: 'Kort', week: 2 });
  const activityA = await addedItem(
    world,
    id,
    a.id,
    'activities',
    activityBody(a0, 2, 3, {
      class_hours: '1.5',
      teacher: 'J. Jansen',
      method: 'Werkcollege',
      reading: 'H1',
      tools: 'Laptop',
      tools_permitted: 'Rekenmachine',
      description: 'Oefenen',
    }),
  );
  await addedItem(world, id, a.id, 'activities', activityBody(a1, 4, 4));
  const linkA = await addedItem(world, id, a.id, 'links', {
    plan_test_id: testA.id,
    plan_activity_id: activityA.id,
    type: 'practice',
    mandatory: true,
    goal_ids: [goals[2]],
  });
  const materials = `${planUrl(world, id)}/clusters/${a.id}/materials`;
  const linkMaterial = dataOf<{ id: number }>(
    await world.designer.agent.request('POST', materials, {
      body: { title: 'Website', url: 'https://example.org/les' },
    }),
    201,
  );
  const fileMaterial = dataOf<{ id: number }>(
    await world.designer.agent.request(
      'POST',
      materials,
      await fileForm('Dataset', 'data.pdf', PDF),
    ),
    201,
  );

  const b = await placed(world, id, {
    education_year_id: yearId,
    cluster_id: clusters.b,
    start_week: 13,
    end_week: 20,
  });
  await addedItem(world, id, b.id, 'tests', testBody(f0, 13));
  const testB = await addedItem(
    world,
    id,
    b.id,
    'tests',
    testBody(f1, 20, { goal_ids: [goals[2]], pass_mark: '5.5' }),
  );
  await addedItem(world, id, b.id, 'checkups', { title: 'Tussentijds', week: 16 });
  await addedItem(world, id, b.id, 'activities', activityBody(a0, 13, 14));
  const activityB = await addedItem(world, id, b.id, 'activities', activityBody(a1, 19, 20));
  await addedItem(world, id, b.id, 'activities', activityBody(a2, 15, 20));
  await addedItem(world, id, b.id, 'links', {
    plan_test_id: testB.id,
    plan_activity_id: activityB.id,
    type: 'feedback',
  });

  const c = await placed(world, id, {
    education_year_id: yearId,
    cluster_id: clusters.c,
    start_week: 3,
    end_week: 19,
  });
  await addedItem(world, id, c.id, 'tests', testBody(f0, 3));
  await addedItem(
    world,
    id,
    c.id,
    'tests',
    testBody(f1, 15, { end_week: 17, purpose: 'formative', study_hours: 8 }),
  );
  await addedItem(world, id, c.id, 'tests', testBody(f2, 19));
  await addedItem(world, id, c.id, 'checkups', { title: 'Halverwege', week: 10 });
  await addedItem(world, id, c.id, 'activities', activityBody(a0, 3, 19));
  await addedItem(world, id, c.id, 'activities', activityBody(a1, 16, 18));
  await addedItem(world, id, c.id, 'activities', activityBody(a2, 5, 6));

  const slot = dataOf<{ id: number }>(
    await api.placeElective({
      education_year_id: yearId,
      elective_subject_id: education.elective,
      places: 2,
      start_week: 15,
      end_week: 18,
    }),
    201,
  );
  const d = dataOf<{ id: number }>(await api.choose(slot.id, clusters.d), 201);
  dataOf(await api.choose(slot.id, clusters.e), 201);
  await addedItem(world, id, d.id, 'tests', testBody(f0, 18, { goal_ids: [goals[0]] }));
  await addedItem(world, id, d.id, 'checkups', { title: 'Keuze', week: 17 });
  await addedItem(world, id, d.id, 'activities', activityBody(a0, 15, 16));
  return {
    a: a.id,
    b: b.id,
    c: c.id,
    slot: slot.id,
    d: d.id,
    testA: testA.id,
    activityA: activityA.id,
    linkA: linkA.id,
    linkMaterial: linkMaterial.id,
    fileMaterial: fileMaterial.id,
  };
}

/** A little plan for a second year: a at 18-20 with a test and a check moment. */
async function smallPlan(education: PlanEducation, yearId: number) {
  const a = await placed(world, education.id, {
    education_year_id: yearId,
    cluster_id: education.clusters.a,
    start_week: 18,
  });
  await addedItem(world, education.id, a.id, 'tests', testBody(world.formats[0]!, 20));
  await addedItem(world, education.id, a.id, 'checkups', { title: 'Eind', week: 19 });
  return a.id;
}

/** Sets the second period of year `index` to `weeks` weeks through PUT .../structure. */
async function setSecondPeriod(education: PlanEducation, index: number, weeks: number) {
  const years = [];
  for (const yearId of education.yearIds) {
    const { year } = await getPlan(world, world.designer.agent, education.id, yearId);
    years.push({
      id: year.id,
      name: year.name,
      periods: year.periods.map((period) => ({
        id: period.id,
        name: period.name,
        weeks: period.weeks,
      })),
    });
  }
  years[index]!.periods[1]!.weeks = weeks;
  const response = await world.designer.agent.request(
    'PUT',
    `locations/${world.schoolId}/educations/${education.id}/structure`,
    { body: { years } },
  );
  expect(response.statusCode, response.body).toBe(200);
}

const plan = (education: PlanEducation, yearId: number) =>
  getPlan(world, world.designer.agent, education.id, yearId);

const rangeOf = (item: TWeekRange): TWeekRange => ({
  start_week: item.start_week,
  end_week: item.end_week,
});

/**
 * The year plan fitted into `weeks` weeks as docs/plan.md says: every range by fitWeekRange,
 * choices with their slot, the items of every planned cluster by followRange / followWeek.
 */
function fitted(before: TYearPlan, weeks: number): TYearPlan {
  const slots = new Map(
    before.planned_electives.map((slot) => [slot.id, fitWeekRange(rangeOf(slot), weeks)]),
  );
  const moves = new Map(
    before.planned_clusters.map((planned) => {
      const to =
        planned.planned_elective_id === null
          ? fitWeekRange(rangeOf(planned), weeks)
          : slots.get(planned.planned_elective_id)!;
      return [planned.id, { from: rangeOf(planned), to }];
    }),
  );
  const move = (plannedClusterId: number) => moves.get(plannedClusterId)!;
  return {
    ...before,
    planned_clusters: before.planned_clusters.map((p) => ({ ...p, ...move(p.id).to })),
    planned_electives: before.planned_electives.map((s) => ({ ...s, ...slots.get(s.id)! })),
    tests: before.tests.map((t) => {
      const { from, to } = move(t.planned_cluster_id);
      if (t.end_week === null) return { ...t, week: followWeek(t.week, from, to) };
      // A test over weeks follows as a range; squeezed into one week it has no end week.
      const range = followRange({ start_week: t.week, end_week: t.end_week }, from, to);
      const end_week = range.end_week === range.start_week ? null : range.end_week;
      return { ...t, week: range.start_week, end_week };
    }),
    checkups: before.checkups.map((t) => {
      const { from, to } = move(t.planned_cluster_id);
      return { ...t, week: followWeek(t.week, from, to) };
    }),
    activities: before.activities.map((t) => {
      const { from, to } = move(t.planned_cluster_id);
      return { ...t, ...followRange(rangeOf(t), from, to) };
    }),
    special_blocks: before.special_blocks
      .map((block) => ({ ...block, ...fitWeekRange(rangeOf(block), weeks) }))
      .sort((x, y) => x.start_week - y.start_week || x.id - y.id),
  };
}

/**
 * A year plan without its own ids: planned clusters by design cluster, slots by elective
 * subject, items by their planned cluster's design cluster and position (design ids stay, so
 * within one education this also says "the same clusters and goals").
 */
function yearShape(yearPlan: TYearPlan) {
  const clusterOf = new Map(yearPlan.planned_clusters.map((p) => [p.id, p.cluster_id]));
  const electiveOf = new Map(yearPlan.planned_electives.map((s) => [s.id, s.elective_subject_id]));
  const testAt = new Map(yearPlan.tests.map((t) => [t.id, t.position]));
  const activityAt = new Map(yearPlan.activities.map((t) => [t.id, t.position]));
  const item = <T extends { id: number; planned_cluster_id: number }>(row: T) => {
    const { id: _id, planned_cluster_id, ...rest } = row;
    return { cluster: clusterOf.get(planned_cluster_id), ...rest };
  };
  return {
    weeks: yearPlan.year.weeks,
    planned_clusters: yearPlan.planned_clusters.map(
      ({ id: _id, planned_elective_id, ...rest }) => ({
        ...rest,
        elective: planned_elective_id === null ? null : electiveOf.get(planned_elective_id),
      }),
    ),
    planned_electives: yearPlan.planned_electives.map(({ id: _id, ...rest }) => rest),
    tests: yearPlan.tests.map(item),
    checkups: yearPlan.checkups.map(item),
    activities: yearPlan.activities.map(item),
    links: yearPlan.links.map((link) => {
      const { plan_test_id, plan_activity_id, ...rest } = item(link);
      return {
        ...rest,
        test: testAt.get(plan_test_id),
        activity: activityAt.get(plan_activity_id),
      };
    }),
    materials: yearPlan.materials.map(item),
    special_blocks: yearPlan.special_blocks.map(({ id: _id, ...rest }) => rest),
  };
}

/** Every own row of a year plan as `list:id` (ids are per table, so per list). */
const planIds = (yearPlan: TYearPlan) =>
  (
    [
      'planned_clusters',
      'planned_electives',
      'tests',
      'checkups',
      'activities',
      'links',
      'materials',
      'special_blocks',
    ] as const
  ).flatMap((list) => yearPlan[list].map((row) => `${list}:${row.id}`));

type Counts = { select: number; insert: number; update: number; delete: number; execute: number };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const noCounts = (): Counts => ({ select: 0, insert: 0, update: 0, delete: 0, execute: 0 });

/** The database (or a transaction) counting the statements it starts, transactions included. */
function counting<T extends Db | Tx>(target: T, counts: Counts): T {
  return new Proxy(target, {
    get(on, property, receiver) {
      if (typeof property === 'string' && property in counts) {
        counts[property as keyof Counts] += 1;
      }
      if (property === 'transaction') {
        return <R>(work: (tx: Tx) => Promise<R>) =>
          (on as Db).transaction((tx) => work(counting(tx, counts)));
      }
      return Reflect.get(on, property, receiver) as unknown;
    },
  });
}

const copyYear = (from: PlanEducation, yearId: number, body: unknown) =>
  world.designer.agent.request(
    'POST',
    `locations/${world.schoolId}/educations/${from.id}/years/${yearId}/copy`,
    { body },
  );

beforeAll(async () => {
  world = await createPlanWorld();
  const [framework] = await select(sql`
    insert into frameworks (source_kind, source_key, code, title, description, version, release,
      levels, licence, attribution)
    values ('sheet', 'plan-structure', 'PS', 'Plankader', '', '1', '1', '{}', '', '')
    returning id`);
  const [item] = await select(sql`
    insert into framework_items (framework_id, source_id, position, ordinal, depth, code, title,
      description, kind, levels)
    values (${framework!.id}, 'A1', 1, 1, 1, 'A1', 'Eerste', '', 'eindterm', '{}')
    returning id`);
  frameworkItem = Number(item!.id);
});
afterAll(() => world?.ctx.close());

describe('the plan tables', () => {
  it('are all declared for backups and duplicates, and all compared here', () => {
    const declared = (Object.values(planSchema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(PLAN_TABLES.list.map((entry) => getTableName(entry.table)).sort()).toEqual(declared);
    expect([...ITEM_TABLES, ...GOAL_TABLES.map(([table]) => table)].sort()).toEqual(declared);
  });
});

describe('backups', () => {
  const restoreUrl = (educationId: number, backupId: number) =>
    `locations/${world.schoolId}/educations/${educationId}/backups/${backupId}/restore`;

  it('restore the plan exactly: ids, microseconds, numerics, file bytes', async () => {
    const education = await planEducation(world);
    const [year1, year2] = education.yearIds as [number, number];
    const built = await buildPlan(education, year1);
    await smallPlan(education, year2);
    // Microseconds, which a JS Date would cut off (the API stamps whole milliseconds).
    await world.ctx.db.execute(
      sql`update plan_tests set updated_at = '2024-03-01T08:15:30.123456Z' where id = ${built.testA}`,
    );
    const before = await rawPlan(education.id);
    for (const [table, rows] of Object.entries(before)) {
      expect(rows.length, table).toBeGreaterThan(0);
    }
    // The comparison sees what a lossy copy would lose.
    expect(before.plan_tests!.find((row) => Number(row.id) === built.testA)).toMatchObject({
      weight: '1.25',
      ects: '2.5',
    });
    expect(before.plan_activities!.map((row) => row.class_hours)).toContain('1.5');
    expect(before.plan_materials!.map((row) => row.file_hash)).toContain(fileHash(PDF));
    expect(before.plan_tests!.find((row) => Number(row.id) === built.testA)?.updated_at).toBe(
      '2024-03-01 08:15:30.123456+00',
    );
    const snapshot = await loadSnapshot(world.ctx.db, education.id);
    for (const [table, rows] of Object.entries(snapshot.plan)) {
      expect(rows.length, table).toBeGreaterThan(0);
    }
    const apiBefore = [await plan(education, year1), await plan(education, year2)];
    const backup = await world.ctx.db.transaction((tx) =>
      makeBackup(tx, education.id, 'hourly', world.ctx.clock.now()),
    );
    // The backup refers to the file by hash and keeps it; the bytes are not in the snapshot.
    expect(JSON.stringify(snapshot)).not.toContain(PDF.toString('base64'));
    expect(
      await select(
        sql`select file_hash from education_backup_files where backup_id = ${backup.id}`,
      ),
    ).toEqual([{ file_hash: fileHash(PDF) }]);

    // Change the plan every way the API allows, and the design it refers to.
    const api = planApi(world, education.id);
    world.ctx.clock.advance(1000);
    dataOf(await api.patch(built.a, { start_week: 5, end_week: 7 }));
    dataOf(
      await api.editItem(
        'tests',
        built.testA,
        testBody(world.formats[1]!, 6, { weight: '3', goal_ids: [education.goals[2]] }),
      ),
    );
    dataOf(
      await world.designer.agent.request(
        'PUT',
        `locations/${world.schoolId}/educations/${education.id}/framework-links/tests/${built.testA}`,
        { body: { framework_item_ids: [] } },
      ),
    );
    dataOf(
      await api.editItem('links', built.linkA, {
        plan_test_id: built.testA,
        plan_activity_id: built.activityA,
        type: 'instruction',
        goal_ids: [education.goals[1]],
      }),
    );
    dataOf(await api.unplan(built.b));
    dataOf(await api.removeElective(built.slot));
    dataOf(
      await world.designer.agent.request(
        'DELETE',
        `${planUrl(world, education.id)}/materials/${built.fileMaterial}`,
      ),
    );
    await placed(world, education.id, {
      education_year_id: year2,
      cluster_id: education.clusters.b,
      start_week: 1,
    });
    const design = `locations/${world.schoolId}/educations/${education.id}/design`;
    dataOf(
      await world.designer.agent.request('DELETE', `${design}/clusters/${education.clusters.c}`),
    );
    dataOf(
      await world.designer.agent.request(
        'DELETE',
        `${design}/learning-goals/${education.goals[0]}`,
      ),
    );
    const changed = await rawPlan(education.id);
    for (const table of Object.keys(before)) {
      expect(changed[table], table).not.toEqual(before[table]);
    }

    world.ctx.clock.advance(60_000);
    const response = await world.designer.agent.request(
      'POST',
      restoreUrl(education.id, backup.id),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await rawPlan(education.id)).toEqual(before);
    expect((await loadSnapshot(world.ctx.db, education.id)).plan).toEqual(snapshot.plan);
    expect([await plan(education, year1), await plan(education, year2)]).toEqual(apiBefore);
    expect(await download(education.id, built.fileMaterial)).toEqual(PDF);

    // The plan goes on from the restored rows: new ones get ids the snapshot does not hold.
    const again = await placed(world, education.id, {
      education_year_id: year2,
      cluster_id: education.clusters.c,
      start_week: 1,
    });
    expect(idsOf(before.planned_clusters!)).not.toContain(again.id);
  });

  it('restore tests and activities without a format or activity retired since', async () => {
    const admin = world.admin.agent;
    const custom = async (kind: 'test-formats' | 'activities', name: string) =>
      dataOf<{ id: number }>(
        await admin.request('POST', `locations/${world.schoolId}/${kind}`, {
          body: { name, icon: 'star', color: '#12ab34' },
        }),
        201,
      ).id;
    const deletedFormat = await custom('test-formats', 'Tijdelijke toets');
    const inactiveFormat = await custom('test-formats', 'Oude toets');
    const deletedActivity = await custom('activities', 'Tijdelijke les');
    const inactiveActivity = await custom('activities', 'Oude les');
    const education = await planEducation(world, { years: 1 });
    const [year] = education.yearIds as [number];
    const planned = await placed(world, education.id, {
      education_year_id: year,
      cluster_id: education.clusters.b,
      start_week: 1,
    });
    for (const format of [deletedFormat, inactiveFormat, world.formats[0]!]) {
      await addedItem(world, education.id, planned.id, 'tests', testBody(format, 2));
    }
    for (const activity of [deletedActivity, inactiveActivity, world.activities[0]!]) {
      await addedItem(world, education.id, planned.id, 'activities', activityBody(activity, 1, 2));
    }
    const before = await plan(education, year);
    const backup = await world.ctx.db.transaction((tx) =>
      makeBackup(tx, education.id, 'hourly', world.ctx.clock.now()),
    );
    const catalogue = (kind: string, id: number) => `locations/${world.schoolId}/${kind}/${id}`;
    dataOf(await admin.request('DELETE', catalogue('test-formats', deletedFormat)));
    dataOf(await admin.request('DELETE', catalogue('activities', deletedActivity)));
    for (const [kind, id] of [
      ['test-formats', inactiveFormat],
      ['activities', inactiveActivity],
    ] as const) {
      dataOf(
        await admin.request('PUT', `${catalogue(kind, id)}/active`, { body: { active: false } }),
      );
    }

    const response = await world.designer.agent.request(
      'POST',
      restoreUrl(education.id, backup.id),
    );
    expect(response.statusCode, response.body).toBe(200);
    // Everything is back, but a retired item's connections stay removed.
    const after = await plan(education, year);
    expect(after.tests.map((t) => t.test_format_id)).toEqual([null, null, world.formats[0]]);
    expect(after.activities.map((t) => t.activity_id)).toEqual([null, null, world.activities[0]]);
    expect(after).toEqual({
      ...before,
      tests: before.tests.map((t, i) => (i < 2 ? { ...t, test_format_id: null } : t)),
      activities: before.activities.map((t, i) => (i < 2 ? { ...t, activity_id: null } : t)),
    });
  });

  it('restore a snapshot made before the plan existed as an education without a plan', async () => {
    const education = await planEducation(world, { years: 1 });
    const { plan: _plan, ...old } = await loadSnapshot(world.ctx.db, education.id);
    const [backup] = await world.ctx.db
      .insert(educationBackups)
      .values({
        educationId: education.id,
        reason: 'hourly',
        snapshot: old,
        createdAt: world.ctx.clock.now(),
      })
      .returning({ id: educationBackups.id });
    const expected = await loadSnapshot(world.ctx.db, education.id);
    await buildPlan(education, education.yearIds[0]!);
    expect(Object.values(await rawPlan(education.id)).every((rows) => rows.length > 0)).toBe(true);

    const response = await world.designer.agent.request(
      'POST',
      restoreUrl(education.id, backup!.id),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(Object.values(await rawPlan(education.id)).every((rows) => rows.length === 0)).toBe(
      true,
    );
    expect(await loadSnapshot(world.ctx.db, education.id)).toEqual(expected);
  });
});

describe('duplicating an education', () => {
  const duplicate = async (education: PlanEducation, name: string) => {
    const response = await world.designer.agent.request(
      'POST',
      `locations/${world.schoolId}/educations/${education.id}/duplicate`,
      { body: { name } },
    );
    expect(response.statusCode, response.body).toBe(201);
    return ZEducationResponseSchema.parse(response.json()).data.id;
  };

  it('copies the plan onto the copy’s years and design, with new ids; the source is unchanged', async () => {
    const source = await planEducation(world);
    const [year1, year2] = source.yearIds as [number, number];
    const built = await buildPlan(source, year1);
    await smallPlan(source, year2);
    const sourceRows = await rawPlan(source.id);
    const sourceShape = await planShape(source.id);
    // The shape holds every row: no reference of the source leaves the source.
    for (const [table, rows] of Object.entries(sourceShape)) {
      expect(rows, table).toHaveLength(sourceRows[table]!.length);
    }
    expect(sourceShape.planned_clusters.every((row) => row.slot_found)).toBe(true);

    const copyId = await duplicate(source, 'Kopie met plan');
    const copyRows = await rawPlan(copyId);
    const copyShape = await planShape(copyId);
    expect(copyShape).toEqual(sourceShape);
    for (const table of Object.keys(sourceRows)) {
      // Every row of the copy refers within the copy (the shape joins within it) ...
      expect(copyRows[table], table).toHaveLength(sourceRows[table]!.length);
    }
    for (const table of ITEM_TABLES) {
      // ... and is a new row.
      const shared = idsOf(copyRows[table]!).filter((id) => idsOf(sourceRows[table]!).includes(id));
      expect(shared, table).toEqual([]);
    }
    // Nothing of the copy's plan points at the source's years or design items.
    const stray = await select(sql`
      select count(*)::int as n from planned_clusters p
      join education_years y on y.id = p.education_year_id
      join clusters c on c.id = p.cluster_id
      where p.education_id = ${copyId}
        and (y.education_id <> ${copyId} or c.education_id <> ${copyId})`);
    expect(stray).toEqual([{ n: 0 }]);
    const copiedFile = copyRows.plan_materials!.find((row) => row.file_name === 'data.pdf');
    expect(await download(copyId, Number(copiedFile!.id))).toEqual(PDF);
    expect(await download(source.id, built.fileMaterial)).toEqual(PDF);

    expect(await rawPlan(source.id)).toEqual(sourceRows);
    // The copy is independent: removing its plan leaves the source's alone.
    await world.ctx.db.execute(sql`delete from planned_clusters where education_id = ${copyId}`);
    await world.ctx.db.execute(sql`delete from planned_electives where education_id = ${copyId}`);
    expect(await rawPlan(source.id)).toEqual(sourceRows);
  });

  it('takes a fixed number of statements whatever the plan’s size; over 1000 rows go in batches', async () => {
    const duplicateCounted = async (source: PlanEducation) => {
      const counts = noCounts();
      const copyId = await duplicateEducation({
        db: counting(world.ctx.db, counts),
        publisher: new RecordingPublisher(),
        caller: {
          actor: {
            userId: world.designer.user.id,
            isPlatformAdmin: false,
            language: null,
            sessionIdHash: 'test',
          },
          roles: ['designer'],
        },
        scope: testScope(world.schoolId),
        educationId: source.id,
        now: new Date(),
        input: { name: 'Geteld' },
      });
      expect(await planShape(copyId)).toEqual(await planShape(source.id));
      return counts;
    };

    const small = await planEducation(world);
    await buildPlan(small, small.yearIds[0]!);
    const large = await planEducation(world);
    const built = await buildPlan(large, large.yearIds[0]!);
    await smallPlan(large, large.yearIds[1]!);
    // 1200 more check moments in one planned cluster: more than one insert's 1000.
    await world.ctx.db.execute(sql`
      insert into plan_checkups (education_id, planned_cluster_id, position, title, week)
      select ${large.id}, ${built.c}, 100 + n, 'Moment ' || n, 3 + n % 17
      from generate_series(1, 1200) as n`);
    expect((await rawPlan(large.id)).plan_checkups!.length).toBeGreaterThan(1200);

    const smallCounts = await duplicateCounted(small);
    const largeCounts = await duplicateCounted(large);
    expect(largeCounts).toEqual({ ...smallCounts, insert: smallCounts.insert + 1 });
  });
});

describe('copying a year', () => {
  it('copies the plan into an empty year of the same education, new ids and the same clusters', async () => {
    const education = await planEducation(world, { years: 3 });
    const [from, to, third] = education.yearIds as [number, number, number];
    const built = await buildPlan(education, from);
    const yearRows = await rawPlan(education.id);
    // Another year's plan stays where it is and does not come along.
    await smallPlan(education, third);
    const sourceBefore = await plan(education, from);
    const thirdBefore = await plan(education, third);
    const rowsBefore = await rawPlan(education.id);

    const response = await copyYear(education, from, {
      target_education_id: education.id,
      target_year_id: to,
    });
    expect(response.statusCode, response.body).toBe(200);

    const target = await plan(education, to);
    expect(yearShape(target)).toEqual(yearShape(sourceBefore));
    expect(planIds(target).filter((id) => planIds(sourceBefore).includes(id))).toEqual([]);
    expect(await plan(education, from)).toEqual(sourceBefore);
    expect(await plan(education, third)).toEqual(thirdBefore);
    // The existing rows are untouched; the new ones are the copy of the source year's.
    const rowsAfter = await rawPlan(education.id);
    expect(keptRows(rowsBefore, rowsAfter)).toEqual(rowsBefore);
    for (const table of Object.keys(rowsBefore)) {
      expect(rowsAfter[table], table).toHaveLength(
        rowsBefore[table]!.length + yearRows[table]!.length,
      );
    }
    const copiedFile = target.materials.find((material) => material.file_name === 'data.pdf');
    expect(copiedFile?.id).not.toBe(built.fileMaterial);
    expect(await download(education.id, copiedFile!.id)).toEqual(PDF);
  });

  it('fits everything into a target with fewer weeks; the items follow', async () => {
    const education = await planEducation(world);
    const [from, to] = education.yearIds as [number, number];
    // Target year: 20 -> 14 weeks, before anything is planned.
    await setSecondPeriod(education, 1, 4);
    await buildPlan(education, from);
    const source = await plan(education, from);

    const response = await copyYear(education, from, {
      target_education_id: education.id,
      target_year_id: to,
    });
    expect(response.statusCode, response.body).toBe(200);
    const target = await plan(education, to);
    expect(target.year.weeks).toBe(14);
    expect(yearShape(target)).toEqual({ ...yearShape(fitted(source, 14)), weeks: 14 });
    // Spelled out: b moved whole, c became the year, the slot and its choices moved whole.
    const rangeOfCluster = (key: 'a' | 'b' | 'c' | 'd' | 'e') => {
      const found = target.planned_clusters.find((p) => p.cluster_id === education.clusters[key]);
      return [found?.start_week, found?.end_week];
    };
    expect(['a', 'b', 'c', 'd', 'e'].map((key) => rangeOfCluster(key as 'a'))).toEqual([
      [2, 4],
      [7, 14],
      [1, 14],
      [11, 14],
      [11, 14],
    ]);
    expect(await plan(education, from)).toEqual(source);
  });

  it('cuts a copied special block back off an elective slot in a shorter target', async () => {
    // Source (20 weeks): slot 8-12, block 13-20. Target (12 weeks): the block is fitted to 5-12,
    // over the slot, so it keeps 5-7.
    const education = await planEducation(world);
    const [from, to] = education.yearIds as [number, number];
    await setSecondPeriod(education, 1, 2);
    const api = planApi(world, education.id);
    dataOf(
      await api.placeElective({
        education_year_id: from,
        elective_subject_id: education.elective,
        places: 1,
        start_week: 8,
        end_week: 12,
      }),
      201,
    );
    dataOf(await api.addBlock(from, { name: 'Stage', start_week: 13, end_week: 20 }), 201);
    const response = await copyYear(education, from, {
      target_education_id: education.id,
      target_year_id: to,
    });
    expect(response.statusCode, response.body).toBe(200);
    const target = await plan(education, to);
    expect(target.planned_electives.map((slot) => rangeOf(slot))).toEqual([
      { start_week: 8, end_week: 12 },
    ]);
    expect(target.special_blocks.map((b) => [b.name, b.start_week, b.end_week])).toEqual([
      ['Stage', 5, 7],
    ]);
  });

  it('refuses a target holding only a planned cluster or only an elective slot (422)', async () => {
    const education = await planEducation(world, { years: 3 });
    const [from, withCluster, withSlot] = education.yearIds as [number, number, number];
    await smallPlan(education, from);
    await placed(world, education.id, {
      education_year_id: withCluster,
      cluster_id: education.clusters.b,
      start_week: 1,
    });
    dataOf(
      await planApi(world, education.id).placeElective({
        education_year_id: withSlot,
        elective_subject_id: education.otherElective,
        places: 1,
        start_week: 1,
        end_week: 2,
      }),
      201,
    );
    const rows = await rawPlan(education.id);
    for (const target of [withCluster, withSlot]) {
      expectInvalid(
        await copyYear(education, from, {
          target_education_id: education.id,
          target_year_id: target,
        }),
        { target_year_id: [EDUCATION_MESSAGES.copyTargetNotEmpty] },
      );
    }
    expect(await rawPlan(education.id)).toEqual(rows);
  });

  it('into another education copies what its design has; the rest is left out and counted', async () => {
    const source = await planEducation(world);
    const target = await planEducation(world, { years: 2 });
    const [from] = source.yearIds as [number];
    const [to, toLater] = target.yearIds as [number, number];
    await buildPlan(source, from);
    const sourceRows = await rawPlan(source.id);
    // The target's design lacks cluster b and the third goal; the rest has the same indexes.
    const design = `locations/${world.schoolId}/educations/${target.id}/design`;
    for (const path of [`clusters/${target.clusters.b}`, `learning-goals/${target.goals[2]}`]) {
      const removed = await world.designer.agent.request('DELETE', `${design}/${path}`);
      expect(removed.statusCode, removed.body).toBe(200);
    }

    const response = await copyYear(source, from, {
      target_education_id: target.id,
      target_year_id: to,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().copied).toEqual({ planned_clusters: 4, not_in_design: 1 });
    const copied = await plan(target, to);
    const keyOf = new Map(Object.entries(target.clusters).map(([key, id]) => [id, key]));
    expect(copied.planned_clusters.map((p) => keyOf.get(p.cluster_id)).sort()).toEqual([
      'a',
      'c',
      'd',
      'e',
    ]);
    expect(copied.planned_electives.map((slot) => slot.elective_subject_id)).toEqual([
      target.elective,
    ]);
    expect(copied.special_blocks.map((b) => [b.name, b.kind, b.start_week, b.end_week])).toEqual([
      ['Vakantie', 'holiday', 1, 1],
      ['Toetsweek', 'test_week', 9, 9],
    ]);
    // a's test covers the target's first two goals; the link's goal has no counterpart.
    const sourcePlan = await plan(source, from);
    const bId = sourcePlan.planned_clusters.find((p) => p.cluster_id === source.clusters.b)!.id;
    expect(copied.tests).toHaveLength(
      sourcePlan.tests.filter((t) => t.planned_cluster_id !== bId).length,
    );
    expect(copied.tests.find((t) => t.code === 'T-01')?.goal_ids).toEqual([
      target.goals[0],
      target.goals[1],
    ]);
    expect(copied.links.map((link) => [link.type, link.goal_ids])).toEqual([['practice', []]]);
    const file = copied.materials.find((material) => material.file_name === 'data.pdf');
    expect(await download(target.id, file!.id)).toEqual(PDF);
    expect(await rawPlan(source.id)).toEqual(sourceRows);

    // An elective subject is matched by its title: renamed, its slot and choices stay behind.
    await world.ctx.db.execute(
      sql`update elective_subjects set title = 'Keuzedeel' where id = ${target.elective}`,
    );
    const again = await copyYear(source, from, {
      target_education_id: target.id,
      target_year_id: toLater,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().copied).toEqual({ planned_clusters: 2, not_in_design: 3 });
    const later = await plan(target, toLater);
    expect(later.planned_electives).toEqual([]);
    expect(later.planned_clusters.map((p) => keyOf.get(p.cluster_id)).sort()).toEqual(['a', 'c']);
  });
});

describe('a shorter year (PUT structure)', () => {
  it('fits planned clusters, slots and choices; their items follow; the rest stays', async () => {
    const education = await planEducation(world);
    const [year1, year2] = education.yearIds as [number, number];
    const built = await buildPlan(education, year1);
    const other = await smallPlan(education, year2);
    const before = await plan(education, year1);
    const otherBefore = await plan(education, year2);
    const rowsBefore = await rawPlan(education.id);

    // Year 1: 20 -> 14 weeks.
    await setSecondPeriod(education, 0, 4);
    const after = await plan(education, year1);
    expect(after.year.weeks).toBe(14);
    const expected = fitted(before, 14);
    expect({ ...after, year: null }).toEqual({ ...expected, year: null });

    // Spelled out for b (moved whole: -6), c (longer than the year: resized to 1-14), the slot
    // (moved whole: -4) and its choice d.
    const weeksOf = (plannedClusterId: number) => ({
      tests: after.tests
        .filter((t) => t.planned_cluster_id === plannedClusterId)
        .map((t) => t.week),
      checkups: after.checkups
        .filter((t) => t.planned_cluster_id === plannedClusterId)
        .map((t) => t.week),
      activities: after.activities
        .filter((t) => t.planned_cluster_id === plannedClusterId)
        .map((t) => [t.start_week, t.end_week]),
    });
    expect(weeksOf(built.b)).toEqual({
      tests: [7, 14],
      checkups: [10],
      activities: [
        [7, 8],
        [13, 14],
        [9, 14],
      ],
    });
    // c's second test (15-17) keeps its three weeks, ending at the new end.
    expect(weeksOf(built.c)).toEqual({
      tests: [3, 12, 14],
      checkups: [10],
      activities: [
        [1, 14],
        [12, 14],
        [5, 6],
      ],
    });
    expect(
      after.tests.filter((t) => t.planned_cluster_id === built.c).map((t) => t.end_week),
    ).toEqual([null, 14, null]);
    expect(weeksOf(built.d)).toEqual({ tests: [14], checkups: [13], activities: [[11, 12]] });
    expect(after.planned_electives.map((s) => [s.id, s.start_week, s.end_week])).toEqual([
      [built.slot, 11, 14],
    ]);
    expect(
      after.planned_clusters
        .filter((p) => p.planned_elective_id === built.slot)
        .map((p) => [p.start_week, p.end_week]),
    ).toEqual([
      [11, 14],
      [11, 14],
    ]);

    // The untouched cluster a and the other year keep every column of every row.
    expect(await plan(education, year2)).toEqual(otherBefore);
    const rowsAfter = await rawPlan(education.id);
    const untouched = new Set([built.a, other]);
    for (const table of ['plan_tests', 'plan_checkups', 'plan_activities', 'plan_links']) {
      const of = (rows: Record<string, unknown>[]) =>
        rows.filter((row) => untouched.has(Number(row.planned_cluster_id)));
      expect(of(rowsAfter[table]!), table).toEqual(of(rowsBefore[table]!));
      expect(of(rowsBefore[table]!).length, table).toBeGreaterThan(0);
    }
    expect(rowsAfter.planned_clusters!.filter((row) => untouched.has(Number(row.id)))).toEqual(
      rowsBefore.planned_clusters!.filter((row) => untouched.has(Number(row.id))),
    );
    expect(rowsAfter.plan_materials).toEqual(rowsBefore.plan_materials);
  });

  it('takes a fixed number of statements whatever the number of slots, choices and items', async () => {
    /** An education whose year 1 has `n` clusters and slots beyond week 12, with items. */
    const shrinkCounted = async (many: boolean) => {
      const education = await planEducation(world, { years: 1 });
      const [year] = education.yearIds as [number];
      const api = planApi(world, education.id);
      const slots = many ? [education.elective, education.otherElective] : [education.elective];
      for (const [i, electiveId] of slots.entries()) {
        const slot = dataOf<{ id: number }>(
          await api.placeElective({
            education_year_id: year,
            elective_subject_id: electiveId,
            places: 3,
            start_week: 14 + i,
            end_week: 20,
          }),
          201,
        );
        if (i === 0) {
          for (const key of many ? (['d', 'e', 'f'] as const) : (['d'] as const)) {
            const choice = dataOf<{ id: number }>(
              await api.choose(slot.id, education.clusters[key]),
              201,
            );
            await addedItem(world, education.id, choice.id, 'checkups', { title: 'X', week: 20 });
          }
        }
      }
      for (const key of many ? (['a', 'b', 'c'] as const) : (['a'] as const)) {
        const planned = await placed(world, education.id, {
          education_year_id: year,
          cluster_id: education.clusters[key],
          start_week: 17,
          end_week: 20,
        });
        await addedItem(world, education.id, planned.id, 'tests', testBody(world.formats[0]!, 20));
        await addedItem(
          world,
          education.id,
          planned.id,
          'activities',
          activityBody(world.activities[0]!, 17, 20),
        );
      }
      const before = await plan(education, year);
      const counts = noCounts();
      await world.ctx.db.transaction((tx) => fitYearContent(counting(tx, counts), year, 12));
      const after = await plan(education, year);
      expect({ ...after, year: null }).toEqual({ ...fitted(before, 12), year: null });
      return counts;
    };
    expect(await shrinkCounted(true)).toEqual(await shrinkCounted(false));
  });

  it('moves every slot beyond the new end with its choices', async () => {
    // Two slots beyond the end, one with three choices: each moves, the choices with their slot.
    const education = await planEducation(world, { years: 1 });
    const [year] = education.yearIds as [number];
    const api = planApi(world, education.id);
    const first = dataOf<{ id: number }>(
      await api.placeElective({
        education_year_id: year,
        elective_subject_id: education.elective,
        places: 3,
        start_week: 16,
        end_week: 20,
      }),
      201,
    );
    const second = dataOf<{ id: number }>(
      await api.placeElective({
        education_year_id: year,
        elective_subject_id: education.otherElective,
        places: 1,
        start_week: 12,
        end_week: 13,
      }),
      201,
    );
    for (const key of ['d', 'e', 'f'] as const) {
      dataOf(await api.choose(first.id, education.clusters[key]), 201);
    }
    const before = await plan(education, year);
    await setSecondPeriod(education, 0, 2);
    const after = await plan(education, year);
    expect({ ...after, year: null }).toEqual({ ...fitted(before, 12), year: null });
    expect(after.planned_electives.map((s) => [s.id, s.start_week, s.end_week])).toEqual([
      [first.id, 8, 12],
      [second.id, 11, 12],
    ]);
    expect(after.planned_clusters.map((p) => [p.start_week, p.end_week])).toEqual([
      [8, 12],
      [8, 12],
      [8, 12],
    ]);
  });

  it('cuts a special block back off an elective slot that fitting moved over it', async () => {
    // 20 weeks: slot 16-20; blocks 2-5, 6-9 and 13-14. Shrunk to 12 weeks the slot is 8-12:
    // 2-5 stays, 6-9 keeps 6-7 beside the slot, 13-14 lands on 11-12 inside it and goes.
    const education = await planEducation(world, { years: 1 });
    const [year] = education.yearIds as [number];
    const api = planApi(world, education.id);
    dataOf(
      await api.placeElective({
        education_year_id: year,
        elective_subject_id: education.elective,
        places: 1,
        start_week: 16,
        end_week: 20,
      }),
      201,
    );
    const block = async (name: string, start_week: number, end_week: number) =>
      dataOf<{ id: number }>(await api.addBlock(year, { name, start_week, end_week }), 201).id;
    const kept = await block('Vakantie', 2, 5);
    const cut = await block('Toetsweek', 6, 9);
    await block('Projectweek', 13, 14);
    await setSecondPeriod(education, 0, 2);
    const after = await plan(education, year);
    expect(after.planned_electives.map((slot) => rangeOf(slot))).toEqual([
      { start_week: 8, end_week: 12 },
    ]);
    expect(after.special_blocks.map((b) => [b.id, b.start_week, b.end_week])).toEqual([
      [kept, 2, 5],
      [cut, 6, 7],
    ]);
  });
});
