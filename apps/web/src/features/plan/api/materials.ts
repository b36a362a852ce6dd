import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPlanMaterial, TPlanMaterialKind } from '@cp/contracts';
import { callEndpoint, urlOf } from '@/lib/api';
import { useTerms } from '@/lib/use-terms';
import {
  changeYearPlanOptimistically,
  restoreYearPlan,
  settlePlanChange,
  startPlanChange,
  updateYearPlan,
} from './plan-cache';
import { withMaterial, withoutMaterial } from './plan-item-changes';
import { notifyPlanRefusal, type TPlanScope } from './plan-items';
import { PLAN_HANDLED_STATUSES } from './year-plan';

/*
 * Materials and data files of a planned cluster (docs/plan.md "API"): a link (JSON) or one file
 * (multipart, at most 10 MB; the form refuses a larger one before sending it), renamed and
 * deleted one by one, downloaded through their own URL.
 */

export type TMaterialAdd =
  | { kind: TPlanMaterialKind; title: string; url: string }
  | { kind: TPlanMaterialKind; title: string; file: File };

/** Adds a material (`addPlanMaterial`): JSON for a link, multipart for a file. */
export async function addMaterial(
  scope: TPlanScope,
  plannedClusterId: number,
  input: TMaterialAdd,
): Promise<TPlanMaterial> {
  let body: FormData;
  if ('file' in input) {
    body = new FormData();
    // The fields before the file: the server reads them while the file streams.
    body.set('kind', input.kind);
    body.set('title', input.title);
    body.set('file', input.file, input.file.name);
  } else {
    // A link goes as JSON (callEndpoint sends any other body than a FormData so). The registry
    // holds one kind of body per endpoint, the multipart one, hence the cast.
    body = input as unknown as FormData;
  }
  const params = { location: scope.location, education: scope.education, id: plannedClusterId };
  return (await callEndpoint('addPlanMaterial', { params, body })).data;
}

/** The title, and the address of a link (`updatePlanMaterial`). */
export async function updateMaterial(
  scope: TPlanScope,
  id: number,
  input: { title: string; url?: string },
): Promise<TPlanMaterial> {
  return (
    await callEndpoint('updatePlanMaterial', {
      params: { location: scope.location, education: scope.education, id },
      body: input,
    })
  ).data;
}

export async function deleteMaterial(scope: TPlanScope, id: number): Promise<void> {
  await callEndpoint('deletePlanMaterial', {
    params: { location: scope.location, education: scope.education, id },
  });
}

/** Where the browser downloads a material's file (an attachment answer). */
export const materialFileUrl = (location: string, education: string, id: number) =>
  urlOf('downloadPlanMaterialFile', { location, education, id });

/** Add or edit; the answer goes into the plan. The form shows field errors and toasts. */
export function useSaveMaterial(scope: TPlanScope, plannedClusterId: number) {
  const queryClient = useQueryClient();
  const { location, education, yearId } = scope;
  return useMutation({
    mutationFn: (
      change: { add: TMaterialAdd } | { id: number; input: { title: string; url?: string } },
    ) =>
      'add' in change
        ? addMaterial(scope, plannedClusterId, change.add)
        : updateMaterial(scope, change.id, change.input),
    meta: { handlesStatus: PLAN_HANDLED_STATUSES },
    onMutate: () => startPlanChange(queryClient, location, education),
    onSuccess: (material) => {
      updateYearPlan(queryClient, location, education, yearId, (plan) =>
        withMaterial(plan, material),
      );
    },
    onSettled: () => settlePlanChange(queryClient, location, education),
  });
}

/**
 * Delete shows at once and comes back with "The data has not been removed"
 * (docs/foundation-brief.md "The shell").
 */
export function useDeleteMaterial(scope: TPlanScope) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const terms = useTerms();
  const { location, education, yearId } = scope;
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => deleteMaterial(scope, id),
    meta: { handlesStatus: PLAN_HANDLED_STATUSES },
    onMutate: ({ id }) => ({
      snapshot: changeYearPlanOptimistically(queryClient, location, education, yearId, (plan) =>
        withoutMaterial(plan, id),
      ),
    }),
    onError: (error, _variables, context) => {
      if (context) restoreYearPlan(queryClient, context.snapshot);
      notifyPlanRefusal(error, t, t('planItems.materials.deleteFailed'), terms);
    },
    onSuccess: (_answer, { name }) =>
      notifications.show({ color: 'teal', message: t('planItems.deleted', { name }) }),
    onSettled: () => settlePlanChange(queryClient, location, education),
  });
}
