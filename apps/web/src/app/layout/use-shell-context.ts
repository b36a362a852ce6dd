import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLocations } from '@/features/locations/api/get-locations';
import { restoreContext, selectLocation, useAppContext } from '@/lib/context-store';

/**
 * SPEC §4 for every shell route: restore the context cookies on each navigation and load the
 * locations if they are missing. A remembered location the user no longer belongs to is
 * forgotten, so no later request asks for it (which would be refused).
 */
export function useShellContext(signedIn: boolean) {
  const { pathname } = useLocation();
  const context = useAppContext();
  const locations = useLocations(signedIn);

  useEffect(() => {
    restoreContext();
  }, [pathname]);

  const known =
    locations.data?.some((location) => String(location.id) === context.location) ?? false;
  useEffect(() => {
    if (locations.isSuccess && context.location && !known) selectLocation(null);
  }, [locations.isSuccess, context.location, known]);

  return { context, location: known ? context.location : null, ready: locations.isSuccess };
}
