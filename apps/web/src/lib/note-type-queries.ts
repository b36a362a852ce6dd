import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNoteType } from '@cp/contracts';
import { callEndpoint } from './api';

/*
 * The location's note categories, read by the admin screen and by the notes (to choose one):
 * one place, so both share one cache entry and an admin's change reaches the notes.
 */

export const noteTypesQueryKey = (location: string | number) =>
  ['noteTypes', Number(location)] as const;

/** The categories a note can have, sorted by name, each with how many notes use it. */
export async function getNoteTypes(
  location: string | number,
  signal?: AbortSignal,
): Promise<TNoteType[]> {
  return (await callEndpoint('listNoteTypes', { params: { location }, signal })).data;
}

export const noteTypesQueryOptions = (location: string | number) =>
  queryOptions({
    queryKey: noteTypesQueryKey(location),
    queryFn: ({ signal }) => getNoteTypes(location, signal),
  });

export const useNoteTypes = (location: string | number) =>
  useQuery(noteTypesQueryOptions(location));
