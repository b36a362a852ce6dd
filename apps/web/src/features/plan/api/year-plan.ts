import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TYearPlan } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { readUnlessChanging } from '@/lib/change-guard';
import { educationQueryKey } from '@/lib/education-queries';

/*
 * One education year's plan in one request (docs/plan.md). Under the education's key: a live update
 * of the education (`education_update`) reloads the plan too — the realtime of this screen. Changes
 * update this cache optimistically and put it back when the server refuses (docs/plan.md "Screen");
 * a read that a change of the education's plan overlapped is not taken (lib/change-guard.ts), so a
 * live reload never puts a bar back on weeks it has left while its save is on its way.
 */

/** The changes of one education's plan, for lib/change-guard.ts (all its years). */
export const planChangeGroup = (location: string, education: string) =>
  `plan:${location}:${education}`;

export const yearPlanQueryKey = (location: string, education: string, year: string) =>
  [...educationQueryKey(location, education), 'plan', year] as const;

/** One year's plan (`getYearPlan`). */
export async function getYearPlan(
  location: string,
  education: string,
  year: string,
  signal?: AbortSignal,
): Promise<TYearPlan> {
  return (await callEndpoint('getYearPlan', { params: { location, education, year }, signal }))
    .data;
}

export const yearPlanQueryOptions = (location: string, education: string, year: string) =>
  queryOptions({
    queryKey: yearPlanQueryKey(location, education, year),
    queryFn: ({ client, queryKey, signal }) =>
      readUnlessChanging(client, planChangeGroup(location, education), queryKey, () =>
        getYearPlan(location, education, year, signal),
      ),
    // A removed year or education: the screen says so itself.
    meta: { handlesStatus: [403, 404] },
  });

/** Nothing is fetched until location, education and year are known. */
export const useYearPlan = (
  location: string | null,
  education: string | null,
  year: string | null,
) =>
  useQuery({
    ...yearPlanQueryOptions(location ?? '', education ?? '', year ?? ''),
    enabled: location !== null && education !== null && year !== null,
  });

/**
 * The statuses the plan screen explains itself (422 per field in forms, a toast with the
 * server's reason or the revert message); 401 and 403 keep the generic handling.
 */
export const PLAN_HANDLED_STATUSES = [404, 409, 413, 422, 500, 502, 503, 504] as const;
