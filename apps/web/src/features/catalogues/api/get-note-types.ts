import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNoteType } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

export const noteTypesQueryKey = (locationId: number) => ['noteTypes', locationId] as const;
export const noteTypesPath = (locationId: number) => `locations/${locationId}/note-types`;

/** `GET locations/:location/note-types`, sorted by name. */
export async function getNoteTypes(locationId: number, signal?: AbortSignal): Promise<TNoteType[]> {
  return (
    await apiRequest(noteTypesPath(locationId), {
      schema: (s) => s.ZNoteTypeListResponseSchema,
      signal,
    })
  ).data;
}

export const noteTypesQueryOptions = (locationId: number) =>
  queryOptions({
    queryKey: noteTypesQueryKey(locationId),
    queryFn: ({ signal }) => getNoteTypes(locationId, signal),
  });

export const useNoteTypes = (locationId: number) => useQuery(noteTypesQueryOptions(locationId));
