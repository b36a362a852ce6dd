import { sql } from 'drizzle-orm';
import { boolean, check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TLocationType, TLogoMimeType } from '@cp/contracts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // pg gives a Buffer, PGlite a Uint8Array: one shape for domain code.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    // Without "www.", lower-cased; one location per domain (docs/organisation.md "Locations").
    domain: text('domain').notNull().unique('locations_domain_unique'),
    type: text('type').$type<TLocationType>().notNull(),
    // Location settings; defaults in docs/organisation.md "Location settings".
    allowFlexible: boolean('allow_flexible').notNull().default(false),
    defaultWeeks: integer('default_weeks').notNull().default(10),
    /** '#rrggbb', the shell's primary colour while this location is chosen; null: the product's. */
    mainColor: text('main_color'),
    /** Hash of the logo in location_logos (its ETag and URL version); null without a logo. */
    logoVersion: text('logo_version'),
    /** False: this location's users sign in only through single sign-on (docs/sso.md). */
    passwordLogin: boolean('password_login').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('locations_type_check', sql`${t.type} in ('vo', 'other')`),
    check('locations_default_weeks_check', sql`${t.defaultWeeks} between 1 and 60`),
    check('locations_main_color_check', sql`${t.mainColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export type LocationRow = typeof locations.$inferSelect;

/**
 * The logo's bytes live apart from the location row: every access check reads that row, and
 * should not drag up to a megabyte along.
 */
export const locationLogos = pgTable(
  'location_logos',
  {
    locationId: integer('location_id')
      .primaryKey()
      .references(() => locations.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').$type<TLogoMimeType>().notNull(),
    content: bytea('content').notNull(),
    version: text('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'location_logos_mime_type_check',
      sql`${t.mimeType} in ('image/png', 'image/jpeg', 'image/webp')`,
    ),
  ],
);
