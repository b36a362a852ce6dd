import { useTranslation } from 'react-i18next';
import type { TElective, TYearPlan } from '@cp/contracts';
import type { usePlanActions } from '../api/use-plan-actions';
import type { TElectiveRow } from '../timeline-model';
import { ChoiceModal } from './ChoiceModal';
import { ElectiveModal } from './ElectiveModal';
import { PlaceClusterModal } from './PlaceClusterModal';
import { RemoveModal } from './RemoveModal';
import { rowName } from './row-name';
import { SpecialBlockModal } from './SpecialBlockModal';
import type { TPlanDialog } from './use-plan-dialog';

/** The board's open form or question, if any, saving through the plan's actions. */
export function PlanDialogs({
  dialog,
  plan,
  electivesToPlace,
  actions,
  onPlaced,
  announce,
  onClose,
}: {
  dialog: TPlanDialog | null;
  plan: TYearPlan;
  electivesToPlace: TElective[];
  actions: ReturnType<typeof usePlanActions>;
  /** After the form planned a design cluster. */
  onPlaced: (clusterId: number) => void;
  announce: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const weeks = plan.year.weeks;
  const electiveOf = (row: TElectiveRow | null) =>
    row ? (row.elective ? [row.elective] : []) : electivesToPlace;

  return (
    <>
      {dialog?.kind === 'block' && (
        <SpecialBlockModal
          block={dialog.block}
          weeks={weeks}
          onSave={(input) => actions.saveBlock({ id: dialog.block?.id ?? null, ...input })}
          onDelete={(block) => actions.removeBlock(block.id)}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'elective' && (
        <ElectiveModal
          slot={dialog.row?.slot ?? null}
          electives={electiveOf(dialog.row)}
          choices={dialog.row?.choices ?? 0}
          weeks={weeks}
          onSave={(input) => actions.saveElective({ id: dialog.row?.slot.id ?? null, ...input })}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'choice' && (
        <ChoiceModal
          electiveName={rowName(dialog.row)}
          candidates={dialog.row.candidates}
          onSave={(cluster) =>
            actions.addChoice({ slotId: dialog.row.slot.id, clusterId: cluster.id })
          }
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'place' && (
        <PlaceClusterModal
          cluster={dialog.cluster}
          weeks={weeks}
          onSave={async (range) => {
            await actions.place({ cluster_id: dialog.cluster.id, ...range });
            onPlaced(dialog.cluster.id);
          }}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveModal
          plan={plan}
          row={dialog.row}
          name={rowName(dialog.row)}
          onConfirm={() => {
            const row = dialog.row;
            if (row.kind === 'elective') actions.removeSlot(row.slot.id);
            else actions.removeCluster(row.planned.id);
            announce(t('planScreen.announce.removed', { name: rowName(row) }));
          }}
          onClose={onClose}
        />
      )}
    </>
  );
}
