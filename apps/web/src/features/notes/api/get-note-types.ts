import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNoteType } from '@cp/contracts';
import { apiRequest } from '@/lib/api';

/** The same key and answer as the note categories admin screen, so both share one cache entry. */
export const noteTypesQueryKey = (location: string) => ['noteTypes', Number(location)] as const;

/** `GET locations/:location/note-types`: the categories a note can have, by name. */
export async function getNoteTypes(location: string, signal?: AbortSignal): Promise<TNoteType[]> {
  return (
    await apiRequest(`locations/${location}/note-types`, {
      schema: (s) => s.ZNoteTypeListResponseSchema,
      signal,
    })
  ).data;
}

export const noteTypesQueryOptions = (location: string) =>
  queryOptions({
    queryKey: noteTypesQueryKey(location),
    queryFn: ({ signal }) => getNoteTypes(location, signal),
  });

export const useNoteTypes = (location: string) => useQuery(noteTypesQueryOptions(location));
