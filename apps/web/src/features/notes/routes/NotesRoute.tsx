import { useChosenEducation } from '@/lib/chosen-education';
import { NotesScreen } from '../components/NotesScreen';

/**
 * /notities, the education's home page: the notes of the selected education.
 * Under the `<RequireEducation>` layout route, which asks for an education when none is chosen.
 */
export default function NotesRoute() {
  const { location, education } = useChosenEducation();
  return <NotesScreen location={location} education={education} />;
}
