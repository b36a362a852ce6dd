import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNavbar } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

/**
 * The menu at a location, or the menu without one while no location is chosen
 * (docs/foundation-brief.md "API decisions" and "Menu items").
 */
export async function getNavbar(location: string | null, signal?: AbortSignal): Promise<TNavbar> {
  const answer = location
    ? await callEndpoint('getLocationNavbar', { params: { location }, signal })
    : await callEndpoint('getNavbar', { signal });
  return answer.data;
}

export const navbarQueryOptions = (location: string | null) =>
  queryOptions({
    queryKey: ['navbar', location ?? 'none'] as const,
    queryFn: ({ signal }) => getNavbar(location, signal),
    staleTime: 5 * 60_000,
  });

export const useNavbar = (location: string | null, enabled = true) =>
  useQuery({ ...navbarQueryOptions(location), enabled });
