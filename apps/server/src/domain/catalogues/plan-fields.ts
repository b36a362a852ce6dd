import { eq, sql } from 'drizzle-orm';
import { PLAN_FIELD_NAMES, type TPlanField, type TPlanFields } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { planFieldSettings } from '../../db/schema';
import type { LocationScope } from '../locations/location-scope';

/** Which optional plan fields the location shows; a field nobody switched is visible. */
export async function getPlanFields(options: {
  db: DbOrTx;
  scope: LocationScope;
}): Promise<TPlanFields> {
  const { db, scope } = options;
  const rows = await db
    .select({ field: planFieldSettings.field, visible: planFieldSettings.visible })
    .from(planFieldSettings)
    .where(eq(planFieldSettings.locationId, scope.locationId));
  const stored = new Map(rows.map((r) => [r.field, r.visible]));
  return Object.fromEntries(
    PLAN_FIELD_NAMES.map((field) => [field, stored.get(field) ?? true]),
  ) as TPlanFields;
}

/** Stores the given fields (one statement, so all or nothing); answers the full map. */
export async function savePlanFields(options: {
  db: DbOrTx;
  scope: LocationScope;
  changes: Partial<Record<TPlanField, boolean>>;
}): Promise<TPlanFields> {
  const { db, scope, changes } = options;
  const { locationId } = scope;
  const rows = Object.entries(changes).map(([field, visible]) => ({
    locationId,
    field: field as TPlanField,
    visible: visible === true,
  }));
  if (rows.length > 0) {
    await db
      .insert(planFieldSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: [planFieldSettings.locationId, planFieldSettings.field],
        set: { visible: sql`excluded.visible` },
      });
  }
  return getPlanFields({ db, scope });
}
