import { PlanTestDialog } from '@/features/plan/components/details/PlanTestDialog';
import { readOnlyReason } from '@/features/plan/components/PlanScreen';
import type { TPlanParts } from '@/features/test-plan/components/slots';
import TestPlanRoute from '@/features/test-plan/routes/TestPlanRoute';

/*
 * /toetsplan is the test-plan feature's screen with two parts of the plan feature in it: the
 * plan's test form ("Bewerken" on a row) and the plan's rule of who may change it. Features do
 * not import each other, so the app composes them here.
 */
const renderTestForm: TPlanParts['renderTestForm'] = ({ test, onSaved, ...props }) => (
  <PlanTestDialog {...props} test={test} onSaved={() => onSaved()} />
);

export default function TestPlanScreen() {
  return <TestPlanRoute renderTestForm={renderTestForm} readOnlyReason={readOnlyReason} />;
}
