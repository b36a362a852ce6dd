import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { FRAMEWORK_SOURCE_KINDS, type TFrameworkSourceKind } from '@cp/contracts';
import { locations } from './locations';
import { sqlList as list } from './sql-list';
import { users } from './users';

/**
 * Frameworks (docs/frameworks.md, decision 0028): one row per published framework (an SLO exam
 * programme, a set of core objectives, a CASE package, a sheet), national (no location) or a
 * location's own, found again by (owner, source kind, source key) when a newer release comes in.
 */
export const frameworks = pgTable(
  'frameworks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null: national, read by every location; else only that location's. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').$type<TFrameworkSourceKind>().notNull(),
    /** The publisher's stable id of the framework (an SLO programme's UUID, a CFDocument's identifier). */
    sourceKey: text('source_key').notNull(),
    /** The published code ("INF/havo"), trimmed; '' when there is none. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The publisher's version of the framework ("2020") and of the data set it came in. */
    version: text('version').notNull(),
    release: text('release').notNull(),
    /** Education levels by name ("havo", "vwo", "vmbo-kb"). */
    levels: text('levels').array().notNull(),
    licence: text('licence').notNull(),
    /** Shown wherever the framework's items are shown or exported ("SLO, opendata.slo.nl"). */
    attribution: text('attribution').notNull(),
    sourceUrl: text('source_url'),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A re-import of the same framework is a new release of this row, never a second copy.
    unique('frameworks_owner_source_unique')
      .on(t.locationId, t.sourceKind, t.sourceKey)
      .nullsNotDistinct(),
    index('frameworks_location_id_idx').on(t.locationId),
    check(
      'frameworks_source_kind_check',
      sql`${t.sourceKind} in (${list(FRAMEWORK_SOURCE_KINDS)})`,
    ),
  ],
);

/**
 * The items of a framework as a tree in the publisher's order: `ordinal` is the place in the
 * whole tree read top to bottom (one index scan lists it), `position` the place among siblings.
 * An item a newer release no longer publishes stays, with `withdrawn_in` set, so links to it are
 * kept and flagged.
 */
export const frameworkItems = pgTable(
  'framework_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    frameworkId: integer('framework_id')
      .notNull()
      .references(() => frameworks.id, { onDelete: 'cascade' }),
    /** The publisher's stable id (SLO UUID, CASE identifier, a sheet's code). */
    sourceId: text('source_id').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => frameworkItems.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull(),
    ordinal: integer('ordinal').notNull(),
    depth: integer('depth').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** `domain`, `subdomain`, `eindterm`, `kerndoel`, a CASE CFItemType, a sheet's own word. */
    kind: text('kind').notNull(),
    /** SLO's flags: central exam, school exam, core, optional; null where the source has none. */
    centralExam: boolean('central_exam'),
    schoolExam: boolean('school_exam'),
    core: boolean('core'),
    optional: boolean('optional'),
    levels: text('levels').array().notNull(),
    /** The release that no longer published it; null while it is published. */
    withdrawnIn: text('withdrawn_in'),
    /** Code, title and description in lower case without diacritics: what the picker searches. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('framework_items_framework_source_unique').on(t.frameworkId, t.sourceId),
    index('framework_items_framework_ordinal_idx').on(t.frameworkId, t.ordinal),
    index('framework_items_parent_id_idx').on(t.parentId),
  ],
);
