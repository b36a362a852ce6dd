import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { TPickedFrameworkItem } from '@/lib/framework-link-queries';
import type { TTermCounts } from '@/lib/use-terms';
import type {
  TCompetence,
  TLearningCluster,
  TLearningGoal,
  TLearningOutcome,
  TTermWords,
} from '@cp/contracts';

/** The kinds of the competence tree. */
export type TTreeKind =
  'competences' | 'learning-clusters' | 'learning-outcomes' | 'learning-goals';

export interface TTreeItemOf {
  competences: TCompetence;
  'learning-clusters': TLearningCluster;
  'learning-outcomes': TLearningOutcome;
  'learning-goals': TLearningGoal;
}

/** What a row asks the panel to do; the panel opens the matching dialog. */
export type TTreeAction =
  | { type: 'create'; kind: 'competences' }
  | { type: 'create'; kind: 'learning-clusters' | 'learning-outcomes'; competence: number }
  | { type: 'create'; kind: 'learning-goals'; outcome: number }
  | { type: 'edit' | 'delete'; kind: 'competences'; item: TCompetence }
  | { type: 'edit' | 'delete'; kind: 'learning-clusters'; item: TLearningCluster }
  | { type: 'edit' | 'delete'; kind: 'learning-outcomes'; item: TLearningOutcome }
  | { type: 'edit' | 'delete'; kind: 'learning-goals'; item: TLearningGoal }
  | { type: 'clusters'; goal: TLearningGoal }
  | { type: 'frameworkItems'; goal: TLearningGoal };

/**
 * What every row of the tree needs and that does not change per row: the texts, the names of
 * the terms, read-only, and the panel's callbacks (all stable). Rows read it from context
 * instead of each subscribing to the translations and the naming query themselves.
 */
export interface TTreeContext {
  t: TFunction;
  terms: TTermWords;
  /** "1 cluster", "2 clusters": a count with the right form of the school's word. */
  countOf: TTermCounts['countOf'];
  readOnly: boolean;
  act: (action: TTreeAction) => void;
  /** Saves the new order of one list (all its ids). */
  reorder: (kind: TTreeKind, ids: readonly number[]) => void;
  /**
   * Opens or closes a competence (`competence:1`) or learning outcome (`outcome:5`); opening
   * also opens `children` (the outcomes of a competence, so its goals show at once).
   */
  toggle: (key: string, children?: readonly string[]) => void;
  /** The framework items a goal covers (docs/frameworks.md "Linking"), in framework order. */
  frameworkItemsOf: (goalId: number) => TPickedFrameworkItem[];
}

export const TreeContext = createContext<TTreeContext | null>(null);

export function useTree(): TTreeContext {
  const context = useContext(TreeContext);
  if (!context) throw new Error('useTree outside the competence tree');
  return context;
}

/** How a row names its item for screen readers and dialogs: "1.2 Title". */
export const itemName = (item: { index: string; title: string }) => `${item.index} ${item.title}`;
