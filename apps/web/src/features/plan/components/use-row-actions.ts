import { useMemo } from 'react';
import type { TPlanDialog } from './use-plan-dialog';
import type { TRowActions } from './TimelineRow';

/**
 * What a row's bar and buttons do: a bar opens its planned cluster's details or its slot's form
 * (not when read-only), the buttons ask to remove or add a choice. Stable for the memoised rows.
 */
export function useRowActions(
  readOnly: boolean,
  openDialog: (dialog: TPlanDialog) => void,
  openDetails: (plannedClusterId: number) => void,
) {
  return useMemo<TRowActions>(
    () => ({
      open: (row) => {
        if (row.kind === 'elective') {
          if (!readOnly && row.slot.id > 0) openDialog({ kind: 'elective', row });
        } else if (row.planned.id > 0) openDetails(row.planned.id);
      },
      remove: (row) => openDialog({ kind: 'remove', row }),
      addChoice: (row) => openDialog({ kind: 'choice', row }),
    }),
    [readOnly, openDialog, openDetails],
  );
}
