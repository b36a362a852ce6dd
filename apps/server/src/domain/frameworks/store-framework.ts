import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { frameworkItems, frameworks } from '../../db/schema';
import type { TParsedFramework } from './parsed-framework';
import { searchTextOf } from './search-text';

/*
 * Stores one read framework as a new framework or as a new release of the stored one
 * (decision 0028): items matched by source id are updated, new ones added, and those no longer
 * published kept with `withdrawn_in`. Set-based: the items go as one JSON document, so a
 * framework of any size is a handful of statements.
 */

export type TFrameworkOwner = { locationId: number | null };

export type TStoredFramework = { id: number; release: string; updatedAt: Date };

/**
 * The stored frameworks these would update (same owner, source kind and source key), read in one
 * query: answers the lookup of one framework's stored row, or null for a new one.
 */
export async function findStoredFrameworks(
  db: DbOrTx,
  owner: TFrameworkOwner,
  parsed: readonly Pick<TParsedFramework, 'sourceKind' | 'sourceKey'>[],
): Promise<
  (framework: Pick<TParsedFramework, 'sourceKind' | 'sourceKey'>) => TStoredFramework | null
> {
  const keyOf = (kind: string, key: string) => `${kind}\u0000${key}`;
  const rows =
    parsed.length === 0
      ? []
      : await db
          .select({
            id: frameworks.id,
            release: frameworks.release,
            updatedAt: frameworks.updatedAt,
            sourceKind: frameworks.sourceKind,
            sourceKey: frameworks.sourceKey,
          })
          .from(frameworks)
          .where(
            and(
              owner.locationId === null
                ? isNull(frameworks.locationId)
                : eq(frameworks.locationId, owner.locationId),
              inArray(frameworks.sourceKey, [...new Set(parsed.map((f) => f.sourceKey))]),
            ),
          );
  const byKey = new Map(rows.map((row) => [keyOf(row.sourceKind, row.sourceKey), row]));
  return (framework) => {
    const row = byKey.get(keyOf(framework.sourceKind, framework.sourceKey));
    return row ? { id: row.id, release: row.release, updatedAt: row.updatedAt } : null;
  };
}

/** The framework's row, new or updated with this release's description. */
async function upsertFramework(
  db: DbOrTx,
  owner: TFrameworkOwner,
  parsed: TParsedFramework,
  release: string,
  userId: number,
  storedId: number | null,
): Promise<number> {
  const values = {
    code: parsed.code,
    title: parsed.title,
    description: parsed.description,
    version: parsed.version,
    release,
    levels: parsed.levels,
    licence: parsed.licence,
    attribution: parsed.attribution,
    sourceUrl: parsed.sourceUrl,
    importedBy: userId,
  };
  if (storedId !== null) {
    await db
      .update(frameworks)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(frameworks.id, storedId));
    return storedId;
  }
  const [row] = await db
    .insert(frameworks)
    .values({
      ...values,
      locationId: owner.locationId,
      sourceKind: parsed.sourceKind,
      sourceKey: parsed.sourceKey,
    })
    .returning({ id: frameworks.id });
  return row!.id;
}

/** The items as the JSON rows the statements below read, with place, order and depth. */
function itemRows(parsed: TParsedFramework) {
  const depthOf = new Map<string, number>();
  const siblings = new Map<string | null, number>();
  return parsed.items.map((item, ordinal) => {
    const depth = item.parentSourceId === null ? 1 : (depthOf.get(item.parentSourceId) ?? 0) + 1;
    depthOf.set(item.sourceId, depth);
    const position = (siblings.get(item.parentSourceId) ?? 0) + 1;
    siblings.set(item.parentSourceId, position);
    return {
      source_id: item.sourceId,
      parent_source_id: item.parentSourceId,
      position,
      ordinal: ordinal + 1,
      depth,
      code: item.code,
      title: item.title,
      description: item.description,
      kind: item.kind,
      central_exam: item.centralExam,
      school_exam: item.schoolExam,
      core: item.core,
      optional: item.optional,
      levels: item.levels,
      search_text: searchTextOf(item.code, item.title, item.description),
    };
  });
}

/** Stores the framework and its items; answers the framework's id. */
export async function storeFramework(
  db: DbOrTx,
  options: {
    owner: TFrameworkOwner;
    parsed: TParsedFramework;
    release: string;
    userId: number;
    /** The stored framework this release updates (findStoredFrameworks); null for a new one. */
    storedId: number | null;
  },
): Promise<number> {
  const { owner, parsed, release, userId, storedId } = options;
  const frameworkId = await upsertFramework(db, owner, parsed, release, userId, storedId);
  const rows = JSON.stringify(itemRows(parsed));
  const recordset = sql`jsonb_to_recordset(${rows}::jsonb) as x(
    source_id text, parent_source_id text, position int, ordinal int, depth int, code text,
    title text, description text, kind text, central_exam boolean, school_exam boolean,
    core boolean, optional boolean, levels jsonb, search_text text)`;
  // Every published item, new or again: its fields as published, no longer withdrawn.
  await db.execute(sql`
    insert into ${frameworkItems} (framework_id, source_id, position, ordinal, depth, code, title,
      description, kind, central_exam, school_exam, core, optional, levels, search_text)
    select ${frameworkId}, x.source_id, x.position, x.ordinal, x.depth, x.code, x.title,
      x.description, x.kind, x.central_exam, x.school_exam, x.core, x.optional,
      array(select jsonb_array_elements_text(x.levels)), x.search_text
    from ${recordset}
    on conflict (framework_id, source_id) do update set
      position = excluded.position, ordinal = excluded.ordinal, depth = excluded.depth,
      code = excluded.code, title = excluded.title, description = excluded.description,
      kind = excluded.kind, central_exam = excluded.central_exam,
      school_exam = excluded.school_exam, core = excluded.core, optional = excluded.optional,
      levels = excluded.levels, search_text = excluded.search_text, withdrawn_in = null,
      updated_at = now()`);
  // Parents by source id, now that every item has its row.
  await db.execute(sql`
    update ${frameworkItems} as child set parent_id = parent.id
    from ${recordset}
    left join ${frameworkItems} as parent
      on parent.framework_id = ${frameworkId} and parent.source_id = x.parent_source_id
    where child.framework_id = ${frameworkId} and child.source_id = x.source_id
      and child.parent_id is distinct from parent.id`);
  // Published no more: kept for the links to it, flagged with the release that dropped it.
  await db.execute(sql`
    update ${frameworkItems} set withdrawn_in = ${release}, updated_at = now()
    where framework_id = ${frameworkId} and withdrawn_in is null
      and source_id not in (select x.source_id from ${recordset})`);
  return frameworkId;
}
