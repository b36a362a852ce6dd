import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ZEducationResponseSchema } from '@cp/contracts';
import type { Db } from '../src/db/client';
import { insertDemoDesign, LARGE_DESIGN, type DemoDesignSize } from '../src/db/seed/demo-design';
import { DESIGN_TABLES } from '../src/domain/education-tables/design-tables';
import { copyDesign } from '../src/domain/educations/copy-design';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';

/*
 * Duplicating an education copies its whole design (domain/educations/copy-design.ts): the same
 * items, every one with a new id, every reference and link remapped to the copy's items; the
 * source stays as it was. Uses the large demo design (600 goals, 300 clusters, 1000+ links).
 */

let ctx: TestContext;
let db: Db;
let schoolId: number;
let parentId: number;
let designer: Agent;

const select = async (query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const ITEM_TABLES = [
  'competences',
  'learning_clusters',
  'learning_outcomes',
  'learning_goals',
  'clusters',
  'subjects',
  'cluster_groups',
  'elective_subjects',
];

/** Every column of every design row and link of the education, ids included. */
async function rawDesign(educationId: number) {
  const rows: Record<string, unknown[]> = {};
  for (const table of ITEM_TABLES) {
    rows[table] = await select(
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t
          where t.education_id = ${educationId} order by t.id`,
    );
  }
  rows.cluster_goals = await select(
    sql`select l.* from cluster_goals l join clusters c on c.id = l.cluster_id
        where c.education_id = ${educationId} order by 1, 2`,
  );
  rows.cluster_subjects = await select(
    sql`select l.* from cluster_subjects l join clusters c on c.id = l.cluster_id
        where c.education_id = ${educationId} order by 1, 2`,
  );
  rows.cluster_group_members = await select(
    sql`select l.* from cluster_group_members l join clusters c on c.id = l.cluster_id
        where c.education_id = ${educationId} order by 1, 2`,
  );
  rows.elective_clusters = await select(
    sql`select l.* from elective_clusters l join clusters c on c.id = l.cluster_id
        where c.education_id = ${educationId} order by 1, 2`,
  );
  return rows;
}

/**
 * The design without ids: every reference and link as the referenced item's own key (indexes,
 * positions), joined within the education only, so a link to another education's item would
 * drop out and show as a difference.
 */
async function designShape(educationId: number) {
  const e = educationId;
  return {
    competences: await select(sql`select index, position, title, details, level
      from competences where education_id = ${e} order by index`),
    learning_clusters: await select(sql`
      select c.index as competence, l.index, l.position, l.title, l.details, l.level
      from learning_clusters l join competences c on c.id = l.competence_id and c.education_id = ${e}
      where l.education_id = ${e} order by 1, 2`),
    learning_outcomes: await select(sql`
      select c.index as competence, lc.index as learning_cluster, o.index, o.position, o.title,
        o.details, o.level
      from learning_outcomes o join competences c on c.id = o.competence_id and c.education_id = ${e}
      left join learning_clusters lc on lc.id = o.learning_cluster_id and lc.education_id = ${e}
      where o.education_id = ${e} order by 1, 3`),
    learning_goals: await select(sql`
      select c.index as competence, o.index as outcome, g.index, g.position, g.title, g.details,
        g.level
      from learning_goals g
      join learning_outcomes o on o.id = g.learning_outcome_id and o.education_id = ${e}
      join competences c on c.id = o.competence_id
      where g.education_id = ${e} order by 1, 2, 3`),
    clusters: await select(sql`
      select index, position, title, short_title, details, ects::text, course_code, requirements,
        coordinator, cluster_width, color
      from clusters where education_id = ${e} order by index`),
    subjects: await select(sql`select position, title, details
      from subjects where education_id = ${e} order by position`),
    cluster_groups: await select(sql`select position, title, details
      from cluster_groups where education_id = ${e} order by position`),
    elective_subjects: await select(sql`select position, title, details, default_ects::text
      from elective_subjects where education_id = ${e} order by position`),
    cluster_goals: await select(sql`
      select cl.index as cluster, g.index as goal
      from cluster_goals l
      join clusters cl on cl.id = l.cluster_id and cl.education_id = ${e}
      join learning_goals g on g.id = l.learning_goal_id and g.education_id = ${e}
      order by 1, 2`),
    cluster_subjects: await select(sql`
      select cl.index as cluster, s.position as subject
      from cluster_subjects l
      join clusters cl on cl.id = l.cluster_id and cl.education_id = ${e}
      join subjects s on s.id = l.subject_id and s.education_id = ${e}
      order by 1, 2`),
    cluster_group_members: await select(sql`
      select g.position as cluster_group, cl.index as cluster
      from cluster_group_members l
      join cluster_groups g on g.id = l.cluster_group_id and g.education_id = ${e}
      join clusters cl on cl.id = l.cluster_id and cl.education_id = ${e}
      order by 1, 2`),
    elective_clusters: await select(sql`
      select s.position as elective, cl.index as cluster
      from elective_clusters l
      join elective_subjects s on s.id = l.elective_subject_id and s.education_id = ${e}
      join clusters cl on cl.id = l.cluster_id and cl.education_id = ${e}
      order by 1, 2`),
  };
}

/** Ids of the education's items per table. */
async function idsOf(educationId: number) {
  const ids: Record<string, number[]> = {};
  for (const table of ITEM_TABLES) {
    ids[table] = (
      await select(sql`select id from ${sql.identifier(table)} where education_id = ${educationId}`)
    ).map((row) => row.id as number);
  }
  return ids;
}

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.db;
  schoolId = (await createLocation(db)).id;
  parentId = await createEducationParent(db, schoolId);
  const person = await createUser(db, {
    memberships: [{ locationId: schoolId, roles: ['designer'] }],
  });
  designer = await ctx.agent().signIn(person.email);
});
afterAll(() => ctx?.close());

describe('duplicating an education with a design', () => {
  it('copies the whole design with new ids and remapped links; the source is unchanged', async () => {
    const source = await createEducation(db, {
      locationId: schoolId,
      educationParentId: parentId,
      name: 'Bouwkunde groot',
      years: 2,
    });
    await insertDemoDesign(db, source.id, LARGE_DESIGN);
    const sourceShape = await designShape(source.id);
    const sourceRows = await rawDesign(source.id);
    // The shape covers the whole design: 600 goals, and every cluster's 2-4 goals.
    expect(sourceShape.learning_goals).toHaveLength(600);
    expect(sourceShape.cluster_goals).toHaveLength(900);
    expect(sourceShape.learning_outcomes.some((row) => row.learning_cluster !== null)).toBe(true);
    for (const [table, rows] of Object.entries(sourceShape)) {
      expect(rows.length, table).toBeGreaterThan(0);
    }

    const response = await designer.request(
      'POST',
      `locations/${schoolId}/educations/${source.id}/duplicate`,
      { body: { name: 'Bouwkunde groot (kopie)' } },
    );
    expect(response.statusCode, response.body).toBe(201);
    const copy = ZEducationResponseSchema.parse(response.json()).data;

    expect(await designShape(copy.id)).toEqual(sourceShape);
    // Every item is a new row; none of the copy's ids is one of the source's.
    const sourceIds = await idsOf(source.id);
    const copyIds = await idsOf(copy.id);
    for (const table of ITEM_TABLES) {
      expect(copyIds[table], table).toHaveLength(sourceIds[table]!.length);
      const shared = copyIds[table]!.filter((id) => sourceIds[table]!.includes(id));
      expect(shared, table).toEqual([]);
    }
    // No link of the copy reaches into the source (or anywhere outside the copy).
    const stray = await select(sql`
      select count(*)::int as n from cluster_goals l
      join clusters c on c.id = l.cluster_id and c.education_id = ${copy.id}
      join learning_goals g on g.id = l.learning_goal_id
      where g.education_id <> ${copy.id}`);
    expect(stray).toEqual([{ n: 0 }]);
    const outcomes = await select(sql`
      select count(*)::int as n from learning_outcomes o
      left join learning_clusters lc on lc.id = o.learning_cluster_id
      left join competences c on c.id = o.competence_id
      where o.education_id = ${copy.id}
        and (c.education_id <> ${copy.id} or lc.education_id <> ${copy.id})`);
    expect(outcomes).toEqual([{ n: 0 }]);

    expect(await rawDesign(source.id)).toEqual(sourceRows);
    // The copy is independent: removing its design leaves the source's alone.
    await db.execute(sql`delete from competences where education_id = ${copy.id}`);
    await db.execute(sql`delete from clusters where education_id = ${copy.id}`);
    expect(await rawDesign(source.id)).toEqual(sourceRows);
  });

  it('copies an education without a design as one without a design', async () => {
    const source = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    const response = await designer.request(
      'POST',
      `locations/${schoolId}/educations/${source.id}/duplicate`,
      { body: { name: 'Leeg' } },
    );
    expect(response.statusCode, response.body).toBe(201);
    const copy = ZEducationResponseSchema.parse(response.json()).data;
    expect(Object.values(await idsOf(copy.id)).flat()).toEqual([]);
  });

  it('takes a fixed number of statements whatever the size; over 1000 rows go in batches', async () => {
    /** Copies the design of a new education of the size, counting selects and inserts. */
    const copyCounted = async (size: DemoDesignSize) => {
      const source = await createEducation(db, {
        locationId: schoolId,
        educationParentId: parentId,
      });
      const target = await createEducation(db, {
        locationId: schoolId,
        educationParentId: parentId,
      });
      await insertDemoDesign(db, source.id, size);
      const counts = { select: 0, insert: 0 };
      const counted = new Proxy(db, {
        get(on, property, receiver) {
          if (property === 'select' || property === 'insert') counts[property] += 1;
          return Reflect.get(on, property, receiver) as unknown;
        },
      });
      await copyDesign(counted, source.id, target.id, new Date());
      expect(await designShape(target.id)).toEqual(await designShape(source.id));
      return counts;
    };
    const small = await copyCounted({ ...LARGE_DESIGN, competences: 3, clusters: 12 });
    // 12 competences x 10 outcomes x 10 goals: 1200 goals, more than one insert's 1000.
    const large = await copyCounted({ ...LARGE_DESIGN, competences: 12, outcomes: 10, goals: 10 });
    expect(small.select).toBe(DESIGN_TABLES.list.length);
    expect(large.select).toBe(small.select);
    // One insert per table with rows (all but the framework links and dismissed suggestions,
    // which this design has none of), and one more for the goals' second batch.
    expect(small.insert).toBe(DESIGN_TABLES.list.length - 2);
    expect(large.insert).toBe(small.insert + 1);
  });
});
