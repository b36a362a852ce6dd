import type { FastifyInstance } from 'fastify';
import { PLAN_ITEM_INPUT_SCHEMAS, type TAnswerIn, type TPlanItemKindPath } from '@cp/contracts';
import { loadYearPlan } from '../../domain/plan/load-year-plan';
import { addChoice } from '../../domain/plan/add-choice';
import { createPlanItem } from '../../domain/plan/create-plan-item';
import { createSpecialBlock } from '../../domain/plan/create-special-block';
import { deletePlanItem } from '../../domain/plan/delete-plan-item';
import { placeCluster } from '../../domain/plan/place-cluster';
import { removePlannedCluster } from '../../domain/plan/remove-planned-cluster';
import { updatePlannedCluster } from '../../domain/plan/update-planned-cluster';
import { placeElective } from '../../domain/plan/place-elective';
import { removeElective } from '../../domain/plan/remove-elective';
import { removeSpecialBlock } from '../../domain/plan/remove-special-block';
import { reorderPlanList } from '../../domain/plan/reorder-plan-list';
import { updateElective } from '../../domain/plan/update-elective';
import { updatePlanItem } from '../../domain/plan/update-plan-item';
import { updateSpecialBlock } from '../../domain/plan/update-special-block';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { handle } from '../endpoint';
import { parse } from '../parse';

/**
 * The body of an item's create and edit, parsed with the kind's own schema: the registry's body
 * schema only asks for an object, as one schema cannot follow the path's `:kind`.
 */
const inputOf = (kind: TPlanItemKindPath, body: unknown) =>
  parse(PLAN_ITEM_INPUT_SCHEMAS[kind], body);

/**
 * The domain answers an item as a row of its kind's answer columns (domain/plan/plan-item-kinds),
 * typed loosely as it is generic over the kinds; those columns are the kind's item schema, one
 * option of the registry's answer.
 */
const asItem = (item: Record<string, unknown>) => item as TAnswerIn<'createPlanItem'>['data'];

/**
 * The plan screen's API (docs/plan.md): one year's plan in one GET; placing, moving, resizing and
 * removing clusters, elective slots (with their choices) and special blocks; the tests, check
 * moments, activities and links of a planned cluster (generic over plan-item-kinds.ts). Changes
 * answer the changed item. Materials have their own routes (material-routes.ts).
 */
export async function planRoutes(app: FastifyInstance, deps: EducationRouteDeps): Promise<void> {
  handle(app, 'getYearPlan', async ({ params }, request) => {
    const { db, scope, educationId } = educationRequest(request, deps);
    return { data: await loadYearPlan({ db, scope, educationId, yearId: params.year }) };
  });

  // Planned clusters -------------------------------------------------------------------------
  handle(app, 'placePlannedCluster', async ({ body }, request) => {
    const options = educationRequest(request, deps);
    return { data: await placeCluster({ ...options, input: body }) };
  });
  handle(app, 'changePlannedCluster', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    return { data: await updatePlannedCluster({ ...options, id: params.id, input: body }) };
  });
  handle(app, 'removePlannedCluster', async ({ params }, request) => {
    await removePlannedCluster({ ...educationRequest(request, deps), id: params.id });
    return { data: null };
  });

  // Elective slots ---------------------------------------------------------------------------
  handle(app, 'placeElectiveSlot', async ({ body }, request) => {
    const options = educationRequest(request, deps);
    return { data: await placeElective({ ...options, input: body }) };
  });
  handle(app, 'changeElectiveSlot', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    return { data: await updateElective({ ...options, id: params.id, input: body }) };
  });
  handle(app, 'removeElectiveSlot', async ({ params }, request) => {
    await removeElective({ ...educationRequest(request, deps), id: params.id });
    return { data: null };
  });
  handle(app, 'addElectiveChoice', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    return { data: await addChoice({ ...options, id: params.id, clusterId: body.cluster_id }) };
  });

  // Special blocks ---------------------------------------------------------------------------
  handle(app, 'createSpecialBlock', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    return { data: await createSpecialBlock({ ...options, yearId: params.year, input: body }) };
  });
  handle(app, 'changeSpecialBlock', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    return { data: await updateSpecialBlock({ ...options, id: params.id, input: body }) };
  });
  handle(app, 'removeSpecialBlock', async ({ params }, request) => {
    await removeSpecialBlock({ ...educationRequest(request, deps), id: params.id });
    return { data: null };
  });

  // Tests, check moments, activities and links of a planned cluster -------------------------
  handle(app, 'createPlanItem', async ({ params, body }, request) => {
    const { kind: itemKind, id: plannedClusterId } = params;
    const options = educationRequest(request, deps);
    const input = inputOf(itemKind, body);
    const item = await createPlanItem({ ...options, itemKind, plannedClusterId, input });
    return { data: asItem(item) };
  });
  handle(app, 'reorderPlanList', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    const { kind: list, id: plannedClusterId } = params;
    await reorderPlanList({ ...options, list, plannedClusterId, ids: body.ids });
    return { data: null };
  });
  handle(app, 'updatePlanItem', async ({ params, body }, request) => {
    const { kind: itemKind, id } = params;
    const options = educationRequest(request, deps);
    const input = inputOf(itemKind, body);
    return { data: asItem(await updatePlanItem({ ...options, itemKind, id, input })) };
  });
  handle(app, 'deletePlanItem', async ({ params }, request) => {
    const { kind: itemKind, id } = params;
    await deletePlanItem({ ...educationRequest(request, deps), itemKind, id });
    return { data: null };
  });
}
