import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEducation, TEducationSummary } from '@cp/contracts';
import { callEndpoint } from './api';

/*
 * Reading educations, shared by every screen that shows them (dashboard, overview, notes, the
 * naming and users admin). One place, so one request has one cache entry. Every key starts with
 * 'educations': live updates (app/use-realtime.ts) invalidate that root.
 */

export const educationsRootKey = ['educations'] as const;

export const educationQueryKey = (location: string, education: string) =>
  [...educationsRootKey, location, education] as const;

/** One education with its structure. */
export async function getEducation(
  location: string,
  education: string,
  signal?: AbortSignal,
): Promise<TEducation> {
  return (await callEndpoint('getEducation', { params: { location, education }, signal })).data;
}

export const educationQueryOptions = (location: string, education: string) =>
  queryOptions({
    queryKey: educationQueryKey(location, education),
    queryFn: ({ signal }) => getEducation(location, education, signal),
    // A removed, archived or foreign education: the screens say so themselves.
    meta: { handlesStatus: [403, 404] },
  });

export const useEducation = (location: string | null, education: string | null) =>
  useQuery({
    ...educationQueryOptions(location ?? '', education ?? ''),
    enabled: location !== null && education !== null,
  });

/** Which list: the educations of one education parent, or 'all' of the location. */
export type TEducationsOf = string | 'all';

export const educationsQueryKey = (location: string, of: TEducationsOf) =>
  [...educationsRootKey, location, 'list', of] as const;

/** The educations of one parent, or of the whole location: not archived ones. */
export async function getEducations(
  location: string,
  of: TEducationsOf,
  signal?: AbortSignal,
): Promise<TEducationSummary[]> {
  const query = of === 'all' ? {} : { education_parent: of };
  return (await callEndpoint('listEducations', { params: { location }, query, signal })).data;
}

export const educationsQueryOptions = (location: string, of: TEducationsOf) =>
  queryOptions({
    queryKey: educationsQueryKey(location, of),
    queryFn: ({ signal }) => getEducations(location, of, signal),
    // A remembered parent that was deleted answers 404; the screens explain it.
    meta: { handlesStatus: [404] },
  });

/** Nothing is fetched while `location` or `of` is null, or `enabled` is false. */
export const useEducations = (location: string | null, of: TEducationsOf | null, enabled = true) =>
  useQuery({
    ...educationsQueryOptions(location ?? '', of ?? 'all'),
    enabled: enabled && location !== null && of !== null,
  });
