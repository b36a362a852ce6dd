import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TYearPlan } from '@cp/contracts';
import { changeSettled, changeStarted } from '@/lib/change-guard';
import { educationQueryKey } from '@/lib/education-queries';
import { planChangeGroup } from './year-plan';

/*
 * The details panel changes one year's plan in the query cache: at once for cheap changes
 * (delete, reorder; put back when the server refuses), with the server's answer for the rest.
 * The timeline keys the plan by the year as it came from the route (year-plan.ts), which this
 * panel does not know; it reaches every cached plan of the education and changes those of its
 * year, so the key's spelling of the year does not matter.
 */

/** Everything cached of the education's plan (`[...education, 'plan', year]`). */
export const planRootKey = (location: string, education: string) =>
  [...educationQueryKey(location, education), 'plan'] as const;

const isYearPlan = (value: unknown): value is TYearPlan =>
  typeof value === 'object' &&
  value !== null &&
  'year' in value &&
  'planned_clusters' in value &&
  Array.isArray(value.planned_clusters);

export type TPlanSnapshot = [QueryKey, TYearPlan][];

/** The cached plans of `yearId`, to put back when a change is refused. */
export function snapshotYearPlan(
  queryClient: QueryClient,
  location: string,
  education: string,
  yearId: number,
): TPlanSnapshot {
  return queryClient
    .getQueriesData({ queryKey: planRootKey(location, education) })
    .filter((entry): entry is [QueryKey, TYearPlan] => {
      const data = entry[1];
      return isYearPlan(data) && data.year.id === yearId;
    });
}

export function restoreYearPlan(queryClient: QueryClient, snapshot: TPlanSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Applies `change` to every cached plan of `yearId`. */
export function updateYearPlan(
  queryClient: QueryClient,
  location: string,
  education: string,
  yearId: number,
  change: (plan: TYearPlan) => TYearPlan,
): void {
  queryClient.setQueriesData({ queryKey: planRootKey(location, education) }, (data: unknown) =>
    isYearPlan(data) && data.year.id === yearId ? change(data) : data,
  );
}

/**
 * A change of the plan starts (its `onMutate`): from here on no read of the plan replaces what the
 * cache shows (lib/change-guard.ts), until `settlePlanChange`.
 */
export const startPlanChange = (queryClient: QueryClient, location: string, education: string) =>
  changeStarted(queryClient, planChangeGroup(location, education));

/**
 * Starts a change shown at once: applies `change` to the latest cached plans of `yearId` and
 * answers them as they were (before `change`), to put back when the server refuses.
 */
export function changeYearPlanOptimistically(
  queryClient: QueryClient,
  location: string,
  education: string,
  yearId: number,
  change: (plan: TYearPlan) => TYearPlan,
): TPlanSnapshot {
  startPlanChange(queryClient, location, education);
  const snapshot = snapshotYearPlan(queryClient, location, education, yearId);
  updateYearPlan(queryClient, location, education, yearId, change);
  return snapshot;
}

/** The plan as the server has it now: after every change, also those shown from its answer. */
export const refreshYearPlans = (queryClient: QueryClient, location: string, education: string) =>
  queryClient.invalidateQueries({ queryKey: planRootKey(location, education) });

/**
 * A change of the details panel has settled (its `onSettled`, refused or not). Once no change of
 * the plan is on its way any more, the plans are read again: the answer put in holds only the
 * changed item, and a refusal put back a snapshot.
 */
export const settlePlanChange = (queryClient: QueryClient, location: string, education: string) =>
  changeSettled(
    queryClient,
    planChangeGroup(location, education),
    () => refreshYearPlans(queryClient, location, education),
    true,
  );
