import type { TDesign } from '@cp/contracts';
import { CompetenceItemModal } from '../forms/CompetenceItemModal';
import { TreeDeleteModal } from '../delete/TreeDeleteModal';
import { GoalClustersModal } from './GoalClustersModal';
import type { TTreeDialog } from './use-tree-dialog';

/** The competence tree's open dialog, if any: none at all when read-only. */
export function TreeDialogs({
  dialog,
  design,
  location,
  education,
  readOnly,
  onSaved,
  onClose,
}: {
  dialog: TTreeDialog;
  design: TDesign;
  location: string;
  education: string;
  readOnly: boolean;
  onSaved: (parents: { competence?: number; outcome?: number }) => void;
  onClose: () => void;
}) {
  return (
    <>
      {!readOnly && dialog?.type === 'form' && (
        <CompetenceItemModal
          key={`${dialog.target.kind}:${dialog.target.item?.id ?? 'new'}`}
          design={design}
          location={location}
          education={education}
          target={dialog.target}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
      {!readOnly && dialog?.type === 'delete' && (
        <TreeDeleteModal
          design={design}
          location={location}
          education={education}
          kind={dialog.kind}
          item={dialog.item}
          onClose={onClose}
        />
      )}
      {!readOnly && dialog?.type === 'clusters' && (
        <GoalClustersModal
          design={design}
          location={location}
          education={education}
          goal={dialog.goal}
          onClose={onClose}
        />
      )}
    </>
  );
}
