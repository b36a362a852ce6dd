import { asc, eq, sql } from 'drizzle-orm';
import type { TSpecialBlockKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educationPeriods, educationYears, educations, specialBlocks } from '../../db/schema';
import { notFound } from '../errors';
import { designPart } from './design-snapshot';
import { planPart } from './plan-snapshot';
import { emptySnapshot, type SnapshotPart, type TEducationSnapshot } from './snapshot-schema';

/*
 * A backup's snapshot: the content of one education as JSON (education_backups.snapshot).
 *
 * Exact: every row comes back with its original id, so whatever refers to a year, period or
 * planned item by id (the web's selection, links, later plan items) still points at the same
 * thing after a restore. Timestamps are kept as text with microseconds, since a JS Date would cut
 * PostgreSQL's microseconds off.
 *
 * The design (design-snapshot.ts) is a top-level field `design`, one part after the structure,
 * driven by the declared design tables (education-tables/design-tables.ts).
 *
 * Not included: notes (annotations, not content; docs/educations.md), the status and the review
 * (a restore is a content change of a designing education), the parent, and the naming terms.
 *
 * Extending (design and plan issues): the snapshot is built from PARTS, each with a load and a
 * restore. A new table adds a part to SNAPSHOT_PARTS and its field to the schema (snapshot-schema.ts):
 * - a table below a year (clusters, tests, activities): an optional array on the year
 *   (`z.array(...).default([])`), so snapshots made before the table existed restore it as empty;
 *   the structure part deletes the years, whose cascade already removed the old rows;
 * - a table directly below the education: an optional top-level field; its restore deletes the
 *   education's rows itself before inserting.
 * Load with a fixed number of queries (one per table, joined to education_years), never per year.
 * Insert with `.overridingSystemValue()` so the ids stay. Parts restore in list order, so a part
 * comes after the parts it references. Adding optional fields keeps `version: 1`; a change that
 * old snapshots cannot be read as (a renamed or reshaped field) bumps the version and adds an
 * upgrade step in `parseSnapshot` (snapshot-schema.ts).
 */

/** `timestamptz` as ISO 8601 text in UTC with microseconds (restorable without loss). */
const isoText = (column: typeof specialBlocks.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The education's own fields, years and periods. Its restore removes the old years first. */
const structurePart: SnapshotPart = {
  name: 'structure',
  async load(tx, educationId, snapshot) {
    const [education] = await tx
      .select({ name: educations.name, type: educations.type, isFlexible: educations.isFlexible })
      .from(educations)
      .where(eq(educations.id, educationId));
    if (!education) throw notFound('notFound.education');
    snapshot.education = {
      name: education.name,
      type: education.type,
      is_flexible: education.isFlexible,
    };
    const years = await tx
      .select()
      .from(educationYears)
      .where(eq(educationYears.educationId, educationId))
      .orderBy(asc(educationYears.position));
    const periods = await tx
      .select({ period: educationPeriods })
      .from(educationPeriods)
      .innerJoin(educationYears, eq(educationYears.id, educationPeriods.educationYearId))
      .where(eq(educationYears.educationId, educationId))
      .orderBy(asc(educationPeriods.position));
    snapshot.years = years.map((year) => ({
      id: year.id,
      position: year.position,
      name: year.name,
      starts_on: year.startsOn,
      periods: periods
        .filter(({ period }) => period.educationYearId === year.id)
        .map(({ period }) => ({
          id: period.id,
          position: period.position,
          name: period.name,
          weeks: period.weeks,
        })),
      special_blocks: [],
    }));
  },
  async restore(tx, educationId, snapshot) {
    await tx
      .update(educations)
      .set({
        name: snapshot.education.name,
        type: snapshot.education.type,
        isFlexible: snapshot.education.is_flexible,
      })
      .where(eq(educations.id, educationId));
    // The cascade removes the periods and everything planned in the years.
    await tx.delete(educationYears).where(eq(educationYears.educationId, educationId));
    const years = snapshot.years.map((year) => ({
      id: year.id,
      educationId,
      position: year.position,
      name: year.name,
      startsOn: year.starts_on,
    }));
    if (years.length > 0) {
      await tx.insert(educationYears).overridingSystemValue().values(years);
    }
    const periods = snapshot.years.flatMap((year) =>
      year.periods.map((period) => ({
        id: period.id,
        educationYearId: year.id,
        position: period.position,
        name: period.name,
        weeks: period.weeks,
      })),
    );
    if (periods.length > 0) {
      await tx.insert(educationPeriods).overridingSystemValue().values(periods);
    }
  },
};

/** Special blocks (holidays, project weeks) of each year. */
const specialBlocksPart: SnapshotPart = {
  name: 'special_blocks',
  async load(tx, educationId, snapshot) {
    const rows = await tx
      .select({
        id: specialBlocks.id,
        yearId: specialBlocks.educationYearId,
        name: specialBlocks.name,
        kind: specialBlocks.kind,
        startWeek: specialBlocks.startWeek,
        endWeek: specialBlocks.endWeek,
        createdAt: isoText(specialBlocks.createdAt),
      })
      .from(specialBlocks)
      .innerJoin(educationYears, eq(educationYears.id, specialBlocks.educationYearId))
      .where(eq(educationYears.educationId, educationId))
      .orderBy(asc(specialBlocks.id));
    for (const year of snapshot.years) {
      year.special_blocks = rows
        .filter((row) => row.yearId === year.id)
        .map((row) => ({
          id: row.id,
          name: row.name,
          // A text column held to the kinds by its check constraint.
          kind: row.kind as TSpecialBlockKind,
          start_week: row.startWeek,
          end_week: row.endWeek,
          created_at: row.createdAt,
        }));
    }
  },
  async restore(tx, _educationId, snapshot) {
    const rows = snapshot.years.flatMap((year) =>
      year.special_blocks.map((block) => ({
        id: block.id,
        educationYearId: year.id,
        name: block.name,
        kind: block.kind,
        startWeek: block.start_week,
        endWeek: block.end_week,
        createdAt: sql`${block.created_at}::timestamptz`,
      })),
    );
    if (rows.length > 0) {
      await tx.insert(specialBlocks).overridingSystemValue().values(rows);
    }
  },
};

/** Every part of a snapshot, in the order they load and restore (docs/educations.md "Backups"). */
export const SNAPSHOT_PARTS: readonly SnapshotPart[] = [
  structurePart,
  specialBlocksPart,
  designPart,
  planPart,
];

/** The education's content now; one query per table, whatever its size. */
export async function loadSnapshot(tx: DbOrTx, educationId: number): Promise<TEducationSnapshot> {
  const snapshot = emptySnapshot();
  for (const part of SNAPSHOT_PARTS) await part.load(tx, educationId, snapshot);
  return snapshot;
}

/**
 * Replaces the education's content by the snapshot's, every row with its original id. Run it in
 * a transaction on the locked education (changeEducation): a failure leaves the content as it was.
 * Ids are never handed out twice by their sequences and rows never move to another education, so
 * an id of the snapshot is free once the education's own rows are gone.
 */
export async function restoreSnapshot(
  tx: DbOrTx,
  educationId: number,
  snapshot: TEducationSnapshot,
): Promise<void> {
  for (const part of SNAPSHOT_PARTS) await part.restore(tx, educationId, snapshot);
}
