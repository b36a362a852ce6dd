import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocationChoice, TLocationDetails } from '@cp/contracts';
import { callEndpoint } from './api';

/*
 * The caller's locations (all of them for the platform administrator), shared by the locations
 * screen, the shell's location picker and the location picker of /admin/licenses: one cache entry.
 */
export const locationsQueryKey = ['locations'] as const;

export async function getLocations(signal?: AbortSignal): Promise<TLocationChoice[]> {
  return (await callEndpoint('listLocations', { signal })).data;
}

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: locationsQueryKey,
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: 5 * 60_000,
  });

export const useLocations = (enabled = true) => useQuery({ ...locationsQueryOptions(), enabled });

/*
 * One location's details and settings (`getLocation`), shared by the locations screens, the top
 * bar's branding and the screens that follow the settings (a new education's default weeks,
 * whether flexible educations are allowed): one request, one cache entry.
 */
export const locationQueryKey = (id: number) => ['locations', id] as const;

export async function getLocation(id: number, signal?: AbortSignal): Promise<TLocationDetails> {
  return (await callEndpoint('getLocation', { params: { location: id }, signal })).data;
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
