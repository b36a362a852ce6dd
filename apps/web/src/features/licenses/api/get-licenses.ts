import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLicense } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';

export const licensesQueryKey = (locationId: number) => ['licenses', locationId] as const;

/** A location's licenses, each with its state (current/future/expired). */
export async function getLicenses(locationId: number, signal?: AbortSignal): Promise<TLicense[]> {
  return (await callEndpoint('listLicenses', { params: { location: locationId }, signal })).data;
}

export const licensesQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: licensesQueryKey(locationId),
    queryFn: ({ signal }) => getLicenses(locationId, signal),
  });

export const useLicenses = (locationId: number | null) =>
  useQuery({ ...licensesQueryOptions(locationId ?? 0), enabled: locationId !== null });
