import { asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import {
  clusterGoals,
  clusterGroupMembers,
  clusterGroups,
  clusterSubjects,
  clusters,
  competences,
  electiveClusters,
  electiveSubjects,
  learningClusters,
  learningGoals,
  learningOutcomes,
  subjects,
} from '../../db/schema';
import type { SnapshotPart } from './snapshot';

/*
 * The design in a backup's snapshot (snapshot.ts; docs/design.md "Backups and duplicates"): the
 * eight item tables and the four link tables, every row with its id and timestamps, so links,
 * the web's selection and (later) planned clusters still point at the same rows after a restore.
 *
 * A top-level field `design` whose lists all default to empty: a snapshot made before the design
 * existed restores as "no design". Two parts: the items (each after the items it refers to:
 * competence -> learning cluster -> learning outcome -> learning goal; clusters, subjects, groups,
 * electives) and then the links (which refer to both sides). Loading takes one query per table;
 * restoring deletes the education's items (the cascade removes their links) and inserts every
 * list in batches.
 */

const ZTimestampSchema = z.string().min(1);
const stamps = { created_at: ZTimestampSchema, updated_at: ZTimestampSchema };
const id = z.number().int();

const ZDescribedRow = z.object({
  id,
  position: z.number().int(),
  index: z.string(),
  title: z.string(),
  details: z.string(),
  level: z.string().nullable(),
  ...stamps,
});
const ZNamedRow = z.object({
  id,
  position: z.number().int(),
  title: z.string(),
  details: z.string().nullable(),
  ...stamps,
});

export const ZSnapshotDesignSchema = z.object({
  competences: z.array(ZDescribedRow).default([]),
  learning_clusters: z.array(ZDescribedRow.extend({ competence_id: id })).default([]),
  learning_outcomes: z
    .array(ZDescribedRow.extend({ competence_id: id, learning_cluster_id: id.nullable() }))
    .default([]),
  learning_goals: z.array(ZDescribedRow.extend({ learning_outcome_id: id })).default([]),
  clusters: z
    .array(
      z.object({
        id,
        position: z.number().int(),
        index: z.string(),
        title: z.string(),
        short_title: z.string(),
        details: z.string(),
        /** numeric as PostgreSQL writes it ("2.5"), exact. */
        ects: z.string().nullable(),
        course_code: z.string().nullable(),
        requirements: z.string().nullable(),
        coordinator: z.string().nullable(),
        cluster_width: z.number().int(),
        color: z.string().nullable(),
        ...stamps,
      }),
    )
    .default([]),
  subjects: z.array(ZNamedRow).default([]),
  cluster_groups: z.array(ZNamedRow).default([]),
  elective_subjects: z.array(ZNamedRow.extend({ default_ects: z.string().nullable() })).default([]),
  cluster_goals: z.array(z.object({ cluster_id: id, learning_goal_id: id })).default([]),
  cluster_subjects: z.array(z.object({ cluster_id: id, subject_id: id })).default([]),
  cluster_group_members: z.array(z.object({ cluster_group_id: id, cluster_id: id })).default([]),
  elective_clusters: z.array(z.object({ elective_subject_id: id, cluster_id: id })).default([]),
});

export type TSnapshotDesign = z.infer<typeof ZSnapshotDesignSchema>;

export const emptySnapshotDesign = (): TSnapshotDesign => ZSnapshotDesignSchema.parse({});

/** `timestamptz` as ISO 8601 text in UTC with microseconds (restorable without loss). */
const isoText = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const loadStamps = (table: { createdAt: AnyColumn; updatedAt: AnyColumn }) => ({
  created_at: isoText(table.createdAt),
  updated_at: isoText(table.updatedAt),
});
const restoreStamps = (row: { created_at: string; updated_at: string }) => ({
  createdAt: sql`${row.created_at}::timestamptz`,
  updatedAt: sql`${row.updated_at}::timestamptz`,
});

/** Rows per insert: far below PostgreSQL's 65535 bind parameters. */
const BATCH = 1000;
async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const described = (table: typeof competences | typeof learningClusters) => ({
  id: table.id,
  position: table.position,
  index: table.index,
  title: table.title,
  details: table.details,
  level: table.level,
  ...loadStamps(table),
});

/** The eight item tables; restore replaces the education's items. */
export const designItemsPart: SnapshotPart = {
  name: 'design',
  async load(tx, educationId, snapshot) {
    const design = snapshot.design;
    design.competences = await tx
      .select(described(competences))
      .from(competences)
      .where(eq(competences.educationId, educationId))
      .orderBy(asc(competences.id));
    design.learning_clusters = await tx
      .select({ ...described(learningClusters), competence_id: learningClusters.competenceId })
      .from(learningClusters)
      .where(eq(learningClusters.educationId, educationId))
      .orderBy(asc(learningClusters.id));
    design.learning_outcomes = await tx
      .select({
        id: learningOutcomes.id,
        position: learningOutcomes.position,
        index: learningOutcomes.index,
        title: learningOutcomes.title,
        details: learningOutcomes.details,
        level: learningOutcomes.level,
        ...loadStamps(learningOutcomes),
        competence_id: learningOutcomes.competenceId,
        learning_cluster_id: learningOutcomes.learningClusterId,
      })
      .from(learningOutcomes)
      .where(eq(learningOutcomes.educationId, educationId))
      .orderBy(asc(learningOutcomes.id));
    design.learning_goals = await tx
      .select({
        id: learningGoals.id,
        position: learningGoals.position,
        index: learningGoals.index,
        title: learningGoals.title,
        details: learningGoals.details,
        level: learningGoals.level,
        ...loadStamps(learningGoals),
        learning_outcome_id: learningGoals.learningOutcomeId,
      })
      .from(learningGoals)
      .where(eq(learningGoals.educationId, educationId))
      .orderBy(asc(learningGoals.id));
    design.clusters = await tx
      .select({
        id: clusters.id,
        position: clusters.position,
        index: clusters.index,
        title: clusters.title,
        short_title: clusters.shortTitle,
        details: clusters.details,
        ects: clusters.ects,
        course_code: clusters.courseCode,
        requirements: clusters.requirements,
        coordinator: clusters.coordinator,
        cluster_width: clusters.clusterWidth,
        color: clusters.color,
        ...loadStamps(clusters),
      })
      .from(clusters)
      .where(eq(clusters.educationId, educationId))
      .orderBy(asc(clusters.id));
    for (const [key, table] of [
      ['subjects', subjects],
      ['cluster_groups', clusterGroups],
    ] as const) {
      design[key] = await tx
        .select({
          id: table.id,
          position: table.position,
          title: table.title,
          details: table.details,
          ...loadStamps(table),
        })
        .from(table)
        .where(eq(table.educationId, educationId))
        .orderBy(asc(table.id));
    }
    design.elective_subjects = await tx
      .select({
        id: electiveSubjects.id,
        position: electiveSubjects.position,
        title: electiveSubjects.title,
        details: electiveSubjects.details,
        default_ects: electiveSubjects.defaultEcts,
        ...loadStamps(electiveSubjects),
      })
      .from(electiveSubjects)
      .where(eq(electiveSubjects.educationId, educationId))
      .orderBy(asc(electiveSubjects.id));
  },
  async restore(tx, educationId, snapshot) {
    const design = snapshot.design;
    // The roots first: their cascade removes learning clusters, outcomes, goals and every link.
    for (const table of [
      competences,
      clusters,
      subjects,
      clusterGroups,
      electiveSubjects,
      learningClusters,
      learningOutcomes,
      learningGoals,
    ]) {
      await tx.delete(table).where(eq(table.educationId, educationId));
    }
    const describedRow = (row: TSnapshotDesign['competences'][number]) => ({
      id: row.id,
      educationId,
      position: row.position,
      index: row.index,
      title: row.title,
      details: row.details,
      level: row.level,
      ...restoreStamps(row),
    });
    await insertBatches(design.competences, (batch) =>
      tx.insert(competences).overridingSystemValue().values(batch.map(describedRow)),
    );
    await insertBatches(design.learning_clusters, (batch) =>
      tx
        .insert(learningClusters)
        .overridingSystemValue()
        .values(batch.map((row) => ({ ...describedRow(row), competenceId: row.competence_id }))),
    );
    await insertBatches(design.learning_outcomes, (batch) =>
      tx
        .insert(learningOutcomes)
        .overridingSystemValue()
        .values(
          batch.map((row) => ({
            ...describedRow(row),
            competenceId: row.competence_id,
            learningClusterId: row.learning_cluster_id,
          })),
        ),
    );
    await insertBatches(design.learning_goals, (batch) =>
      tx
        .insert(learningGoals)
        .overridingSystemValue()
        .values(
          batch.map((row) => ({
            ...describedRow(row),
            learningOutcomeId: row.learning_outcome_id,
          })),
        ),
    );
    await insertBatches(design.clusters, (batch) =>
      tx
        .insert(clusters)
        .overridingSystemValue()
        .values(
          batch.map((row) => ({
            id: row.id,
            educationId,
            position: row.position,
            index: row.index,
            title: row.title,
            shortTitle: row.short_title,
            details: row.details,
            ects: row.ects,
            courseCode: row.course_code,
            requirements: row.requirements,
            coordinator: row.coordinator,
            clusterWidth: row.cluster_width,
            color: row.color,
            ...restoreStamps(row),
          })),
        ),
    );
    const namedRow = (row: TSnapshotDesign['subjects'][number]) => ({
      id: row.id,
      educationId,
      position: row.position,
      title: row.title,
      details: row.details,
      ...restoreStamps(row),
    });
    await insertBatches(design.subjects, (batch) =>
      tx.insert(subjects).overridingSystemValue().values(batch.map(namedRow)),
    );
    await insertBatches(design.cluster_groups, (batch) =>
      tx.insert(clusterGroups).overridingSystemValue().values(batch.map(namedRow)),
    );
    await insertBatches(design.elective_subjects, (batch) =>
      tx
        .insert(electiveSubjects)
        .overridingSystemValue()
        .values(batch.map((row) => ({ ...namedRow(row), defaultEcts: row.default_ects }))),
    );
  },
};

/** The four link tables, loaded through the education's side of each link. */
export const designLinksPart: SnapshotPart = {
  name: 'design_links',
  async load(tx, educationId, snapshot) {
    const design = snapshot.design;
    design.cluster_goals = await tx
      .select({ cluster_id: clusterGoals.clusterId, learning_goal_id: clusterGoals.learningGoalId })
      .from(clusterGoals)
      .innerJoin(clusters, eq(clusters.id, clusterGoals.clusterId))
      .where(eq(clusters.educationId, educationId))
      .orderBy(asc(clusterGoals.clusterId), asc(clusterGoals.learningGoalId));
    design.cluster_subjects = await tx
      .select({ cluster_id: clusterSubjects.clusterId, subject_id: clusterSubjects.subjectId })
      .from(clusterSubjects)
      .innerJoin(clusters, eq(clusters.id, clusterSubjects.clusterId))
      .where(eq(clusters.educationId, educationId))
      .orderBy(asc(clusterSubjects.clusterId), asc(clusterSubjects.subjectId));
    design.cluster_group_members = await tx
      .select({
        cluster_group_id: clusterGroupMembers.clusterGroupId,
        cluster_id: clusterGroupMembers.clusterId,
      })
      .from(clusterGroupMembers)
      .innerJoin(clusterGroups, eq(clusterGroups.id, clusterGroupMembers.clusterGroupId))
      .where(eq(clusterGroups.educationId, educationId))
      .orderBy(asc(clusterGroupMembers.clusterGroupId), asc(clusterGroupMembers.clusterId));
    design.elective_clusters = await tx
      .select({
        elective_subject_id: electiveClusters.electiveSubjectId,
        cluster_id: electiveClusters.clusterId,
      })
      .from(electiveClusters)
      .innerJoin(electiveSubjects, eq(electiveSubjects.id, electiveClusters.electiveSubjectId))
      .where(eq(electiveSubjects.educationId, educationId))
      .orderBy(asc(electiveClusters.electiveSubjectId), asc(electiveClusters.clusterId));
  },
  async restore(tx, _educationId, snapshot) {
    const design = snapshot.design;
    // The items part removed the old links with the old items (cascade).
    await insertBatches(design.cluster_goals, (batch) =>
      tx
        .insert(clusterGoals)
        .values(
          batch.map((row) => ({ clusterId: row.cluster_id, learningGoalId: row.learning_goal_id })),
        ),
    );
    await insertBatches(design.cluster_subjects, (batch) =>
      tx
        .insert(clusterSubjects)
        .values(batch.map((row) => ({ clusterId: row.cluster_id, subjectId: row.subject_id }))),
    );
    await insertBatches(design.cluster_group_members, (batch) =>
      tx
        .insert(clusterGroupMembers)
        .values(
          batch.map((row) => ({ clusterGroupId: row.cluster_group_id, clusterId: row.cluster_id })),
        ),
    );
    await insertBatches(design.elective_clusters, (batch) =>
      tx.insert(electiveClusters).values(
        batch.map((row) => ({
          electiveSubjectId: row.elective_subject_id,
          clusterId: row.cluster_id,
        })),
      ),
    );
  },
};
