import { and, eq, ne } from 'drizzle-orm';
import type { TDesignKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { invalidField } from '../errors';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { nextPosition, replaceLinks } from '../ordered-lists';
import {
  checkLinks,
  checkParents,
  guarded,
  itemNotFound,
  listOf,
  M,
  type AnyInput,
  type ErasedValues,
  type Item,
} from './design-item-rows';
import { DESIGN_KIND_SPECS, listWhere, type KindSpec, type LinkSpec } from './kinds';

/*
 * Creating a design item (docs/design.md), generic over the registry in kinds.ts: last in its
 * list, its parents, index and links checked first.
 */

/** The friendly check of the unique index; the index itself catches races (uniqueOrInvalid). */
async function checkIndex(
  tx: DbOrTx,
  spec: KindSpec,
  educationId: number,
  list: number | null,
  input: AnyInput,
  selfId?: number,
) {
  if (!spec.index || !('index' in input)) return;
  const [row] = await tx
    .select({ id: spec.id })
    .from(spec.table)
    .where(
      and(
        listWhere(spec, educationId, list),
        eq(spec.index.column, input.index),
        selfId === undefined ? undefined : ne(spec.id, selfId),
      ),
    )
    .limit(1);
  if (row) throw invalidField('index', M.indexTaken);
}

/** The linked ids of an input per link field, checked. */
async function linksOf(tx: DbOrTx, spec: KindSpec, input: AnyInput, educationId: number) {
  const checked: [LinkSpec, number[]][] = [];
  for (const link of spec.links) {
    const ids = (input as Record<string, unknown>)[link.field] as readonly number[] | undefined;
    checked.push([link, await checkLinks(tx, link, ids ?? [], educationId)]);
  }
  return checked;
}

async function answerOf(tx: DbOrTx, spec: KindSpec, id: number): Promise<Item> {
  const [row] = await tx.select(spec.answer).from(spec.table).where(eq(spec.id, id)).limit(1);
  if (!row) throw itemNotFound();
  return row;
}

export async function createDesignItem(
  options: EducationChange & { designKind: TDesignKind; input: AnyInput },
): Promise<Item> {
  const spec = DESIGN_KIND_SPECS[options.designKind];
  const { input } = options;
  return changeEducation(options, async (tx, education) => {
    const list = spec.listOf(input);
    await checkParents(tx, spec, input, education.id);
    await checkIndex(tx, spec, education.id, list, input);
    const links = await linksOf(tx, spec, input, education.id);
    const position = await nextPosition(tx, listOf(spec, education.id, list));
    const values = {
      ...spec.toRow(input),
      educationId: education.id,
      position,
    } as unknown as ErasedValues;
    const [row] = await guarded(spec, () =>
      tx.insert(spec.table).values(values).returning({ id: spec.id }),
    );
    const id = (row as { id: number } | undefined)?.id;
    if (id === undefined) throw new Error(`${spec.kind}: insert returned nothing`);
    for (const [link, ids] of links) await replaceLinks(tx, link, id, ids);
    return answerOf(tx, spec, id);
  });
}
