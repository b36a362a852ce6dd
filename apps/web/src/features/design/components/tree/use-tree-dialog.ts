import { useCallback, useState } from 'react';
import type { TLearningGoal } from '@cp/contracts';
import type { TItemFormTarget } from '../forms/competence-item-form';
import type { TTreeAction, TTreeItemOf, TTreeKind } from './TreeContext';

export type TTreeDialog =
  | { type: 'form'; target: TItemFormTarget }
  | { type: 'delete'; kind: TTreeKind; item: TTreeItemOf[TTreeKind] }
  | { type: 'clusters'; goal: TLearningGoal }
  | { type: 'frameworkItems'; goal: TLearningGoal }
  | null;

/** The dialog a row's action opens (a form, a delete question, a goal's clusters or items). */
export function useTreeDialog() {
  const [dialog, setDialog] = useState<TTreeDialog>(null);
  const act = useCallback((action: TTreeAction) => {
    switch (action.type) {
      case 'create':
        setDialog({
          type: 'form',
          target: {
            kind: action.kind,
            competence: 'competence' in action ? action.competence : undefined,
            outcome: 'outcome' in action ? action.outcome : undefined,
          },
        });
        return;
      case 'edit':
        setDialog({ type: 'form', target: { kind: action.kind, item: action.item } });
        return;
      case 'delete':
        setDialog({ type: 'delete', kind: action.kind, item: action.item });
        return;
      case 'clusters':
      case 'frameworkItems':
        setDialog({ type: action.type, goal: action.goal });
    }
  }, []);
  const close = () => setDialog(null);
  return { dialog, act, close };
}
