import { useState } from 'react';
import type { TPlanItemKindPath, TPlanOrderedList } from '@cp/contracts';
import { moved } from '@/features/plan/api/plan-item-changes';
import { useDeletePlanItem, useReorderPlanItems } from '@/features/plan/api/plan-items';
import type { TDetails } from './details-model';

/** Which dialog of a list is open: add, edit or delete one item, or none. */
export type TDialog<T> =
  { type: 'create' } | { type: 'edit'; item: T } | { type: 'delete'; item: T } | null;

/** Moving one row of a list of a planned cluster up or down; shows at once (plan-items.ts). */
export function useMoveInList<T extends { id: number }>(details: TDetails, list: TPlanOrderedList) {
  const reorder = useReorderPlanItems(details.scope, details.planned.id);
  return (items: readonly T[], index: number, step: -1 | 1) =>
    reorder.mutate({
      kind: list,
      ids: moved(
        items.map((item) => item.id),
        index,
        step,
      ),
    });
}

/**
 * Reorder and delete of one list of a planned cluster, and its open dialog. Both show at once
 * (plan-items.ts); the hooks live in the section, which stays while the dialogs come and go.
 */
export function useListActions<T extends { id: number }>(
  details: TDetails,
  kind: TPlanItemKindPath,
) {
  const move = useMoveInList<T>(details, kind);
  const remove = useDeletePlanItem(details.scope);
  const [dialog, setDialog] = useState<TDialog<T>>(null);
  return {
    dialog,
    setDialog,
    close: () => setDialog(null),
    move,
    remove: (item: T, name: string) => remove.mutate({ kind, id: item.id, name }),
  };
}
