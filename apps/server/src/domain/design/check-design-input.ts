import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalidField } from '../errors';
import { checkLinks, checkParents, M, type AnyInput } from './design-item-rows';
import { listWhere, type KindSpec, type LinkSpec } from './kinds';
import { refuseNewWithdrawnGoals } from './withdrawn-goals';

/*
 * What creating and editing a design item check before they write (create-design-item.ts,
 * update-design-item.ts; docs/design.md): the input's parents, its index within the list it puts
 * the item in, and its links, in that order, each 422 on its field.
 */

/**
 * The other items of the list the input puts an item in that hold the input's index (`selfId`, the
 * edited item, aside); undefined when the kind or the input has no index.
 */
export function sameIndexWhere(
  spec: KindSpec,
  educationId: number,
  input: AnyInput,
  selfId?: number,
): SQL | undefined {
  if (!spec.index || !('index' in input)) return undefined;
  return and(
    listWhere(spec, educationId, spec.listOf(input)),
    eq(spec.index.column, input.index),
    selfId === undefined ? undefined : ne(spec.id, selfId),
  );
}

/** The friendly check of the unique index for a new item; the index itself catches races. */
async function indexTaken(
  tx: DbOrTx,
  spec: KindSpec,
  educationId: number,
  input: AnyInput,
): Promise<boolean> {
  const others = sameIndexWhere(spec, educationId, input);
  if (!others) return false;
  const [row] = await tx.select({ id: spec.id }).from(spec.table).where(others).limit(1);
  return row !== undefined;
}

/** Whether `ids` (repeats allowed) are exactly the ids of `now`. */
function sameIds(ids: readonly number[], now: readonly number[]): boolean {
  const wanted = new Set(ids);
  return wanted.size === now.length && now.every((id) => wanted.has(id));
}

/**
 * Checks an input before it is written and answers the link lists to write. An edit passes what
 * it read with the item (issue 26: one statement): whether the index is taken, and the links it
 * has now, so a link list that stays the same set is neither checked nor written again.
 */
export async function checkDesignInput(
  tx: DbOrTx,
  spec: KindSpec,
  educationId: number,
  input: AnyInput,
  current?: { indexTaken: boolean; links: readonly (readonly number[])[] },
): Promise<[LinkSpec, number[]][]> {
  await checkParents(tx, spec, input, educationId);
  const taken = current ? current.indexTaken : await indexTaken(tx, spec, educationId, input);
  if (taken) throw invalidField('index', M.indexTaken);
  const links: [LinkSpec, number[]][] = [];
  for (const [i, link] of spec.links.entries()) {
    const ids = (input as Record<string, unknown>)[link.field] as readonly number[] | undefined;
    if (current && sameIds(ids ?? [], current.links[i] ?? [])) continue;
    const checked = await checkLinks(tx, link, ids ?? [], educationId);
    if (link.field === 'goal_ids') {
      // A cluster keeps the withdrawn goals it covers; it gains none.
      const now = new Set(current?.links[i] ?? []);
      await refuseNewWithdrawnGoals(
        tx,
        checked.filter((id) => !now.has(id)),
        link.field,
      );
    }
    links.push([link, checked]);
  }
  return links;
}
