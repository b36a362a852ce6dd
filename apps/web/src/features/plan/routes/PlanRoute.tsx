import { useParams } from 'react-router';
import { useChosenEducation } from '@/lib/chosen-education';
import { PlanScreen } from '../components/PlanScreen';

/**
 * /plan/{year_id?}: the plan of the selected education, one year at a time (docs/plan.md "Year
 * choice"). Under the `<RequireEducation>` layout route, which asks for an education when none is
 * chosen.
 */
export default function PlanRoute() {
  const { yearId } = useParams();
  const { location, education } = useChosenEducation();
  return <PlanScreen location={location} education={education} yearId={yearId} />;
}
