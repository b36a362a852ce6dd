import type { TDesign } from '@cp/contracts';
import { CompetenceItemModal } from '../forms/CompetenceItemModal';
import { TreeDeleteModal } from '../delete/TreeDeleteModal';
import { FrameworkItemsModal } from '@/components/framework/FrameworkItemsModal';
import type { TPickedFrameworkItem } from '@/lib/framework-link-queries';
import { capitalize, useTerms } from '@/lib/use-terms';
import { useTranslation } from 'react-i18next';
import { GoalClustersModal } from './GoalClustersModal';
import { itemName } from './TreeContext';
import type { TTreeDialog } from './use-tree-dialog';

/** The competence tree's open dialog, if any: none at all when read-only. */
export function TreeDialogs({
  dialog,
  design,
  location,
  education,
  readOnly,
  frameworkItemsOf,
  onSaved,
  onClose,
}: {
  dialog: TTreeDialog;
  design: TDesign;
  location: string;
  education: string;
  readOnly: boolean;
  frameworkItemsOf: (goalId: number) => TPickedFrameworkItem[];
  onSaved: (parents: { competence?: number; outcome?: number }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const terms = useTerms();
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
      {!readOnly && dialog?.type === 'frameworkItems' && (
        <FrameworkItemsModal
          location={location}
          education={education}
          owner="goal"
          id={dialog.goal.id}
          title={capitalize(
            t('frameworkLinks.goalTitle', {
              goal: terms.learningGoal,
              name: itemName(dialog.goal),
            }),
          )}
          linked={frameworkItemsOf(dialog.goal.id)}
          onClose={onClose}
        />
      )}
    </>
  );
}
