import type { TDesignKind } from '@cp/contracts';
import { invalidField } from '../errors';
import { changeEducation, type EducationChange } from '../educations/change-education';
import { reorderList } from '../ordered-lists';
import { listOf, M, requireItem } from './design-item-rows';
import { DESIGN_KIND_SPECS } from './kinds';

/**
 * PUT .../design/:kind/order: `ids` must be exactly the ids of one list (the list of the first
 * id), else 422 orderMismatch (the screen reloads). Positions become 1..n in one statement.
 */
export async function reorderDesignItems(
  options: EducationChange & { designKind: TDesignKind; ids: number[] },
): Promise<void> {
  const spec = DESIGN_KIND_SPECS[options.designKind];
  const { ids } = options;
  const mismatch = () => invalidField('ids', M.orderMismatch);
  await changeEducation(options, async (tx, education) => {
    const [first] = ids;
    if (first === undefined || new Set(ids).size !== ids.length) throw mismatch();
    const head = await requireItem(tx, spec, education.id, first).catch(() => {
      throw mismatch();
    });
    await reorderList(tx, listOf(spec, education.id, head.list), ids, M.orderMismatch);
  });
}
