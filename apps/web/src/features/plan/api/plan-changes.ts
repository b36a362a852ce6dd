import { useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TYearPlan } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { useTerms } from '@/lib/use-terms';
import { notifyPlanRevert } from '../plan-errors';
import { PLAN_HANDLED_STATUSES, planPath, yearPlanQueryKey } from './year-plan';

/*
 * The changes of the timeline (docs/plan.md "API"). Two kinds:
 * - direct changes (drag, keyboard, drop, remove): shown at once in the cached plan, saved
 *   straight away, put back with the SPEC §8 message when the server refuses;
 * - form changes (special blocks, elective slots, choices, the "Plan" form): the form waits for
 *   the answer, shows 422s at its fields, and the answer goes into the cache.
 * All changes of one education run one after another (mutation scope): two quick keyboard moves
 * reach the server in the order they were made, so the last one wins there too. The mutations
 * go through the query client's mutation cache as usual (its error handling, `isMutating`).
 */

export interface TPlanTarget {
  location: string;
  education: string;
  year: string;
}

type TJson = Record<string, unknown>;
type TMethod = 'POST' | 'PATCH' | 'PUT';

const urlOf = (target: TPlanTarget, path: string) =>
  `${planPath(target.location, target.education)}/${path}`;

/** Changes answering a planned cluster, an elective slot or a special block as `{ data }`. */
const sendCluster = async (target: TPlanTarget, method: TMethod, path: string, body: TJson) =>
  (
    await apiRequest(urlOf(target, path), {
      method,
      body,
      schema: (s) => s.dataOf(s.ZPlannedClusterSchema),
    })
  ).data;
const sendElective = async (target: TPlanTarget, method: TMethod, path: string, body: TJson) =>
  (
    await apiRequest(urlOf(target, path), {
      method,
      body,
      schema: (s) => s.dataOf(s.ZPlannedElectiveSchema),
    })
  ).data;
const sendBlock = async (target: TPlanTarget, method: TMethod, path: string, body: TJson) =>
  (
    await apiRequest(urlOf(target, path), {
      method,
      body,
      schema: (s) => s.dataOf(s.ZSpecialBlockSchema),
    })
  ).data;

async function remove(target: TPlanTarget, path: string): Promise<void> {
  await apiRequest(urlOf(target, path), {
    method: 'DELETE',
    schema: (s) => s.ZDesignAckResponseSchema,
  });
}

export const planRequests = {
  placeCluster: (
    target: TPlanTarget,
    body: { cluster_id: number; start_week: number; end_week?: number },
  ) => sendCluster(target, 'POST', 'clusters', { education_year_id: Number(target.year), ...body }),
  moveCluster: (target: TPlanTarget, id: number, range: { start_week: number; end_week: number }) =>
    sendCluster(target, 'PATCH', `clusters/${id}`, range),
  removeCluster: (target: TPlanTarget, id: number) => remove(target, `clusters/${id}`),
  placeElective: (
    target: TPlanTarget,
    body: { elective_subject_id: number; places: number; start_week: number; end_week: number },
  ) =>
    sendElective(target, 'POST', 'electives', { education_year_id: Number(target.year), ...body }),
  changeElective: (
    target: TPlanTarget,
    id: number,
    body: { places: number; start_week: number; end_week: number },
  ) => sendElective(target, 'PUT', `electives/${id}`, body),
  removeElective: (target: TPlanTarget, id: number) => remove(target, `electives/${id}`),
  addChoice: (target: TPlanTarget, slotId: number, clusterId: number) =>
    sendCluster(target, 'POST', `electives/${slotId}/choices`, { cluster_id: clusterId }),
  createBlock: (
    target: TPlanTarget,
    body: { name: string; start_week: number; end_week: number },
  ) => sendBlock(target, 'POST', `years/${target.year}/special-blocks`, body),
  changeBlock: (
    target: TPlanTarget,
    id: number,
    body: { name: string; start_week: number; end_week: number },
  ) => sendBlock(target, 'PUT', `special-blocks/${id}`, body),
  removeBlock: (target: TPlanTarget, id: number) => remove(target, `special-blocks/${id}`),
};

const planMutationKey = (target: TPlanTarget) => ['plan-change', target.education] as const;
const planScope = (target: TPlanTarget) => ({ id: `plan-change-${target.education}` });

/**
 * Educations whose cached plan was put back while later changes were still on their way: the
 * snapshot put back lacks those, so the plan is read again once the last change has settled.
 */
const refreshAfterRevert = new Set<string>();

function afterChange(queryClient: QueryClient, target: TPlanTarget) {
  const pending = queryClient.isMutating({ mutationKey: planMutationKey(target) });
  // This change still counts as pending while its own onSettled runs.
  if (pending > 1 || !refreshAfterRevert.has(target.education)) return;
  refreshAfterRevert.delete(target.education);
  void queryClient.invalidateQueries({
    queryKey: yearPlanQueryKey(target.location, target.education, target.year),
  });
}

/**
 * Runs a mutation without observing it: the timeline never shows a mutation's state (the plan in
 * the cache is what it shows), and an observer (`useMutation`) would re-render the whole board
 * on every state change of every save: three renders per keyboard step. The latest options are
 * used, so callbacks see the current language and terms.
 */
function useRunner<V, R, C>(options: MutationOptions<R, Error, V, C>) {
  const queryClient = useQueryClient();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  return useMemo(() => {
    const mutateAsync = (variables: V): Promise<R> =>
      queryClient
        .getMutationCache()
        .build(queryClient, queryClient.defaultMutationOptions(latest.current))
        .execute(variables);
    return {
      mutateAsync,
      // The refusal is handled in onError; nothing waits for the promise.
      mutate: (variables: V) => void mutateAsync(variables).catch(() => undefined),
    };
  }, [queryClient]);
}

/**
 * A direct change: `apply` shows it in the cached plan at once; `settle` puts the server's answer
 * in (e.g. the real id of a new item). A refusal puts the plan back and says so (SPEC §8).
 */
export function useDirectChange<V, R>(
  target: TPlanTarget,
  options: {
    request: (variables: V) => Promise<R>;
    apply: (plan: TYearPlan, variables: V) => TYearPlan;
    settle?: (plan: TYearPlan, answer: R, variables: V) => TYearPlan;
  },
) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const terms = useTerms();
  const key = yearPlanQueryKey(target.location, target.education, target.year);
  return useRunner({
    mutationKey: planMutationKey(target),
    scope: planScope(target),
    mutationFn: options.request,
    meta: { handlesStatus: PLAN_HANDLED_STATUSES },
    onMutate: async (variables: V) => {
      // A refetch that started before the change would overwrite it with the old plan.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TYearPlan>(key);
      if (previous) queryClient.setQueryData<TYearPlan>(key, options.apply(previous, variables));
      return { previous };
    },
    onSuccess: (answer, variables) => {
      const settle = options.settle;
      if (settle) {
        queryClient.setQueryData<TYearPlan>(key, (plan) =>
          plan ? settle(plan, answer, variables) : plan,
        );
      }
    },
    onError: (error, _variables, context) => {
      if (context?.previous) {
        queryClient.setQueryData<TYearPlan>(key, context.previous);
        refreshAfterRevert.add(target.education);
      }
      notifyPlanRevert(error, t, terms);
    },
    onSettled: () => afterChange(queryClient, target),
  });
}

/** A form change: the caller awaits `mutateAsync`; the answer goes into the cached plan. */
export function useFormChange<V, R>(
  target: TPlanTarget,
  options: {
    request: (variables: V) => Promise<R>;
    settle: (plan: TYearPlan, answer: R, variables: V) => TYearPlan;
  },
) {
  const queryClient = useQueryClient();
  const key = yearPlanQueryKey(target.location, target.education, target.year);
  return useRunner({
    mutationKey: planMutationKey(target),
    scope: planScope(target),
    mutationFn: options.request,
    meta: { handlesStatus: PLAN_HANDLED_STATUSES },
    onSuccess: (answer, variables) => {
      queryClient.setQueryData<TYearPlan>(key, (plan) =>
        plan ? options.settle(plan, answer, variables) : plan,
      );
    },
    onSettled: () => afterChange(queryClient, target),
  });
}
