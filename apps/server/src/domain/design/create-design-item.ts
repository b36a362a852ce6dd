import { eq } from 'drizzle-orm';
import type { TDesignKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { nextPosition, replaceLinks } from '../ordered-lists';
import { checkDesignInput } from './check-design-input';
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
 * Creating a design item (docs/design.md), generic over the registry in kinds.ts: last in its
 * list, its parents, index and links checked first.
 */

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
    const links = await checkDesignInput(tx, spec, education.id, input);
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
