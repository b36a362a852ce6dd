import { useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSpecialBlockKind, TYearPlan } from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { changeSettled, changeStarted } from '@/lib/change-guard';
import { useTerms } from '@/lib/use-terms';
import { notifyPlanRevert } from './plan-items';
import { refreshYearPlans } from './plan-cache';
import { PLAN_HANDLED_STATUSES, planChangeGroup, yearPlanQueryKey } from './year-plan';

/*
 * The changes of the timeline (docs/plan.md "API"). Two kinds:
 * - direct changes (drag, keyboard, drop, remove): shown at once in the cached plan, saved
 *   straight away, put back with "Your changes have been reverted" when the server refuses
 *   (docs/foundation-brief.md "The shell");
 * - form changes (special blocks, elective slots, choices, the "Plan" form): the form waits for
 *   the answer, shows 422s at its fields, and the answer goes into the cache.
 * All changes of one education run one after another (mutation scope): two quick keyboard moves
 * reach the server in the order they were made, so the last one wins there too. While any is on
 * its way, reads of the plan leave the cache as it is (lib/change-guard.ts): a live reload
 * answered before the server had the change would put the bar back, and the next keyboard step
 * would be computed from the old weeks. The mutations
 * go through the query client's mutation cache as usual (its error handling, `isMutating`).
 */

export interface TPlanTarget {
  location: string;
  education: string;
  year: string;
}

/** The path values of the education, and of one of its items. */
const educationOf = ({ location, education }: TPlanTarget) => ({ location, education });
const itemOf = (target: TPlanTarget, id: number) => ({ ...educationOf(target), id });

/** The path values and body of a placement in the target's year. */
const inYearOf = <B extends object>(target: TPlanTarget, body: B) => ({
  params: educationOf(target),
  body: { education_year_id: Number(target.year), ...body },
});

/** A special block as the form sends it (`ZSpecialBlockInputSchema`, passed). */
export interface TBlockBody {
  name: string;
  kind: TSpecialBlockKind;
  start_week: number;
  end_week: number;
}

/** Each change answers the planned cluster, elective slot or special block as `{ data }`. */
export const planRequests = {
  placeCluster: async (
    target: TPlanTarget,
    body: { cluster_id: number; start_week: number; end_week?: number },
  ) => (await callEndpoint('placePlannedCluster', inYearOf(target, body))).data,
  moveCluster: async (
    target: TPlanTarget,
    id: number,
    range: { start_week: number; end_week: number },
  ) =>
    (await callEndpoint('changePlannedCluster', { params: itemOf(target, id), body: range })).data,
  removeCluster: async (target: TPlanTarget, id: number): Promise<void> => {
    await callEndpoint('removePlannedCluster', { params: itemOf(target, id) });
  },
  placeElective: async (
    target: TPlanTarget,
    body: { elective_subject_id: number; places: number; start_week: number; end_week: number },
  ) => (await callEndpoint('placeElectiveSlot', inYearOf(target, body))).data,
  changeElective: async (
    target: TPlanTarget,
    id: number,
    body: { places: number; start_week: number; end_week: number },
  ) => (await callEndpoint('changeElectiveSlot', { params: itemOf(target, id), body })).data,
  removeElective: async (target: TPlanTarget, id: number): Promise<void> => {
    await callEndpoint('removeElectiveSlot', { params: itemOf(target, id) });
  },
  addChoice: async (target: TPlanTarget, slotId: number, clusterId: number) =>
    (
      await callEndpoint('addElectiveChoice', {
        params: itemOf(target, slotId),
        body: { cluster_id: clusterId },
      })
    ).data,
  createBlock: async (target: TPlanTarget, body: TBlockBody) =>
    (
      await callEndpoint('createSpecialBlock', {
        params: { ...educationOf(target), year: target.year },
        body,
      })
    ).data,
  changeBlock: async (target: TPlanTarget, id: number, body: TBlockBody) =>
    (await callEndpoint('changeSpecialBlock', { params: itemOf(target, id), body })).data,
  removeBlock: async (target: TPlanTarget, id: number): Promise<void> => {
    await callEndpoint('removeSpecialBlock', { params: itemOf(target, id) });
  },
};

const planMutationKey = (target: TPlanTarget) => ['plan-change', target.education] as const;
const planScope = (target: TPlanTarget) => ({ id: `plan-change-${target.education}` });

const changeStart = (queryClient: QueryClient, target: TPlanTarget) =>
  changeStarted(queryClient, planChangeGroup(target.location, target.education));

/**
 * After a change: once the last one has settled, the plan is read again if a read was held back
 * meanwhile, or if a refusal put back a snapshot that lacks the changes made after it.
 */
const changeEnd = (queryClient: QueryClient, target: TPlanTarget, refused: boolean) =>
  changeSettled(
    queryClient,
    planChangeGroup(target.location, target.education),
    () => refreshYearPlans(queryClient, target.location, target.education),
    refused,
  );

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
 * in (e.g. the real id of a new item). A refusal puts the plan back and says so (docs/plan.md
 * "Screen").
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
    onMutate: (variables: V) => {
      // Counted first: from here on no read of the plan replaces what this change shows, also
      // one already under way (lib/change-guard.ts). Applied to the latest cached plan.
      changeStart(queryClient, target);
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
      if (context?.previous) queryClient.setQueryData<TYearPlan>(key, context.previous);
      notifyPlanRevert(error, t, terms);
    },
    onSettled: (_answer, error) => changeEnd(queryClient, target, error !== null),
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
    // Counted too: a read under way while the form saves would drop the answer put in below.
    onMutate: () => changeStart(queryClient, target),
    onSuccess: (answer, variables) => {
      queryClient.setQueryData<TYearPlan>(key, (plan) =>
        plan ? options.settle(plan, answer, variables) : plan,
      );
    },
    onSettled: (_answer, error) => changeEnd(queryClient, target, error !== null),
  });
}
