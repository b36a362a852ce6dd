import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, type TLocationDetails } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const locationQueryKey = (id: number) => ['locations', id] as const;

export async function getLocation(id: number, signal?: AbortSignal): Promise<TLocationDetails> {
  return (
    await apiRequest(`locations/${id}`, { schema: (s) => s.ZLocationDetailsResponseSchema, signal })
  ).data;
}

export const locationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: locationQueryKey(id),
    queryFn: ({ signal }) => getLocation(id, signal),
    staleTime: 5 * 60_000,
    // A location that is gone or no longer the user's: the screens say so themselves, and the
    // top bar simply shows no branding.
    meta: { handlesStatus: [403, 404] },
  });

/** The location with its settings; `id` null (none chosen) asks nothing. */
export const useLocationDetails = (id: number | null) =>
  useQuery({ ...locationQueryOptions(id ?? 0), enabled: id !== null });

/** `GET locations/:location/logo`; the version makes the URL cacheable for a long time. */
export const logoUrl = (location: Pick<TLocationDetails, 'id' | 'logoVersion'>) =>
  location.logoVersion
    ? `${API_BASE}/locations/${location.id}/logo?v=${encodeURIComponent(location.logoVersion)}`
    : null;
