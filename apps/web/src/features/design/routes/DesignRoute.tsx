import { useChosenEducation } from '@/lib/chosen-education';
import { DesignScreen } from '../components/DesignScreen';

/**
 * /ontwerp: the design of the selected education (docs/design.md); its own lazy chunk.
 * Under the `<RequireEducation>` layout route, which asks for an education when none is chosen.
 */
export default function DesignRoute() {
  const { location, education } = useChosenEducation();
  return <DesignScreen location={location} education={education} />;
}
