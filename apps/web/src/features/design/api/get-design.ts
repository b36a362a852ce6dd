import { queryOptions, useQuery } from '@tanstack/react-query';
import { designQueryKey, getDesign } from '@/lib/design-queries';

/*
 * The design screen's query of the whole design (lib/design-queries.ts): a live update of the
 * education (`education_update`) reloads it too — that is the realtime of this screen.
 */

export const designQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: designQueryKey(location, education),
    queryFn: ({ signal }) => getDesign(location, education, signal),
    // A removed, archived or foreign education: the screen says so itself.
    meta: { handlesStatus: [403, 404] },
  });

/** Nothing is fetched while `location` or `education` is null. */
export const useDesign = (location: string | null, education: string | null) =>
  useQuery({
    ...designQueryOptions(location ?? '', education ?? ''),
    enabled: location !== null && education !== null,
  });
