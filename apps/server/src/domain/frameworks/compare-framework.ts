import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { frameworkItems } from '../../db/schema';
import type { TParsedFramework, TParsedItem } from './parsed-framework';

/*
 * What a new release changes in a stored framework, for the preview (docs/frameworks.md
 * "A new release"): matched by source id. An item SLO edited gets a new id, so it shows as one
 * withdrawn and one added with the same code: those pairs are "replaced".
 */

const COMPARED = ['code', 'title', 'description', 'kind', 'parent', 'flags', 'levels'] as const;
export type TComparedField = (typeof COMPARED)[number];

export type TItemRef = { code: string; title: string };
export type TFrameworkChanges = {
  added: TItemRef[];
  changed: (TItemRef & { fields: TComparedField[] })[];
  withdrawn: TItemRef[];
  replaced: { before: TItemRef; after: TItemRef }[];
  /** Withdrawn in an earlier release, published again. */
  restored: TItemRef[];
};

type TStored = Omit<TParsedItem, 'parentSourceId'> & {
  parentSourceId: string | null;
  withdrawnIn: string | null;
};

async function storedItems(db: DbOrTx, frameworkId: number): Promise<TStored[]> {
  const parent = alias(frameworkItems, 'parent');
  return db
    .select({
      sourceId: frameworkItems.sourceId,
      parentSourceId: parent.sourceId,
      code: frameworkItems.code,
      title: frameworkItems.title,
      description: frameworkItems.description,
      kind: frameworkItems.kind,
      centralExam: frameworkItems.centralExam,
      schoolExam: frameworkItems.schoolExam,
      core: frameworkItems.core,
      optional: frameworkItems.optional,
      levels: frameworkItems.levels,
      withdrawnIn: frameworkItems.withdrawnIn,
    })
    .from(frameworkItems)
    .leftJoin(parent, eq(parent.id, frameworkItems.parentId))
    .where(eq(frameworkItems.frameworkId, frameworkId))
    .orderBy(asc(frameworkItems.ordinal));
}

const flagsOf = (item: TParsedItem | TStored) =>
  [item.centralExam, item.schoolExam, item.core, item.optional].join();

function changedFields(before: TStored, after: TParsedItem): TComparedField[] {
  const differs: Record<TComparedField, boolean> = {
    code: before.code !== after.code,
    title: before.title !== after.title,
    description: before.description !== after.description,
    kind: before.kind !== after.kind,
    parent: before.parentSourceId !== after.parentSourceId,
    flags: flagsOf(before) !== flagsOf(after),
    levels: before.levels.join('\u001f') !== after.levels.join('\u001f'),
  };
  return COMPARED.filter((field) => differs[field]);
}

const ref = (item: TItemRef): TItemRef => ({ code: item.code, title: item.title });

/** The changes of `parsed` against the stored framework `frameworkId`. */
export async function compareFramework(
  db: DbOrTx,
  frameworkId: number,
  parsed: TParsedFramework,
): Promise<TFrameworkChanges> {
  const stored = new Map((await storedItems(db, frameworkId)).map((item) => [item.sourceId, item]));
  const changes: TFrameworkChanges = {
    added: [],
    changed: [],
    withdrawn: [],
    replaced: [],
    restored: [],
  };
  const published = new Set<string>();
  for (const item of parsed.items) {
    published.add(item.sourceId);
    const before = stored.get(item.sourceId);
    if (!before) changes.added.push(ref(item));
    else if (before.withdrawnIn !== null) changes.restored.push(ref(item));
    else {
      const fields = changedFields(before, item);
      if (fields.length > 0) changes.changed.push({ ...ref(item), fields });
    }
  }
  for (const item of stored.values()) {
    if (item.withdrawnIn === null && !published.has(item.sourceId))
      changes.withdrawn.push(ref(item));
  }
  // A withdrawn item and an added one with the same code: one item replaced.
  for (const before of [...changes.withdrawn]) {
    const at = before.code === '' ? -1 : changes.added.findIndex((a) => a.code === before.code);
    if (at < 0) continue;
    const [after] = changes.added.splice(at, 1);
    changes.withdrawn.splice(changes.withdrawn.indexOf(before), 1);
    changes.replaced.push({ before, after: after! });
  }
  return changes;
}
