import { LocationFacultiesCard } from '@/features/faculties/components/LocationFacultiesCard';
import LocationRoute from '@/features/locations/routes/LocationRoute';

/*
 * /locatie is the locations feature's screen with the faculties feature's card in it. Features do
 * not import each other, so the app composes them here.
 */
const renderFaculties = (locationId: number) => <LocationFacultiesCard locationId={locationId} />;

export default function LocationScreen() {
  return <LocationRoute renderFaculties={renderFaculties} />;
}
