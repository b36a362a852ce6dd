import type { ReactNode } from 'react';
import type { TEducation, TPlanTest } from '@cp/contracts';

/** Where the plan's test form opens from the Toetsplan ("Bewerken" on a row). */
export interface TTestFormProps {
  location: string;
  education: string;
  yearId: number;
  plannedClusterId: number;
  test: TPlanTest;
  /** Closed, saved or not. */
  onClose: () => void;
  /** Saved: the screen reads its year again. */
  onSaved: () => void;
}

/**
 * What the app gives the screen from the plan feature (features do not import each other;
 * app/screens/TestPlanScreen.tsx composes them): the plan's full test form, and the plan's rule
 * of why an education's plan cannot be changed (null: the user may change it).
 */
export interface TPlanParts {
  renderTestForm: (props: TTestFormProps) => ReactNode;
  readOnlyReason: (
    education: Pick<TEducation, 'status' | 'can_design'>,
  ) => 'reviewing' | 'active' | 'noRights' | null;
}
