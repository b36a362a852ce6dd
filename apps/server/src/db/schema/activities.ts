import { sql } from 'drizzle-orm';
import { check, pgTable, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueColumns, keyOrName } from './catalogue-columns';

/** Activities / working methods of a location (docs/organisation.md); see catalogue-columns.ts. */
export const activities = pgTable('activities', catalogueColumns(), (t) => [
  unique('activities_location_id_key_unique').on(t.locationId, t.key),
  uniqueIndex('activities_location_id_name_unique').on(t.locationId, sql`lower(${t.name})`),
  check('activities_key_or_name_check', keyOrName(t.key, t.name)),
]);

export type ActivityRow = typeof activities.$inferSelect;
