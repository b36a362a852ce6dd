import { asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { TFramework } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { frameworkItems, frameworks } from '../../db/schema';

/**
 * The frameworks a location may use, by title: the national ones and its own; with no location,
 * the national ones only (the platform administrator's list). Items counted are those published.
 */
export async function listFrameworks(db: DbOrTx, locationId: number | null): Promise<TFramework[]> {
  const rows = await db
    .select({
      id: frameworks.id,
      locationId: frameworks.locationId,
      sourceKind: frameworks.sourceKind,
      code: frameworks.code,
      title: frameworks.title,
      version: frameworks.version,
      release: frameworks.release,
      levels: frameworks.levels,
      licence: frameworks.licence,
      attribution: frameworks.attribution,
      sourceUrl: frameworks.sourceUrl,
      importedAt: frameworks.importedAt,
      items: sql<number>`(select ${count()} from ${frameworkItems}
        where ${frameworkItems.frameworkId} = ${frameworks.id} and ${frameworkItems.withdrawnIn} is null)`.mapWith(
        Number,
      ),
    })
    .from(frameworks)
    .where(
      locationId === null
        ? isNull(frameworks.locationId)
        : or(isNull(frameworks.locationId), eq(frameworks.locationId, locationId)),
    )
    .orderBy(asc(frameworks.title), asc(frameworks.id));
  return rows.map((row) => ({
    id: row.id,
    national: row.locationId === null,
    source_kind: row.sourceKind,
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
  }));
}
