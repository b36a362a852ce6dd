import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { EDUCATION_MESSAGES, ZBackupListResponseSchema, type TBackupReason } from '@cp/contracts';
import type { Db } from '../src/db/client';
import {
  educationBackups,
  educationParents,
  educationPeriods,
  clusterGoals,
  clusterGroupMembers,
  clusters,
  competences,
  educationYears,
  educations,
  electiveClusters,
  faculties,
  learningGoals,
  learningOutcomes,
  specialBlocks,
  subjects,
} from '../src/db/schema';
import { backUpChangedEducations } from '../src/domain/backups/back-up-changed-educations';
import { makeBackup } from '../src/domain/backups/make-backup';
import { pruneBackups } from '../src/domain/backups/prune-backups';
import { restoreBackup } from '../src/domain/backups/restore-backup';
import { loadSnapshot, restoreSnapshot } from '../src/domain/backups/snapshot';
import { parseSnapshot } from '../src/domain/backups/snapshot-schema';
import { designPart } from '../src/domain/backups/design-snapshot';
import { insertDemoDesign, type DemoDesignSize } from '../src/db/seed/demo-design';
import { backupJob, startJobs, type Jobs } from '../src/jobs';
import { RecordingPublisher } from '../src/domain/events/publisher';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';
import { testScope } from './helpers/location-scope';

const DAY = 24 * 3_600_000;
const silent = { info: () => {}, error: () => {} };

let ctx: TestContext;
let db: Db;
let schoolId: number;
let otherSchoolId: number;
let parentId: number;
let otherParentId: number;
let designer: Agent;
let designerId: number;

async function parentAt(locationId: number): Promise<number> {
  const [faculty] = await db
    .insert(faculties)
    .values({ locationId, name: `Faculteit ${locationId}` })
    .returning({ id: faculties.id });
  const [parent] = await db
    .insert(educationParents)
    .values({ facultyId: faculty!.id, name: 'Opleidingen' })
    .returning({ id: educationParents.id });
  return parent!.id;
}

const backupsUrl = (educationId: number, locationId = schoolId) =>
  `locations/${locationId}/educations/${educationId}/backups`;
const restoreUrl = (educationId: number, backupId: number, locationId = schoolId) =>
  `${backupsUrl(educationId, locationId)}/${backupId}/restore`;

/** Backs up the education now, outside a request (what the hourly job does for one). */
async function backUp(educationId: number, reason: TBackupReason = 'hourly', now = new Date()) {
  return db.transaction((tx) => makeBackup(tx, educationId, reason, now));
}

/** Rows of a raw query; both drivers answer `{ rows }`, which the common Db type leaves open. */
const select = async (query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The raw rows of the education's content, ids and timestamps (with microseconds) included. */
async function rawRows(educationId: number) {
  const years = await select(
    sql`select id, education_id, position, name from education_years
        where education_id = ${educationId} order by id`,
  );
  const periods = await select(
    sql`select p.id, p.education_year_id, p.position, p.name, p.weeks from education_periods p
        join education_years y on y.id = p.education_year_id
        where y.education_id = ${educationId} order by p.id`,
  );
  const blocks = await select(
    sql`select b.id, b.education_year_id, b.name, b.start_week, b.end_week, b.created_at::text
        from special_blocks b join education_years y on y.id = b.education_year_id
        where y.education_id = ${educationId} order by b.id`,
  );
  const [education] = await db
    .select({ name: educations.name, type: educations.type, isFlexible: educations.isFlexible })
    .from(educations)
    .where(eq(educations.id, educationId));
  return { education, years, periods, blocks, design: await designRows(educationId) };
}

/** Every column of every design row as JSON (timestamps with microseconds), links included. */
async function designRows(educationId: number) {
  const rows: Record<string, unknown[]> = {};
  for (const table of DESIGN_ITEM_TABLES) {
    rows[table] = (
      await select(
        sql`select to_jsonb(t) as row from ${sql.identifier(table)} t
            where t.education_id = ${educationId} order by t.id`,
      )
    ).map((row) => row.row);
  }
  for (const [table, owner, column] of DESIGN_LINK_TABLES) {
    rows[table] = (
      await select(
        sql`select to_jsonb(l) as row from ${sql.identifier(table)} l
            join ${sql.identifier(owner)} o on o.id = l.${sql.identifier(column)}
            where o.education_id = ${educationId} order by 1`,
      )
    ).map((row) => row.row);
  }
  return rows;
}

const DESIGN_ITEM_TABLES = [
  'competences',
  'learning_clusters',
  'learning_outcomes',
  'learning_goals',
  'clusters',
  'subjects',
  'cluster_groups',
  'elective_subjects',
];
const DESIGN_LINK_TABLES = [
  ['cluster_goals', 'clusters', 'cluster_id'],
  ['cluster_subjects', 'clusters', 'cluster_id'],
  ['cluster_group_members', 'cluster_groups', 'cluster_group_id'],
  ['elective_clusters', 'elective_subjects', 'elective_subject_id'],
] as const;

/** A design as the snapshot's JSON holds it, one row or two of every table (ids out of reach). */
const FORMAT_STAMP = '2024-03-01T08:15:30.123456Z';
const stamps = { created_at: FORMAT_STAMP, updated_at: '2024-03-02T09:00:00.000001Z' };
const FORMAT_DESIGN = {
  competences: [
    {
      id: 90001,
      position: 1,
      index: '1',
      title: 'Tekenen',
      details: 'Tekent',
      level: '4',
      ...stamps,
    },
  ],
  learning_clusters: [
    {
      id: 90011,
      position: 1,
      index: '1.1',
      title: 'Oriëntatie',
      details: '',
      level: null,
      ...stamps,
      competence_id: 90001,
    },
  ],
  learning_outcomes: [
    {
      id: 90021,
      position: 1,
      index: '1.1',
      title: 'Inventariseert',
      details: '',
      level: null,
      ...stamps,
      competence_id: 90001,
      learning_cluster_id: 90011,
    },
    {
      id: 90022,
      position: 2,
      index: '1.2',
      title: 'Werkt uit',
      details: '',
      level: 'B1',
      ...stamps,
      competence_id: 90001,
      learning_cluster_id: null,
    },
  ],
  learning_goals: [
    {
      id: 90031,
      position: 1,
      index: '1.1.1',
      title: 'Benoemt de begrippen',
      details: '',
      level: 'Kennis',
      ...stamps,
      learning_outcome_id: 90021,
    },
  ],
  clusters: [
    {
      id: 90041,
      position: 1,
      index: 'M1',
      title: 'Module tekenen',
      short_title: 'Tekenen',
      details: '',
      ects: '2.5',
      course_code: 'BK-01',
      requirements: null,
      coordinator: 'M. de Jong',
      cluster_width: 3,
      color: '#1c7ed6',
      ...stamps,
    },
  ],
  subjects: [{ id: 90051, position: 1, title: 'Nederlands', details: null, ...stamps }],
  cluster_groups: [{ id: 90061, position: 1, title: 'Basis', details: 'Jaar 1', ...stamps }],
  elective_subjects: [
    { id: 90071, position: 1, title: 'BIM', details: null, default_ects: '7.5', ...stamps },
  ],
  cluster_goals: [{ cluster_id: 90041, learning_goal_id: 90031 }],
  cluster_subjects: [{ cluster_id: 90041, subject_id: 90051 }],
  cluster_group_members: [{ cluster_group_id: 90061, cluster_id: 90041 }],
  elective_clusters: [{ elective_subject_id: 90071, cluster_id: 90041 }],
};

/** A small design: every table and link has rows, some outcomes in learning clusters. */
const SMALL_DESIGN: DemoDesignSize = {
  competences: 3,
  outcomes: 5,
  goals: 2,
  clusters: 12,
  subjects: 3,
  clusterGroups: 2,
  electives: 2,
};

async function backupsOf(educationId: number) {
  return db
    .select()
    .from(educationBackups)
    .where(eq(educationBackups.educationId, educationId))
    .orderBy(educationBackups.id);
}

/** An education of two named years of two periods, with special blocks in both years. */
async function richEducation() {
  const { id, yearIds } = await createEducation(db, {
    locationId: schoolId,
    educationParentId: parentId,
    name: 'Verpleegkunde',
    years: 2,
    periods: 2,
    weeks: 8,
  });
  await db
    .update(educationYears)
    .set({ name: 'Basisjaar' })
    .where(eq(educationYears.id, yearIds[0]!));
  await db.insert(specialBlocks).values([
    { educationYearId: yearIds[0]!, name: 'Herfstvakantie', startWeek: 3, endWeek: 3 },
    { educationYearId: yearIds[0]!, name: 'Projectweek', startWeek: 9, endWeek: 10 },
    { educationYearId: yearIds[1]!, name: 'Toetsweek', startWeek: 15, endWeek: 16 },
  ]);
  await insertDemoDesign(db, id, SMALL_DESIGN);
  return { id, yearIds };
}

beforeAll(async () => {
  ctx = await createTestContext();
  db = ctx.db;
  schoolId = (await createLocation(db)).id;
  otherSchoolId = (await createLocation(db)).id;
  parentId = await parentAt(schoolId);
  otherParentId = await parentAt(otherSchoolId);
  const person = await createUser(db, {
    memberships: [{ locationId: schoolId, roles: ['designer'] }],
  });
  designerId = person.id;
  designer = await ctx.agent().signIn(person.email);
});
afterAll(() => ctx?.close());

describe('the hourly backup', () => {
  it('backs up changed educations only, not archived ones, and nothing twice', async () => {
    // Whatever earlier rows exist are backed up first, so the counts below are ours alone.
    await backUpChangedEducations({ db, now: new Date() });
    const changed = await createEducation(db, {
      locationId: schoolId,
      educationParentId: parentId,
    });
    const active = await createEducation(db, {
      locationId: schoolId,
      educationParentId: parentId,
      status: 'active',
    });
    const archived = await createEducation(db, {
      locationId: schoolId,
      educationParentId: parentId,
      deletedAt: new Date(),
    });

    const first = new Date();
    expect(await backUpChangedEducations({ db, now: first })).toBe(2);
    for (const education of [changed, active]) {
      const rows = await backupsOf(education.id);
      expect(rows.map((row) => [row.reason, row.createdAt])).toEqual([['hourly', first]]);
      expect(rows[0]!.snapshot).toEqual(await loadSnapshot(db, education.id));
      const [row] = await db.select().from(educations).where(eq(educations.id, education.id));
      expect(row!.lastBackupAt).toEqual(first);
    }
    expect(await backupsOf(archived.id)).toEqual([]);

    // Nothing changed since: no new backups.
    expect(await backUpChangedEducations({ db, now: new Date(first.getTime() + 3_600_000) })).toBe(
      0,
    );

    // One change later: that education only.
    const changedAt = new Date(first.getTime() + 3_600_000 + 1000);
    await db.update(educations).set({ updatedAt: changedAt }).where(eq(educations.id, changed.id));
    const second = new Date(first.getTime() + 2 * 3_600_000);
    expect(await backUpChangedEducations({ db, now: second })).toBe(1);
    expect((await backupsOf(changed.id)).map((row) => row.createdAt)).toEqual([first, second]);
    expect(await backupsOf(active.id)).toHaveLength(1);
  });

  it('goes on with the others when one education fails', async () => {
    await backUpChangedEducations({ db, now: new Date() });
    const good = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    const bad = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    // A trigger makes the backups of this one education fail, as a full disk would.
    await db.execute(
      sql.raw(`create function fail_backup() returns trigger language plpgsql as $$
        begin
          if new.education_id = ${bad.id} then raise exception 'disk full'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger fail_backup before insert on education_backups
        for each row execute function fail_backup()`),
    );
    try {
      const failed: number[] = [];
      const count = await backUpChangedEducations({
        db,
        now: new Date(),
        onError: (educationId) => failed.push(educationId),
      });
      expect(count).toBe(1);
      expect(failed).toEqual([bad.id]);
      expect(await backupsOf(good.id)).toHaveLength(1);
      expect(await backupsOf(bad.id)).toEqual([]);
      // Its last_backup_at did not move, so the next run tries again.
      const [row] = await db.select().from(educations).where(eq(educations.id, bad.id));
      expect(row!.lastBackupAt).toBeNull();
    } finally {
      await db.execute(sql.raw('drop trigger fail_backup on education_backups'));
      await db.execute(sql.raw('drop function fail_backup()'));
    }
  });

  it('removes backups older than 14 days and keeps the rest', async () => {
    const { id } = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    // Real time: the other tests' backups are recent and must stay.
    const now = new Date();
    const ages = [15 * DAY, 14 * DAY + 1000, 14 * DAY, 13 * DAY, 0];
    const snapshot = await loadSnapshot(db, id);
    await db.insert(educationBackups).values(
      ages.map((age) => ({
        educationId: id,
        reason: 'hourly' as const,
        snapshot,
        createdAt: new Date(now.getTime() - age),
      })),
    );
    expect(await pruneBackups({ db, now })).toBe(2);
    const left = await backupsOf(id);
    expect(left.map((row) => now.getTime() - row.createdAt.getTime())).toEqual([
      14 * DAY,
      13 * DAY,
      0,
    ]);
    await db.delete(educationBackups).where(eq(educationBackups.educationId, id));
  });

  it('runs as a scheduled job through the queue and reports its counts', async () => {
    expect(backupJob.cron).toBe('0 * * * *');
    expect(backupJob.policy).toBe('stately');
    await backUpChangedEducations({ db, now: new Date() });
    const fresh = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    const old = await backUp(fresh.id, 'hourly', new Date(Date.now() - 20 * DAY));
    // The old backup above stamped last_backup_at in the past: the education counts as changed.
    const jobs: Jobs = await startJobs({
      db,
      config: ctx.config,
      log: silent,
      definitions: [backupJob],
      pollingIntervalSeconds: 0.5,
    });
    try {
      const id = await jobs.send(backupJob, {});
      let job: Awaited<ReturnType<typeof jobs.boss.getJobById>> = null;
      for (let i = 0; i < 100 && job?.state !== 'completed' && job?.state !== 'failed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = await jobs.boss.getJobById(backupJob.name, id!);
      }
      expect(job?.state).toBe('completed');
      expect(job?.output).toEqual({ backedUp: 1, pruned: 1, filesRemoved: 0 });
      const rows = await backupsOf(fresh.id);
      expect(rows.map((row) => row.id)).not.toContain(old.id);
      expect(rows).toHaveLength(1);
      const schedules = await jobs.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron])).toEqual([[backupJob.name, '0 * * * *']]);
    } finally {
      await jobs.stop();
    }
  }, 20_000);
});

describe('restoring a backup', () => {
  it('puts every row back exactly, ids included, after backing up the current state', async () => {
    const { id, yearIds } = await richEducation();
    const before = await loadSnapshot(db, id);
    const beforeRows = await rawRows(id);
    const backup = await backUp(id, 'hourly', ctx.clock.now());

    // Change everything a snapshot holds.
    await db
      .update(educations)
      .set({ name: 'Verpleegkunde BBL', type: 'vwo', isFlexible: true })
      .where(eq(educations.id, id));
    await db.update(educationYears).set({ name: null }).where(eq(educationYears.id, yearIds[0]!));
    await db.delete(educationYears).where(eq(educationYears.id, yearIds[1]!));
    await db.insert(educationPeriods).values([
      { educationYearId: yearIds[0]!, position: 3, weeks: 5, name: 'Stage' },
      { educationYearId: yearIds[0]!, position: 4, weeks: 12 },
    ]);
    await db
      .update(educationPeriods)
      .set({ weeks: 20, name: 'Lang' })
      .where(
        and(eq(educationPeriods.educationYearId, yearIds[0]!), eq(educationPeriods.position, 1)),
      );
    await db
      .update(specialBlocks)
      .set({ startWeek: 30, endWeek: 31, name: 'Verschoven' })
      .where(eq(specialBlocks.educationYearId, yearIds[0]!));
    const [third] = await db
      .insert(educationYears)
      .values({ educationId: id, position: 2, name: 'Nieuw jaar' })
      .returning({ id: educationYears.id });
    await db.insert(specialBlocks).values({
      educationYearId: third!.id,
      name: 'Nieuw blok',
      startWeek: 1,
      endWeek: 2,
    });
    // And the design: items edited, removed (with their children and links) and added.
    await db
      .update(competences)
      .set({ title: 'Anders', level: null, updatedAt: new Date() })
      .where(eq(competences.educationId, id));
    const [firstOutcome] = await db
      .select()
      .from(learningOutcomes)
      .where(eq(learningOutcomes.educationId, id))
      .orderBy(learningOutcomes.id)
      .limit(1);
    await db.delete(learningOutcomes).where(eq(learningOutcomes.id, firstOutcome!.id));
    await db
      .update(learningOutcomes)
      .set({ learningClusterId: null })
      .where(eq(learningOutcomes.educationId, id));
    await db
      .update(clusters)
      .set({ ects: '9.5', color: null, clusterWidth: 60 })
      .where(eq(clusters.educationId, id));
    await db.delete(subjects).where(eq(subjects.educationId, id));
    const [newCluster] = await db
      .insert(clusters)
      .values({
        educationId: id,
        position: 99,
        index: '9.9',
        title: 'Nieuw',
        shortTitle: 'N',
        details: 'Nieuw cluster',
      })
      .returning({ id: clusters.id });
    const [goal] = await db
      .select({ id: learningGoals.id })
      .from(learningGoals)
      .where(eq(learningGoals.educationId, id))
      .limit(1);
    await db.insert(clusterGoals).values({ clusterId: newCluster!.id, learningGoalId: goal!.id });
    await db
      .delete(electiveClusters)
      .where(
        inArray(
          electiveClusters.clusterId,
          db.select({ id: clusters.id }).from(clusters).where(eq(clusters.educationId, id)),
        ),
      );
    const changed = await loadSnapshot(db, id);
    const changedRows = await rawRows(id);
    expect(changed).not.toEqual(before);
    expect(changedRows.design).not.toEqual(beforeRows.design);

    ctx.clock.advance(60_000);
    const [previous] = await db.select().from(educations).where(eq(educations.id, id));
    const response = await designer.request('POST', restoreUrl(id, backup.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: null });

    expect(await loadSnapshot(db, id)).toEqual(before);
    expect(await rawRows(id)).toEqual(beforeRows);

    // The state before the restore is a backup of its own, newest in the list.
    const list = await designer.request('GET', backupsUrl(id));
    expect(list.statusCode).toBe(200);
    const backups = ZBackupListResponseSchema.parse(list.json()).data;
    expect(backups.map((b) => b.reason)).toEqual(['before_restore', 'hourly']);
    expect(backups[0]!.created_at).toBe(ctx.clock.now().toISOString());
    const [saved] = await db
      .select()
      .from(educationBackups)
      .where(eq(educationBackups.id, backups[0]!.id));
    expect(saved!.snapshot).toEqual(changed);
    const [row] = await db.select().from(educations).where(eq(educations.id, id));
    expect(row!.updatedAt).toEqual(ctx.clock.now());
    // A new content version: no cached answer of the old design is served again.
    expect(row!.contentVersion).toBeGreaterThan(previous!.contentVersion);
    expect(row!.lastBackupAt).toEqual(ctx.clock.now());

    // And that one undoes the restore, exactly as well.
    const undo = await designer.request('POST', restoreUrl(id, backups[0]!.id));
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await rawRows(id)).toEqual(changedRows);
  });

  it('puts the whole design back, every table and link with its ids', async () => {
    const { id } = await richEducation();
    const beforeRows = await rawRows(id);
    // Every design table has rows, so the comparison below covers each of them.
    for (const [table, rows] of Object.entries(beforeRows.design)) {
      expect(rows.length, table).toBeGreaterThan(0);
    }
    expect(
      (beforeRows.design.learning_outcomes as { learning_cluster_id: number | null }[]).some(
        (row) => row.learning_cluster_id !== null,
      ),
    ).toBe(true);
    const backup = await backUp(id, 'hourly', ctx.clock.now());
    const [stored] = await db
      .select({ snapshot: educationBackups.snapshot })
      .from(educationBackups)
      .where(eq(educationBackups.id, backup.id));
    // Read back as stored (jsonb), as the restore reads it.
    const snapshot = parseSnapshot(stored!.snapshot);
    expect(snapshot.design.learning_goals).toHaveLength(3 * 5 * 2);
    expect(snapshot.design.cluster_goals.length).toBeGreaterThan(0);

    // Remove the whole design (the cascade takes every link), then restore.
    for (const table of [competences, clusters, subjects]) {
      await db.delete(table).where(eq(table.educationId, id));
    }
    await db.execute(sql`delete from cluster_groups where education_id = ${id}`);
    await db.execute(sql`delete from elective_subjects where education_id = ${id}`);
    expect(Object.values((await rawRows(id)).design).every((rows) => rows.length === 0)).toBe(true);
    const response = await designer.request('POST', restoreUrl(id, backup.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(await rawRows(id)).toEqual(beforeRows);

    // Restoring over a design that exists replaces it as well (no duplicate ids or indexes).
    await db.transaction((tx) => restoreSnapshot(tx, id, snapshot));
    expect(await rawRows(id)).toEqual(beforeRows);
    // Members of a cluster group are kept too.
    expect(
      await db
        .select()
        .from(clusterGroupMembers)
        .where(
          inArray(
            clusterGroupMembers.clusterId,
            db.select({ id: clusters.id }).from(clusters).where(eq(clusters.educationId, id)),
          ),
        ),
    ).toHaveLength(beforeRows.design.cluster_group_members!.length);
  });

  it('restores a snapshot made before the design existed as an education without design', async () => {
    const { id } = await createEducation(db, {
      locationId: schoolId,
      educationParentId: parentId,
      years: 1,
      periods: 2,
    });
    const rows = await rawRows(id);
    const { design: _design, ...old } = await loadSnapshot(db, id);
    const [backup] = await db
      .insert(educationBackups)
      .values({ educationId: id, reason: 'hourly', snapshot: old, createdAt: ctx.clock.now() })
      .returning({ id: educationBackups.id });
    await insertDemoDesign(db, id, SMALL_DESIGN);
    expect((await rawRows(id)).design).not.toEqual(rows.design);
    const response = await designer.request('POST', restoreUrl(id, backup!.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(await rawRows(id)).toEqual(rows);
  });

  it('reads the design in its JSON format: field names, numerics as text, microseconds', async () => {
    const { id } = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    // As stored (jsonb): what backups written by earlier versions hold must stay readable.
    const stored = JSON.parse(
      JSON.stringify({ ...(await loadSnapshot(db, id)), design: FORMAT_DESIGN }),
    ) as unknown;
    await db.transaction((tx) => restoreSnapshot(tx, id, parseSnapshot(stored)));
    // A field added since (a design item's framework source, nullable) is read back as null.
    const unsourced = (rows: object[]) =>
      rows.map((row) => ({ ...row, source_framework_item_id: null }));
    expect((await loadSnapshot(db, id)).design).toEqual({
      ...FORMAT_DESIGN,
      competences: unsourced(FORMAT_DESIGN.competences),
      learning_clusters: unsourced(FORMAT_DESIGN.learning_clusters),
      learning_outcomes: unsourced(FORMAT_DESIGN.learning_outcomes),
      // A goal's status, added since, reads back as in force, for every track.
      learning_goals: unsourced(FORMAT_DESIGN.learning_goals).map((row) => ({
        ...row,
        withdrawn: false,
        track: null,
      })),
      // Lists added since (framework links, dismissed suggestions) are read back empty.
      learning_goal_framework_items: [],
      framework_suggestion_dismissals: [],
    });
    expect(
      await select(sql`select created_at = ${FORMAT_STAMP}::timestamptz as same, ects::text
        from clusters where id = 90041`),
    ).toEqual([{ same: true, ects: '2.5' }]);
  });

  it('restores over 1000 rows of a table exactly, in a fixed number of statements', async () => {
    const { id } = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    // 12 competences x 10 outcomes x 10 goals: 1200 goals, more than one insert's 1000.
    await insertDemoDesign(db, id, { ...SMALL_DESIGN, competences: 12, outcomes: 10, goals: 10 });
    const before = await rawRows(id);
    expect(before.design.learning_goals).toHaveLength(1200);
    const counts = { select: 0, insert: 0, delete: 0 };
    const snapshot = await db.transaction(async (tx) => {
      const counted = new Proxy(tx, {
        get(on, property, receiver) {
          if (property === 'select' || property === 'insert' || property === 'delete') {
            counts[property] += 1;
          }
          return Reflect.get(on, property, receiver) as unknown;
        },
      });
      const loaded = await loadSnapshot(tx, id);
      await designPart.load(counted, id, loaded);
      await designPart.restore(counted, id, loaded);
      return loaded;
    });
    expect(snapshot.design.learning_goals).toHaveLength(1200);
    expect(await rawRows(id)).toEqual(before);
    // A select per table (14), a delete per item table (8; links go with the cascade), an
    // insert per table with rows (12: no framework links or dismissed suggestions here) and one
    // more for the goals' second batch.
    expect(counts).toEqual({ select: 14, delete: 8, insert: 13 });
  });

  it('sends education_update to the parent room after the restore', async () => {
    const { id } = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    const backup = await backUp(id);
    const publisher = new RecordingPublisher();
    await restoreBackup({
      db,
      publisher,
      caller: {
        actor: {
          userId: designerId,
          isPlatformAdmin: false,
          language: null,
          sessionIdHash: 'test',
        },
        roles: ['designer'],
      },
      scope: testScope(schoolId),
      educationId: id,
      backupId: backup.id,
      now: new Date(),
    });
    expect(publisher.events).toEqual([
      {
        room: expect.stringContaining(String(parentId)),
        event: 'education_update',
        payload: { education_parent_id: parentId, education_id: id },
      },
    ]);
  });

  it('is refused with 409 while reviewing or active, and nothing changes', async () => {
    for (const status of ['reviewing', 'active'] as const) {
      const { id } = await richEducation();
      const backup = await backUp(id);
      await db.update(educations).set({ name: 'Gewijzigd', status }).where(eq(educations.id, id));
      await db
        .delete(specialBlocks)
        .where(
          inArray(
            specialBlocks.educationYearId,
            db
              .select({ id: educationYears.id })
              .from(educationYears)
              .where(eq(educationYears.educationId, id)),
          ),
        );
      const rows = await rawRows(id);
      const response = await designer.request('POST', restoreUrl(id, backup.id));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'education_locked',
        key: EDUCATION_MESSAGES.locked,
      });
      expect(await rawRows(id)).toEqual(rows);
      expect(await backupsOf(id)).toHaveLength(1);
      // Reading the list stays allowed.
      expect((await designer.request('GET', backupsUrl(id))).statusCode).toBe(200);
    }
  });

  it('answers 404 for a backup of another education or location, and for an old one', async () => {
    const mine = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    const sibling = await createEducation(db, {
      locationId: schoolId,
      educationParentId: parentId,
    });
    const theirs = await createEducation(db, {
      locationId: otherSchoolId,
      educationParentId: otherParentId,
    });
    const siblingBackup = await backUp(sibling.id);
    const theirBackup = await backUp(theirs.id);
    const old = await backUp(mine.id, 'hourly', new Date(ctx.clock.now().getTime() - 15 * DAY));
    const rows = await rawRows(mine.id);

    for (const backupId of [siblingBackup.id, theirBackup.id, old.id, 999_999]) {
      const response = await designer.request('POST', restoreUrl(mine.id, backupId));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'not_found',
        key: EDUCATION_MESSAGES.backupTooOld,
      });
    }
    // Another location's education through my location: not found as an education.
    expect((await designer.request('POST', restoreUrl(theirs.id, theirBackup.id))).statusCode).toBe(
      404,
    );
    expect((await designer.request('GET', backupsUrl(theirs.id))).statusCode).toBe(404);
    // My location's route of another location: no access there.
    expect((await designer.request('GET', backupsUrl(theirs.id, otherSchoolId))).statusCode).toBe(
      403,
    );

    expect(await rawRows(mine.id)).toEqual(rows);
    expect(await backupsOf(mine.id)).toHaveLength(1);
    // The old backup is not listed either (the hourly job removes it).
    const list = await designer.request('GET', backupsUrl(mine.id));
    expect(list.json()).toEqual({ data: [] });
  });

  it('lists backups for designers of the education only, newest first', async () => {
    const { id } = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    const now = ctx.clock.now().getTime();
    const older = await backUp(id, 'hourly', new Date(now - 2 * DAY));
    const newer = await backUp(id, 'hourly', new Date(now - DAY));
    const list = await designer.request('GET', backupsUrl(id));
    expect(list.json()).toEqual({
      data: [
        { id: newer.id, reason: 'hourly', created_at: new Date(now - DAY).toISOString() },
        { id: older.id, reason: 'hourly', created_at: new Date(now - 2 * DAY).toISOString() },
      ],
    });

    const plain = await createUser(db, {
      memberships: [{ locationId: schoolId, roles: ['user'] }],
    });
    const user = await ctx.agent().signIn(plain.email);
    expect((await user.request('GET', backupsUrl(id))).statusCode).toBe(403);
    expect((await user.request('POST', restoreUrl(id, newer.id))).statusCode).toBe(403);

    // A designer limited to another education.
    const other = await createEducation(db, { locationId: schoolId, educationParentId: parentId });
    const limited = await createUser(db, {
      memberships: [{ locationId: schoolId, roles: ['designer'] }],
    });
    await db.execute(
      sql`insert into design_restrictions (user_id, location_id, education_id)
          values (${limited.id}, ${schoolId}, ${other.id})`,
    );
    const limitedAgent = await ctx.agent().signIn(limited.email);
    const refused = await limitedAgent.request('GET', backupsUrl(id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('design_restricted');
    expect((await limitedAgent.request('POST', restoreUrl(id, newer.id))).statusCode).toBe(403);
    expect(await backupsOf(id)).toHaveLength(2);
  });

  it('restores a snapshot of an education without special blocks into one that has them', async () => {
    const plain = await createEducation(db, {
      locationId: schoolId,
      educationParentId: parentId,
      years: 1,
      periods: 3,
    });
    const snapshot = await loadSnapshot(db, plain.id);
    const rows = await rawRows(plain.id);
    await db.insert(specialBlocks).values({
      educationYearId: plain.yearIds[0]!,
      name: 'Vakantie',
      startWeek: 1,
      endWeek: 1,
    });
    await db.transaction((tx) => restoreSnapshot(tx, plain.id, snapshot));
    expect(await rawRows(plain.id)).toEqual(rows);
  });
});
