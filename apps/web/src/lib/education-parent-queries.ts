import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducationParent } from '@cp/contracts';
import { callEndpoint } from './api';

/*
 * Education parents of a faculty, read by the faculties admin, the dashboard (title, move
 * dialog) and the naming admin: one place, so one request has one cache entry. The keys hold
 * location and faculty: choosing another one loads its parents (docs/foundation-brief.md "The
 * shell").
 */

export const educationParentsQueryKey = (location: string, faculty: string | number) =>
  ['locations', location, 'faculties', String(faculty), 'educationParents'] as const;

export const educationParentQueryKey = (location: string, faculty: string, id: string) =>
  [...educationParentsQueryKey(location, faculty), id] as const;

/** The faculty's education parents, by name. */
export async function getEducationParents(
  location: string,
  faculty: string | number,
  signal?: AbortSignal,
): Promise<TEducationParent[]> {
  return (await callEndpoint('listEducationParents', { params: { location, faculty }, signal }))
    .data;
}

export const educationParentsQueryOptions = (location: string, faculty: string | number) =>
  queryOptions({
    queryKey: educationParentsQueryKey(location, faculty),
    queryFn: ({ signal }) => getEducationParents(location, faculty, signal),
    // A remembered faculty that was deleted answers 404; the screens explain it.
    meta: { handlesStatus: [404] },
  });

export const useEducationParents = (location: string | null, faculty: string | number | null) =>
  useQuery({
    ...educationParentsQueryOptions(location ?? '', faculty ?? ''),
    enabled: location !== null && faculty !== null,
  });

/** One education parent of the faculty: its name in titles. */
export async function getEducationParent(
  location: string,
  faculty: string,
  id: string,
  signal?: AbortSignal,
): Promise<TEducationParent> {
  return (await callEndpoint('getEducationParent', { params: { location, faculty, id }, signal }))
    .data;
}

export const educationParentQueryOptions = (location: string, faculty: string, id: string) =>
  queryOptions({
    queryKey: educationParentQueryKey(location, faculty, id),
    queryFn: ({ signal }) => getEducationParent(location, faculty, id, signal),
    // A remembered parent that was deleted (404), or of a location no longer reached (403): the
    // dashboard asks to choose another, the naming admin works on the location only.
    meta: { handlesStatus: [403, 404] },
  });

export const useEducationParent = (
  location: string | null,
  faculty: string | null,
  id: string | null,
) =>
  useQuery({
    ...educationParentQueryOptions(location ?? '', faculty ?? '', id ?? ''),
    enabled: location !== null && faculty !== null && id !== null,
  });
