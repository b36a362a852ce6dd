import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TDesignKind } from '@cp/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { learningOutcomes } from '../../db/schema';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { closeGap, nextPosition, replaceLinks } from '../ordered-lists';
import { checkDesignInput, sameIndexWhere } from './check-design-input';
import {
  guarded,
  itemNotFound,
  listOf,
  type AnyInput,
  type ErasedValues,
  type Item,
} from './design-item-rows';
import { DESIGN_KIND_SPECS, type KindSpec } from './kinds';

/*
 * Editing a design item (docs/design.md), generic over the registry in kinds.ts; moved to another
 * list it goes last in the new one.
 */

/**
 * The item to update, in one statement: its list and position, whether the input's index is taken
 * by another item of the list the input puts it in (the friendly check; the unique index catches
 * races), and its links now, per link list of the kind. 404 when it is not of this education.
 */
async function itemForUpdate(
  tx: DbOrTx,
  spec: KindSpec,
  educationId: number,
  id: number,
  input: AnyInput,
) {
  const fields: Record<string, PgColumn | SQL> = {
    id: spec.id,
    position: spec.position,
    list: spec.listColumn ?? sql<null>`null`,
  };
  const others = sameIndexWhere(spec, educationId, input, id);
  if (others) {
    fields.indexTaken = sql<boolean>`exists (select 1 from ${spec.table} where ${others})`;
  }
  spec.links.forEach((link, i) => {
    fields[`links${i}`] = sql<number[]>`coalesce((select array_agg(${link.other}) from ${
      link.table
    } where ${link.owner} = ${id}), '{}'::int[])`;
  });
  const [row] = await tx
    .select(fields)
    .from(spec.table)
    .where(and(eq(spec.id, id), eq(spec.educationId, educationId)))
    .limit(1);
  if (!row) throw itemNotFound();
  return {
    id: row.id as number,
    position: row.position as number,
    list: row.list as number | null,
    indexTaken: row.indexTaken === true,
    links: spec.links.map((_, i) => (row[`links${i}`] as (number | string)[]).map(Number)),
  };
}

/**
 * Edits an item. A rename, the most common change, is one statement to read the item (with the
 * index check and its links) and one to write it and read back the answer, besides the
 * education's lock (changeEducation): a link list that stays the same set is neither checked nor
 * rewritten (issue 26: round trips are most of a change's time on a busy machine, and one
 * education's changes wait for each other).
 */
export async function updateDesignItem(
  options: EducationChange & { designKind: TDesignKind; id: number; input: AnyInput },
): Promise<Item> {
  const spec = DESIGN_KIND_SPECS[options.designKind];
  const { input, now } = options;
  return changeEducation(options, async (tx, education) => {
    const item = await itemForUpdate(tx, spec, education.id, options.id, input);
    const list = spec.listOf(input);
    const changedLinks = await checkDesignInput(tx, spec, education.id, input, item);
    const moved = list !== item.list;
    const values: Record<string, unknown> = {
      ...spec.toRow(input),
      updatedAt: now,
    };
    // Moved to another list (another competence or outcome): last in the new one.
    if (moved) {
      await closeGap(tx, listOf(spec, education.id, item.list), item.position);
      values.position = await nextPosition(tx, listOf(spec, education.id, list));
    }
    // A learning cluster moved to another competence leaves its outcomes behind, ungrouped.
    if (moved && spec.kind === 'learning-clusters') {
      await tx
        .update(learningOutcomes)
        .set({ learningClusterId: null, updatedAt: now })
        .where(eq(learningOutcomes.learningClusterId, item.id));
    }
    for (const [link, ids] of changedLinks) await replaceLinks(tx, link, item.id, ids);
    // The answer comes back with the write; its link lists see the links written above.
    const [answer] = await guarded(spec, () =>
      tx
        .update(spec.table)
        .set(values as unknown as ErasedValues)
        .where(eq(spec.id, item.id))
        .returning(spec.answer),
    );
    if (!answer) throw itemNotFound();
    return answer;
  });
}
