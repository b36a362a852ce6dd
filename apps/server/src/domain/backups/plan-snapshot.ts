import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities, educations, testFormats } from '../../db/schema';
import { PLAN_TABLES } from '../education-tables/plan-tables';
import type { SnapshotPart, TSnapshotPlan } from './snapshot-schema';

/*
 * The plan in a backup's snapshot (snapshot.ts; docs/plan.md): every declared plan table
 * (education-tables/plan-tables.ts), every row with its id and timestamps. A material's file is its
 * hash in the file store: makeBackup records the backup's files, so they stay while it exists.
 * A top-level field `plan` whose lists all default to empty, so a snapshot made before the plan
 * existed restores as "no plan". It comes after the structure and the design: its rows refer to
 * their years and items, which those parts restore with their original ids.
 */

/** The stored files (hashes) the plan's materials refer to. */
export const planFileHashes = (plan: TSnapshotPlan): string[] =>
  plan.plan_materials.flatMap((material) => (material.file_hash ? [material.file_hash] : []));

/** The ids among `ids` of the location's active items of a catalogue table. */
async function activeIds(
  tx: DbOrTx,
  table: typeof testFormats | typeof activities,
  educationId: number,
  ids: (number | null)[],
): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .innerJoin(educations, eq(educations.locationId, table.locationId))
    .where(and(eq(educations.id, educationId), eq(table.active, true), inArray(table.id, wanted)));
  return new Set(rows.map((row) => row.id));
}

/**
 * The snapshot's plan without connections to test formats and activities that were deleted or
 * deactivated since the backup: deactivating removes all connections and cannot be undone
 * (docs/plan.md "Backups, duplicates and copying a year"; domain/catalogues/connections.ts). The
 * tests and activities come back without them, as they are now; a deleted item's id would otherwise
 * fail its foreign key and the restore.
 */
async function withoutRetired(
  tx: DbOrTx,
  educationId: number,
  plan: TSnapshotPlan,
): Promise<TSnapshotPlan> {
  const formats = await activeIds(
    tx,
    testFormats,
    educationId,
    plan.plan_tests.map((test) => test.test_format_id),
  );
  const kinds = await activeIds(
    tx,
    activities,
    educationId,
    plan.plan_activities.map((activity) => activity.activity_id),
  );
  return {
    ...plan,
    plan_tests: plan.plan_tests.map((test) =>
      test.test_format_id === null || formats.has(test.test_format_id)
        ? test
        : { ...test, test_format_id: null },
    ),
    plan_activities: plan.plan_activities.map((activity) =>
      activity.activity_id === null || kinds.has(activity.activity_id)
        ? activity
        : { ...activity, activity_id: null },
    ),
  };
}

/** The plan tables; restore replaces the education's plan. */
export const planPart: SnapshotPart = {
  name: 'plan',
  async load(tx, educationId, snapshot) {
    snapshot.plan = await PLAN_TABLES.load(tx, educationId);
  },
  async restore(tx, educationId, snapshot) {
    await PLAN_TABLES.restore(
      tx,
      educationId,
      await withoutRetired(tx, educationId, snapshot.plan),
    );
  },
};
