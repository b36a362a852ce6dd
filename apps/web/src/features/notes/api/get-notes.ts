import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNote } from '@cp/contracts';
import { callEndpoint, urlOf } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';

/** Under the education's key: a live update of the education reloads its notes too. */
export const notesQueryKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'notes'] as const;

/** Where the browser downloads a file of a note (a plain GET with the session cookie). */
export const noteFileUrl = (location: string, education: string, note: number, file: number) =>
  urlOf('downloadNoteFile', { location, education, note, file });

/** The education's notes, newest first, files without content. */
export async function getNotes(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TNote[]> {
  return (await callEndpoint('listNotes', { params: { location, education }, signal })).data;
}

export const notesQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: notesQueryKey(location, education),
    queryFn: ({ signal }) => getNotes(location, education, signal),
    meta: { handlesStatus: [403, 404] },
  });

export const useNotes = (location: string, education: string) =>
  useQuery(notesQueryOptions(location, education));
