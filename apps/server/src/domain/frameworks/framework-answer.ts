import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TFramework, TFrameworkItem } from '@cp/contracts';
import { frameworkItems, frameworks } from '../../db/schema';

/*
 * How frameworks and their items are answered (docs/frameworks.md "Using a framework"): one
 * select and one mapping each, for the list, one framework and the picker's search.
 */

/** Frameworks a location may use: the national ones and its own; none given: national only. */
export const usableBy = (locationId: number | null): SQL | undefined =>
  locationId === null
    ? isNull(frameworks.locationId)
    : or(isNull(frameworks.locationId), eq(frameworks.locationId, locationId));

export const frameworkColumns = {
  id: frameworks.id,
  locationId: frameworks.locationId,
  sourceKind: frameworks.sourceKind,
  sourceKey: frameworks.sourceKey,
  code: frameworks.code,
  title: frameworks.title,
  version: frameworks.version,
  release: frameworks.release,
  levels: frameworks.levels,
  licence: frameworks.licence,
  attribution: frameworks.attribution,
  sourceUrl: frameworks.sourceUrl,
  importedAt: frameworks.importedAt,
  // Items published now; those withdrawn stay for their links but are not counted.
  // Qualified by hand: drizzle writes a one-table select's columns unqualified, and inside the
  // subquery "id" would be the item's.
  items: sql<number>`(select count(*) from framework_items as published
    where published.framework_id = "frameworks"."id" and published.withdrawn_in is null)`.mapWith(
    Number,
  ),
};

type TFrameworkRow = {
  id: number;
  locationId: number | null;
  sourceKind: TFramework['source_kind'];
  sourceKey: string;
  code: string;
  title: string;
  version: string;
  release: string;
  levels: string[];
  licence: string;
  attribution: string;
  sourceUrl: string | null;
  importedAt: Date;
  items: number;
};

export function frameworkAnswer(row: TFrameworkRow): TFramework {
  return {
    id: row.id,
    national: row.locationId === null,
    source_kind: row.sourceKind,
    source_key: row.sourceKey,
    code: row.code,
    title: row.title,
    version: row.version,
    release: row.release,
    levels: row.levels,
    licence: row.licence,
    attribution: row.attribution,
    source_url: row.sourceUrl,
    items: row.items,
    imported_at: row.importedAt.toISOString(),
  };
}

export const itemColumns = {
  id: frameworkItems.id,
  source_id: frameworkItems.sourceId,
  parent_id: frameworkItems.parentId,
  depth: frameworkItems.depth,
  code: frameworkItems.code,
  title: frameworkItems.title,
  description: frameworkItems.description,
  kind: frameworkItems.kind,
  central_exam: frameworkItems.centralExam,
  school_exam: frameworkItems.schoolExam,
  core: frameworkItems.core,
  optional: frameworkItems.optional,
  levels: frameworkItems.levels,
  withdrawn_in: frameworkItems.withdrawnIn,
} satisfies { [K in keyof TFrameworkItem]: unknown };

/** The framework `frameworkId` if the location may use it. */
export const usableFramework = (frameworkId: number, locationId: number) =>
  and(eq(frameworks.id, frameworkId), usableBy(locationId));
