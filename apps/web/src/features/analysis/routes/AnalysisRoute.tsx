import { useChosenEducation } from '@/lib/chosen-education';
import { AnalysisScreen } from '../components/AnalysisScreen';

/**
 * /analyse: the analysis of the selected education (docs/analysis.md); read-only.
 * Under the `<RequireEducation>` layout route, which asks for an education when none is chosen.
 */
export default function AnalysisRoute() {
  const { location, education } = useChosenEducation();
  return <AnalysisScreen location={location} education={education} />;
}
