import { sql } from 'drizzle-orm';
import { check, pgTable, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueColumns, keyOrName } from './catalogue-columns';

/** Test formats of a location (docs/organisation.md); see catalogue-columns.ts. */
export const testFormats = pgTable('test_formats', catalogueColumns(), (t) => [
  // One row per default per location (also the ON CONFLICT target of the lazy default seed);
  // custom rows have key null, and nulls never collide. Also serves lookups by location.
  unique('test_formats_location_id_key_unique').on(t.locationId, t.key),
  uniqueIndex('test_formats_location_id_name_unique').on(t.locationId, sql`lower(${t.name})`),
  check('test_formats_key_or_name_check', keyOrName(t.key, t.name)),
]);

export type TestFormatRow = typeof testFormats.$inferSelect;
