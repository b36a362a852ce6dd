import { useParams } from 'react-router';
import { useChosenEducation } from '@/lib/chosen-education';
import type { TPlanParts } from '../components/slots';
import { TestPlanScreen } from '../components/TestPlanScreen';

/**
 * /toetsplan/{year_id?}: the test plan of the selected education, one year at a time
 * (docs/test-plan.md). Under the `<RequireEducation>` layout route; the app hands in what it
 * takes from the plan (app/screens/TestPlanScreen.tsx).
 */
export default function TestPlanRoute(parts: TPlanParts) {
  const { yearId } = useParams();
  const { location, education } = useChosenEducation();
  return <TestPlanScreen location={location} education={education} yearId={yearId} parts={parts} />;
}
