import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, type TNote } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { educationQueryKey } from '@/lib/education-queries';

/** Under the education's key: a live update of the education reloads its notes too. */
export const notesQueryKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'notes'] as const;

export const notesPath = (location: string, education: string) =>
  `locations/${location}/educations/${education}/notes`;

/** Where the browser downloads a file of a note (a plain GET with the session cookie). */
export const noteFileUrl = (location: string, education: string, note: number, file: number) =>
  `${API_BASE}/${notesPath(location, education)}/${note}/files/${file}`;

/** `GET locations/:location/educations/:education/notes`, newest first, files without content. */
export async function getNotes(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TNote[]> {
  return (
    await apiRequest(notesPath(location, education), {
      schema: (s) => s.ZNoteListResponseSchema,
      signal,
    })
  ).data;
}

export const notesQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: notesQueryKey(location, education),
    queryFn: ({ signal }) => getNotes(location, education, signal),
    meta: { handlesStatus: [403, 404] },
  });

export const useNotes = (location: string, education: string) =>
  useQuery(notesQueryOptions(location, education));
