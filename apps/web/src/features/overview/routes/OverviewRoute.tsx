import { useChosenEducation } from '@/lib/chosen-education';
import { OverviewScreen } from '../components/OverviewScreen';

/**
 * /overzicht: the overview of the selected education (cookie current_education).
 * Under the `<RequireEducation>` layout route, which asks for an education when none is chosen.
 */
export default function OverviewRoute() {
  const { location, education } = useChosenEducation();
  return <OverviewScreen location={location} education={education} />;
}
