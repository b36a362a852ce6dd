import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTestPlanData } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { readUnlessChanging } from '@/lib/change-guard';
import { educationQueryKey } from '@/lib/education-queries';

/*
 * The test plan of one education year (docs/test-plan.md, `getTestPlan`). Under the education's
 * key, so a live update of the education (`education_update`, also `part: 'plan'`: a test is part
 * of the plan) reloads it (app/use-realtime.ts). Cell edits change this cache at once; a read
 * that an edit overlapped is not taken (lib/change-guard.ts), so a live reload never puts back a
 * value whose save is on its way.
 */

/** The edits of one education's test plan, for lib/change-guard.ts (all its years). */
export const testPlanChangeGroup = (location: string, education: string) =>
  `test-plan:${location}:${education}`;

/** Every cached test plan of the education (`[...education, 'test-plan', year]`). */
export const testPlanRootKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'test-plan'] as const;

export const testPlanQueryKey = (location: string, education: string, year: string) =>
  [...testPlanRootKey(location, education), year] as const;

export async function getTestPlan(
  location: string,
  education: string,
  year: string,
  signal?: AbortSignal,
): Promise<TTestPlanData> {
  return (await callEndpoint('getTestPlan', { params: { location, education, year }, signal }))
    .data;
}

export const testPlanQueryOptions = (location: string, education: string, year: string) =>
  queryOptions({
    queryKey: testPlanQueryKey(location, education, year),
    queryFn: ({ client, queryKey, signal }) =>
      readUnlessChanging(client, testPlanChangeGroup(location, education), queryKey, () =>
        getTestPlan(location, education, year, signal),
      ),
    // A removed year or education: the screen says so itself.
    meta: { handlesStatus: [403, 404] },
  });

/** Nothing is fetched until the year is known (and confirmed one of the education's). */
export const useTestPlan = (location: string, education: string, year: string | null) =>
  useQuery({
    ...testPlanQueryOptions(location, education, year ?? ''),
    enabled: year !== null,
  });
