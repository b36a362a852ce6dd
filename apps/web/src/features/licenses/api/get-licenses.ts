import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLicense } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const licensesQueryKey = (locationId: number) => ['licenses', locationId] as const;

/** `GET locations/:location/licenses`: each license with its state (current/future/expired). */
export async function getLicenses(locationId: number, signal?: AbortSignal): Promise<TLicense[]> {
  return (
    await apiRequest(`locations/${locationId}/licenses`, {
      schema: (s) => s.ZLicenseListResponseSchema,
      signal,
    })
  ).data;
}

export const licensesQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: licensesQueryKey(locationId),
    queryFn: ({ signal }) => getLicenses(locationId, signal),
  });

export const useLicenses = (locationId: number | null) =>
  useQuery({ ...licensesQueryOptions(locationId ?? 0), enabled: locationId !== null });
