import { asc, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
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

/*
 * Copies an education's whole design into another (duplicate; docs/design.md "Backups and
 * duplicates"): every item gets a new id, every reference and link is remapped from the old ids
 * to the new ones. A fixed number of statements whatever the size: per table one select, which
 * also takes the new ids from the table's identity sequence (`nextval`, so the mapping old -> new
 * is known before inserting), and batched multi-row inserts with those ids. Titles, indexes and
 * positions stay; created_at / updated_at are the copy's time.
 */

/** Rows per insert: far below PostgreSQL's 65535 bind parameters. */
const BATCH = 1000;
async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** A fresh id of the table's identity sequence, per selected row. */
const nextId = (table: PgTable) =>
  sql<number>`nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int`;

type IdMap = Map<number, number>;
const idMap = (rows: { id: number; newId: number }[]): IdMap =>
  new Map(rows.map((row) => [row.id, row.newId]));
/** The copy's id of a row of the source; a reference outside the source cannot occur. */
function mapped(map: IdMap, id: number): number {
  const to = map.get(id);
  if (to === undefined) throw new Error(`design copy: no copy of row ${id}`);
  return to;
}

export async function copyDesign(
  tx: DbOrTx,
  fromEducationId: number,
  toEducationId: number,
  now: Date,
): Promise<void> {
  const own = { educationId: toEducationId, createdAt: now, updatedAt: now };

  const competenceRows = await tx
    .select({ ...selectDescribed(competences), newId: nextId(competences) })
    .from(competences)
    .where(eq(competences.educationId, fromEducationId))
    .orderBy(asc(competences.id));
  await insertBatches(competenceRows, (batch) =>
    tx
      .insert(competences)
      .overridingSystemValue()
      .values(batch.map((row) => ({ ...describedCopy(row), ...own }))),
  );
  const toCompetence = idMap(competenceRows);

  const learningClusterRows = await tx
    .select({
      ...selectDescribed(learningClusters),
      competenceId: learningClusters.competenceId,
      newId: nextId(learningClusters),
    })
    .from(learningClusters)
    .where(eq(learningClusters.educationId, fromEducationId))
    .orderBy(asc(learningClusters.id));
  await insertBatches(learningClusterRows, (batch) =>
    tx
      .insert(learningClusters)
      .overridingSystemValue()
      .values(
        batch.map((row) => ({
          ...describedCopy(row),
          ...own,
          competenceId: mapped(toCompetence, row.competenceId),
        })),
      ),
  );
  const toLearningCluster = idMap(learningClusterRows);

  const outcomeRows = await tx
    .select({
      ...selectDescribed(learningOutcomes),
      competenceId: learningOutcomes.competenceId,
      learningClusterId: learningOutcomes.learningClusterId,
      newId: nextId(learningOutcomes),
    })
    .from(learningOutcomes)
    .where(eq(learningOutcomes.educationId, fromEducationId))
    .orderBy(asc(learningOutcomes.id));
  await insertBatches(outcomeRows, (batch) =>
    tx
      .insert(learningOutcomes)
      .overridingSystemValue()
      .values(
        batch.map((row) => ({
          ...describedCopy(row),
          ...own,
          competenceId: mapped(toCompetence, row.competenceId),
          learningClusterId:
            row.learningClusterId === null
              ? null
              : mapped(toLearningCluster, row.learningClusterId),
        })),
      ),
  );
  const toOutcome = idMap(outcomeRows);

  const goalRows = await tx
    .select({
      ...selectDescribed(learningGoals),
      learningOutcomeId: learningGoals.learningOutcomeId,
      newId: nextId(learningGoals),
    })
    .from(learningGoals)
    .where(eq(learningGoals.educationId, fromEducationId))
    .orderBy(asc(learningGoals.id));
  await insertBatches(goalRows, (batch) =>
    tx
      .insert(learningGoals)
      .overridingSystemValue()
      .values(
        batch.map((row) => ({
          ...describedCopy(row),
          ...own,
          learningOutcomeId: mapped(toOutcome, row.learningOutcomeId),
        })),
      ),
  );
  const toGoal = idMap(goalRows);

  const clusterRows = await tx
    .select({
      id: clusters.id,
      position: clusters.position,
      index: clusters.index,
      title: clusters.title,
      shortTitle: clusters.shortTitle,
      details: clusters.details,
      ects: clusters.ects,
      courseCode: clusters.courseCode,
      requirements: clusters.requirements,
      coordinator: clusters.coordinator,
      clusterWidth: clusters.clusterWidth,
      color: clusters.color,
      newId: nextId(clusters),
    })
    .from(clusters)
    .where(eq(clusters.educationId, fromEducationId))
    .orderBy(asc(clusters.id));
  await insertBatches(clusterRows, (batch) =>
    tx
      .insert(clusters)
      .overridingSystemValue()
      .values(batch.map(({ id: _id, newId, ...row }) => ({ ...row, ...own, id: newId }))),
  );
  const toCluster = idMap(clusterRows);

  const copyNamed = async (table: typeof subjects | typeof clusterGroups) => {
    const rows = await tx
      .select({
        id: table.id,
        position: table.position,
        title: table.title,
        details: table.details,
        newId: nextId(table),
      })
      .from(table)
      .where(eq(table.educationId, fromEducationId))
      .orderBy(asc(table.id));
    await insertBatches(rows, (batch) =>
      tx
        .insert(table)
        .overridingSystemValue()
        .values(batch.map(({ id: _id, newId, ...row }) => ({ ...row, ...own, id: newId }))),
    );
    return idMap(rows);
  };
  const toSubject = await copyNamed(subjects);
  const toGroup = await copyNamed(clusterGroups);

  const electiveRows = await tx
    .select({
      id: electiveSubjects.id,
      position: electiveSubjects.position,
      title: electiveSubjects.title,
      details: electiveSubjects.details,
      defaultEcts: electiveSubjects.defaultEcts,
      newId: nextId(electiveSubjects),
    })
    .from(electiveSubjects)
    .where(eq(electiveSubjects.educationId, fromEducationId))
    .orderBy(asc(electiveSubjects.id));
  await insertBatches(electiveRows, (batch) =>
    tx
      .insert(electiveSubjects)
      .overridingSystemValue()
      .values(batch.map(({ id: _id, newId, ...row }) => ({ ...row, ...own, id: newId }))),
  );
  const toElective = idMap(electiveRows);

  // The links, each read through the source's side and inserted with both ends remapped.
  const goalLinks = await tx
    .select({ clusterId: clusterGoals.clusterId, learningGoalId: clusterGoals.learningGoalId })
    .from(clusterGoals)
    .innerJoin(clusters, eq(clusters.id, clusterGoals.clusterId))
    .where(eq(clusters.educationId, fromEducationId));
  await insertBatches(goalLinks, (batch) =>
    tx.insert(clusterGoals).values(
      batch.map((link) => ({
        clusterId: mapped(toCluster, link.clusterId),
        learningGoalId: mapped(toGoal, link.learningGoalId),
      })),
    ),
  );
  const subjectLinks = await tx
    .select({ clusterId: clusterSubjects.clusterId, subjectId: clusterSubjects.subjectId })
    .from(clusterSubjects)
    .innerJoin(clusters, eq(clusters.id, clusterSubjects.clusterId))
    .where(eq(clusters.educationId, fromEducationId));
  await insertBatches(subjectLinks, (batch) =>
    tx.insert(clusterSubjects).values(
      batch.map((link) => ({
        clusterId: mapped(toCluster, link.clusterId),
        subjectId: mapped(toSubject, link.subjectId),
      })),
    ),
  );
  const memberLinks = await tx
    .select({
      clusterGroupId: clusterGroupMembers.clusterGroupId,
      clusterId: clusterGroupMembers.clusterId,
    })
    .from(clusterGroupMembers)
    .innerJoin(clusterGroups, eq(clusterGroups.id, clusterGroupMembers.clusterGroupId))
    .where(eq(clusterGroups.educationId, fromEducationId));
  await insertBatches(memberLinks, (batch) =>
    tx.insert(clusterGroupMembers).values(
      batch.map((link) => ({
        clusterGroupId: mapped(toGroup, link.clusterGroupId),
        clusterId: mapped(toCluster, link.clusterId),
      })),
    ),
  );
  const electiveLinks = await tx
    .select({
      electiveSubjectId: electiveClusters.electiveSubjectId,
      clusterId: electiveClusters.clusterId,
    })
    .from(electiveClusters)
    .innerJoin(electiveSubjects, eq(electiveSubjects.id, electiveClusters.electiveSubjectId))
    .where(eq(electiveSubjects.educationId, fromEducationId));
  await insertBatches(electiveLinks, (batch) =>
    tx.insert(electiveClusters).values(
      batch.map((link) => ({
        electiveSubjectId: mapped(toElective, link.electiveSubjectId),
        clusterId: mapped(toCluster, link.clusterId),
      })),
    ),
  );
}

/** The fields competences, learning clusters, outcomes and goals share. */
function selectDescribed(
  table:
    typeof competences | typeof learningClusters | typeof learningOutcomes | typeof learningGoals,
) {
  return {
    id: table.id,
    position: table.position,
    index: table.index,
    title: table.title,
    details: table.details,
    level: table.level,
  };
}

function describedCopy(row: {
  newId: number;
  position: number;
  index: string;
  title: string;
  details: string;
  level: string | null;
}) {
  return {
    id: row.newId,
    position: row.position,
    index: row.index,
    title: row.title,
    details: row.details,
    level: row.level,
  };
}
