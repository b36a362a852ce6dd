import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLocations } from '@/lib/location-queries';
import { restoreContext, selectLocation, useAppContext } from '@/lib/context-store';
import { useUnlicensedLocations } from '@/lib/unlicensed-locations';

/**
 * For every shell route: restore the context cookies on each navigation and load the locations if
 * they are missing (docs/foundation-brief.md "The shell"). A remembered location the user no longer
 * belongs to is forgotten, so no later request asks for it (which would be refused).
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
  // Forget a location the user no longer belongs to; with exactly one location, nothing to choose,
  // unless that one was just refused for its license: choosing it again would be refused again.
  const unlicensed = useUnlicensedLocations();
  const onlyId = locations.data?.length === 1 ? String(locations.data[0]?.id) : null;
  const only = onlyId !== null && !unlicensed.has(onlyId) ? onlyId : null;
  useEffect(() => {
    if (!locations.isSuccess || known) return;
    if (only) selectLocation(only);
    else if (context.location) selectLocation(null);
  }, [locations.isSuccess, context.location, known, only]);

  return { context, location: known ? context.location : null, ready: locations.isSuccess };
}
