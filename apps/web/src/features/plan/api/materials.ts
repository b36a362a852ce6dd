import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_BASE, type TPlanMaterial, type TPlanMaterialKind } from '@cp/contracts';
import { apiRequest } from '@/lib/api';
import { useTerms } from '@/lib/use-terms';
import {
  changeYearPlanOptimistically,
  restoreYearPlan,
  settlePlanChange,
  startPlanChange,
  updateYearPlan,
} from './plan-cache';
import { withMaterial, withoutMaterial } from './plan-item-changes';
import { notifyRefusal, type TPlanScope } from './plan-items';
import { planPath, PLAN_HANDLED_STATUSES } from './year-plan';

/*
 * Materials and data files of a planned cluster (docs/plan.md "API"): a link (JSON) or one file
 * (multipart, at most 10 MB; the form refuses a larger one before sending it), renamed and
 * deleted one by one, downloaded through their own URL.
 */

export type TMaterialAdd =
  | { kind: TPlanMaterialKind; title: string; url: string }
  | { kind: TPlanMaterialKind; title: string; file: File };

/** `POST .../plan/clusters/:id/materials`: JSON for a link, multipart for a file. */
export async function addMaterial(
  scope: TPlanScope,
  plannedClusterId: number,
  input: TMaterialAdd,
): Promise<TPlanMaterial> {
  let body: unknown;
  if ('file' in input) {
    const form = new FormData();
    // The fields before the file: the server reads them while the file streams.
    form.set('kind', input.kind);
    form.set('title', input.title);
    form.set('file', input.file, input.file.name);
    body = form;
  } else {
    body = input;
  }
  return (
    await apiRequest(
      `${planPath(scope.location, scope.education)}/clusters/${plannedClusterId}/materials`,
      {
        method: 'POST',
        body,
        schema: (s) => s.dataOf(s.ZPlanMaterialSchema),
      },
    )
  ).data;
}

/** `PUT .../plan/materials/:id`: the title, and the address of a link. */
export async function updateMaterial(
  scope: TPlanScope,
  id: number,
  input: { title: string; url?: string },
): Promise<TPlanMaterial> {
  return (
    await apiRequest(`${planPath(scope.location, scope.education)}/materials/${id}`, {
      method: 'PUT',
      body: input,
      schema: (s) => s.dataOf(s.ZPlanMaterialSchema),
    })
  ).data;
}

export async function deleteMaterial(scope: TPlanScope, id: number): Promise<void> {
  await apiRequest(`${planPath(scope.location, scope.education)}/materials/${id}`, {
    method: 'DELETE',
    // `{ data: null }`: nothing to check but that it is JSON, as for the design's acks.
    schema: (s) => s.ZDesignAckResponseSchema,
  });
}

/** Where the browser downloads a material's file (an attachment answer). */
export const materialFileUrl = (location: string, education: string, id: number) =>
  `${API_BASE}/${planPath(location, education)}/materials/${id}/file`;

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

/** Delete shows at once and comes back with SPEC §8 "The data has not been removed". */
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
      notifyRefusal(error, t, t('planItems.materials.deleteFailed'), terms);
    },
    onSuccess: (_answer, { name }) =>
      notifications.show({ color: 'teal', message: t('planItems.deleted', { name }) }),
    onSettled: () => settlePlanChange(queryClient, location, education),
  });
}
