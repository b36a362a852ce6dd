import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type {
  PLAN_ITEM_INPUT_SCHEMAS,
  TPlanItemKindPath,
  TPlanOrderedList,
  TPlannedCluster,
  TTermWords,
  TYearPlan,
} from '@cp/contracts';
import { callEndpoint } from '@/lib/api';
import { notifyRefusal, refusalReason } from '@/lib/notify-refusal';
import { useTerms } from '@/lib/use-terms';
import {
  changeYearPlanOptimistically,
  restoreYearPlan,
  settlePlanChange,
  startPlanChange,
  updateYearPlan,
  type TPlanSnapshot,
} from './plan-cache';
import {
  withComment,
  withItem,
  withOrder,
  withoutItem,
  type TPlanItemOf,
} from './plan-item-changes';
import { PLAN_HANDLED_STATUSES } from './year-plan';

/*
 * Changes of a planned cluster's details (docs/plan.md "API"): the comment, and the tests, check
 * moments, activities and links (`PLAN_ITEM_KINDS`). Create and edit wait for the server (the
 * form shows its field errors) and put its answer into the plan; delete and reorder show at once
 * and come back when refused. Every change reloads the year plan afterwards, so what the server
 * moved along (e.g. a deleted test's links) shows too.
 */

/** The body of a create or edit of `kind`, as the form sends it (decimals may be text). */
export type TPlanItemBody<K extends TPlanItemKindPath> = z.input<
  (typeof PLAN_ITEM_INPUT_SCHEMAS)[K]
>;

/**
 * The toast of a refused change that the screen put back (docs/foundation-brief.md "The shell"):
 * what failed as the title, the server's reason (locked, a plan message) or "Your changes have been
 * reverted" below. 401 and 403 keep only the generic toast (app/query-client.ts).
 */
export function notifyPlanRefusal(
  error: unknown,
  t: TFunction,
  failed: string,
  terms?: TTermWords,
) {
  notifyRefusal(error, refusalReason(error, { terms }) ?? t('educations.saveFailed'), {
    terms,
    title: failed,
  });
}

/**
 * The toast of a refused form: the form shows 422 per field, so the toast names what failed and
 * that the data was refused; other refusals give the server's reason.
 */
export function notifyFormFailure(
  error: unknown,
  t: TFunction,
  failed: string,
  terms?: TTermWords,
) {
  notifyRefusal(error, refusalReason(error, { terms }) ?? t('educations.saveFailed'), {
    terms,
    title: failed,
    invalid: t('educations.invalidData'),
  });
}

/**
 * The toast of a refused change that was shown at once and is now put back ("Something went
 * wrong, Your changes have been reverted", docs/foundation-brief.md "The shell"), with the
 * server's reason when it gave one.
 */
export function notifyPlanRevert(error: unknown, t: TFunction, terms?: TTermWords) {
  const reason = refusalReason(error, { terms });
  notifyRefusal(error, reason ?? t('educations.saveFailed'), {
    terms,
    title: reason ? t('educations.saveFailed') : null,
  });
}

export interface TPlanScope {
  location: string;
  education: string;
  yearId: number;
}

/** The path values of the education, and of one item of it (a planned cluster, an item). */
const itemOf = ({ location, education }: TPlanScope, id: number) => ({ location, education, id });

/** Adds an item of `kind` to a planned cluster (`createPlanItem`, 201, the item). */
export async function createPlanItem<K extends TPlanItemKindPath>(
  scope: TPlanScope,
  plannedClusterId: number,
  kind: K,
  input: TPlanItemBody<K>,
): Promise<TPlanItemOf<K>> {
  const answer = await callEndpoint('createPlanItem', {
    params: { ...itemOf(scope, plannedClusterId), kind },
    body: input,
  });
  // The answer is checked against the item of every kind (the registry's one answer per
  // endpoint); the server answers the kind of the path, which TypeScript cannot follow.
  return answer.data as TPlanItemOf<K>;
}

/** Changes an item (`updatePlanItem`, the item). */
export async function updatePlanItem<K extends TPlanItemKindPath>(
  scope: TPlanScope,
  kind: K,
  id: number,
  input: TPlanItemBody<K>,
): Promise<TPlanItemOf<K>> {
  const answer = await callEndpoint('updatePlanItem', {
    params: { ...itemOf(scope, id), kind },
    body: input,
  });
  // As in createPlanItem: the kind of the path, which TypeScript cannot follow.
  return answer.data as TPlanItemOf<K>;
}

/** Removes an item (`deletePlanItem`; its links go along). */
export async function deletePlanItem(
  scope: TPlanScope,
  kind: TPlanItemKindPath,
  id: number,
): Promise<void> {
  await callEndpoint('deletePlanItem', { params: { ...itemOf(scope, id), kind } });
}

/** Reorders one list with exactly its ids (`reorderPlanList`, materials too). */
export async function reorderPlanItems(
  scope: TPlanScope,
  plannedClusterId: number,
  kind: TPlanOrderedList,
  ids: readonly number[],
): Promise<void> {
  await callEndpoint('reorderPlanList', {
    params: { ...itemOf(scope, plannedClusterId), kind },
    body: { ids: [...ids] },
  });
}

/** The comment of a planned cluster (`changePlannedCluster` with `{ comment }` only). */
export async function savePlannedClusterComment(
  scope: TPlanScope,
  plannedClusterId: number,
  comment: string | null,
): Promise<TPlannedCluster> {
  return (
    await callEndpoint('changePlannedCluster', {
      params: itemOf(scope, plannedClusterId),
      body: { comment },
    })
  ).data;
}

/** Add (no `id`) or edit (`id`) an item; the answer replaces it in the plan. */
export function useSavePlanItem<K extends TPlanItemKindPath>(
  scope: TPlanScope,
  plannedClusterId: number,
  kind: K,
) {
  const queryClient = useQueryClient();
  const { location, education, yearId } = scope;
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TPlanItemBody<K> }) =>
      id === undefined
        ? createPlanItem(scope, plannedClusterId, kind, input)
        : updatePlanItem(scope, kind, id, input),
    // The form shows 422 per field and a toast for the rest; 401/403 keep the generic handling.
    meta: { handlesStatus: PLAN_HANDLED_STATUSES },
    onMutate: () => startPlanChange(queryClient, location, education),
    onSuccess: (item) => {
      updateYearPlan(queryClient, location, education, yearId, (plan) =>
        withItem(plan, kind, item),
      );
    },
    onSettled: () => settlePlanChange(queryClient, location, education),
  });
}

/**
 * What delete and reorder share: `apply` shows the change in the cached plan at once, `revert`
 * (in `onError`) puts the plan back when the server refuses, and the plan is read again once
 * the change has settled.
 */
function useChangeShownAtOnce<V>(
  scope: TPlanScope,
  apply: (plan: TYearPlan, variables: V) => TYearPlan,
) {
  const queryClient = useQueryClient();
  const { location, education, yearId } = scope;
  return {
    meta: { handlesStatus: PLAN_HANDLED_STATUSES },
    onMutate: (variables: V) => ({
      snapshot: changeYearPlanOptimistically(queryClient, location, education, yearId, (plan) =>
        apply(plan, variables),
      ),
    }),
    revert: (context: { snapshot: TPlanSnapshot } | undefined) => {
      if (context) restoreYearPlan(queryClient, context.snapshot);
    },
    onSettled: () => settlePlanChange(queryClient, location, education),
  };
}

/** A list of a planned cluster in its new order: exactly its ids. */
type TOrder = { kind: TPlanOrderedList; ids: readonly number[] };

export interface TDeleteVariables {
  kind: TPlanItemKindPath;
  id: number;
  /** Named in the success toast. */
  name: string;
}

/**
 * Delete shows at once (with the item's links gone too) and comes back when refused. The toasts
 * are given here, not by the dialog: it closes before the answer arrives.
 */
export function useDeletePlanItem(scope: TPlanScope) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { revert, ...shownAtOnce } = useChangeShownAtOnce(
    scope,
    (plan, { kind, id }: TDeleteVariables) => withoutItem(plan, kind, id),
  );
  return useMutation({
    mutationFn: ({ kind, id }: TDeleteVariables) => deletePlanItem(scope, kind, id),
    ...shownAtOnce,
    onError: (error, { kind }, context) => {
      revert(context);
      notifyPlanRefusal(error, t, t(`planItems.${kind}.deleteFailed`), terms);
    },
    onSuccess: (_answer, { name }) =>
      notifications.show({ color: 'teal', message: t('planItems.deleted', { name }) }),
  });
}

/**
 * Reorder shows at once; a refusal puts the old order back with "Something went wrong, Your
 * changes have been reverted" (and the server's reason when it gave one; docs/foundation-brief.md
 * "The shell").
 */
export function useReorderPlanItems(scope: TPlanScope, plannedClusterId: number) {
  const { t } = useTranslation();
  const terms = useTerms();
  const { revert, ...shownAtOnce } = useChangeShownAtOnce(scope, (plan, { kind, ids }: TOrder) =>
    withOrder(plan, kind, plannedClusterId, ids),
  );
  return useMutation({
    mutationFn: ({ kind, ids }: TOrder) => reorderPlanItems(scope, plannedClusterId, kind, ids),
    ...shownAtOnce,
    onError: (error, _variables, context) => {
      revert(context);
      notifyPlanRevert(error, t, terms);
    },
  });
}

/**
 * The comment of a planned cluster; the field keeps what was typed, so nothing is optimistic.
 * The toasts are given here: the field is saved when it is left, often by leaving its tab.
 */
export function useSaveComment(scope: TPlanScope, plannedClusterId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const terms = useTerms();
  const { location, education, yearId } = scope;
  return useMutation({
    mutationFn: (comment: string | null) =>
      savePlannedClusterComment(scope, plannedClusterId, comment),
    meta: { handlesStatus: PLAN_HANDLED_STATUSES },
    onMutate: () => startPlanChange(queryClient, location, education),
    onSuccess: (planned) => {
      notifications.show({ color: 'teal', message: t('planItems.comment.saved') });
      updateYearPlan(queryClient, location, education, yearId, (plan) =>
        withComment(plan, planned.id, planned.comment),
      );
    },
    onSettled: () => settlePlanChange(queryClient, location, education),
    onError: (error) => notifyFormFailure(error, t, t('planItems.comment.failed'), terms),
  });
}
