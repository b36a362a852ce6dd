import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PLAN_ITEM_INPUT_SCHEMAS,
  PLAN_ITEM_KINDS,
  PLAN_ORDERED_LISTS,
  ZElectiveChoiceCreateSchema,
  ZIdSchema,
  ZPlanOrderSchema,
  ZPlannedClusterCreateSchema,
  ZPlannedClusterUpdateSchema,
  ZPlannedElectiveCreateSchema,
  ZPlannedElectiveUpdateSchema,
  ZSpecialBlockInputSchema,
  type TPlanItemKindPath,
  type TPlanOrderedList,
} from '@cp/contracts';
import { notFound } from '../../domain/errors';
import { loadYearPlan } from '../../domain/plan/load-year-plan';
import {
  createPlanItem,
  deletePlanItem,
  reorderPlanList,
  updatePlanItem,
} from '../../domain/plan/plan-items';
import {
  placeCluster,
  removePlannedCluster,
  updatePlannedCluster,
} from '../../domain/plan/planned-clusters';
import {
  addChoice,
  placeElective,
  removeElective,
  updateElective,
} from '../../domain/plan/planned-electives';
import {
  createSpecialBlock,
  removeSpecialBlock,
  updateSpecialBlock,
} from '../../domain/plan/special-blocks';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { parse } from '../parse';

export const PLAN_BASE = '/locations/:location/educations/:education/plan';

const ZIdParamsSchema = z.object({ id: ZIdSchema });
const ZYearParamsSchema = z.object({ year: ZIdSchema });

const idOf = (request: FastifyRequest) => parse(ZIdParamsSchema, request.params).id;

/** An unknown item kind is a path that does not exist (404), not bad input. */
function kindOf(request: FastifyRequest): TPlanItemKindPath {
  const { kind } = request.params as { kind?: string };
  if (!PLAN_ITEM_KINDS.includes(kind as TPlanItemKindPath)) throw notFound('Unknown plan list');
  return kind as TPlanItemKindPath;
}

/** The list of an order route: an item kind, or the materials. */
function orderedListOf(request: FastifyRequest): TPlanOrderedList {
  const { kind } = request.params as { kind?: string };
  if (!PLAN_ORDERED_LISTS.includes(kind as TPlanOrderedList)) throw notFound('Unknown plan list');
  return kind as TPlanOrderedList;
}

/**
 * The plan screen's API (docs/plan.md): one year's plan in one GET; placing, moving, resizing and
 * removing clusters, elective slots (with their choices) and special blocks; the tests, check
 * moments, activities and links of a planned cluster (generic over plan-item-kinds.ts). Changes
 * answer the changed item. Materials have their own routes (material-routes.ts).
 */
export async function planRoutes(app: FastifyInstance, deps: EducationRouteDeps): Promise<void> {
  const B = PLAN_BASE;

  app.get(`${B}/years/:year`, async (request) => {
    const { year } = parse(ZYearParamsSchema, request.params);
    const { db, locationId, educationId } = educationRequest(request, deps);
    return { data: await loadYearPlan({ db, locationId, educationId, yearId: year }) };
  });

  // Planned clusters -------------------------------------------------------------------------
  app.post(`${B}/clusters`, async (request, reply) => {
    const options = educationRequest(request, deps);
    const input = parse(ZPlannedClusterCreateSchema, request.body);
    const data = await placeCluster({ ...options, input });
    reply.code(201);
    return { data };
  });
  app.patch(`${B}/clusters/:id`, async (request) => {
    const id = idOf(request);
    const options = educationRequest(request, deps);
    const input = parse(ZPlannedClusterUpdateSchema, request.body);
    return { data: await updatePlannedCluster({ ...options, id, input }) };
  });
  app.delete(`${B}/clusters/:id`, async (request) => {
    const id = idOf(request);
    await removePlannedCluster({ ...educationRequest(request, deps), id });
    return { data: null };
  });

  // Elective slots ---------------------------------------------------------------------------
  app.post(`${B}/electives`, async (request, reply) => {
    const options = educationRequest(request, deps);
    const input = parse(ZPlannedElectiveCreateSchema, request.body);
    const data = await placeElective({ ...options, input });
    reply.code(201);
    return { data };
  });
  app.put(`${B}/electives/:id`, async (request) => {
    const id = idOf(request);
    const options = educationRequest(request, deps);
    const input = parse(ZPlannedElectiveUpdateSchema, request.body);
    return { data: await updateElective({ ...options, id, input }) };
  });
  app.delete(`${B}/electives/:id`, async (request) => {
    const id = idOf(request);
    await removeElective({ ...educationRequest(request, deps), id });
    return { data: null };
  });
  app.post(`${B}/electives/:id/choices`, async (request, reply) => {
    const id = idOf(request);
    const options = educationRequest(request, deps);
    const { cluster_id } = parse(ZElectiveChoiceCreateSchema, request.body);
    const data = await addChoice({ ...options, id, clusterId: cluster_id });
    reply.code(201);
    return { data };
  });

  // Special blocks ---------------------------------------------------------------------------
  app.post(`${B}/years/:year/special-blocks`, async (request, reply) => {
    const { year } = parse(ZYearParamsSchema, request.params);
    const options = educationRequest(request, deps);
    const input = parse(ZSpecialBlockInputSchema, request.body);
    const data = await createSpecialBlock({ ...options, yearId: year, input });
    reply.code(201);
    return { data };
  });
  app.put(`${B}/special-blocks/:id`, async (request) => {
    const id = idOf(request);
    const options = educationRequest(request, deps);
    const input = parse(ZSpecialBlockInputSchema, request.body);
    return { data: await updateSpecialBlock({ ...options, id, input }) };
  });
  app.delete(`${B}/special-blocks/:id`, async (request) => {
    const id = idOf(request);
    await removeSpecialBlock({ ...educationRequest(request, deps), id });
    return { data: null };
  });

  // Tests, check moments, activities and links of a planned cluster -------------------------
  app.post(`${B}/clusters/:id/:kind`, async (request, reply) => {
    const itemKind = kindOf(request);
    const plannedClusterId = idOf(request);
    const options = educationRequest(request, deps);
    const input = parse(PLAN_ITEM_INPUT_SCHEMAS[itemKind], request.body);
    const data = await createPlanItem({ ...options, itemKind, plannedClusterId, input });
    reply.code(201);
    return { data };
  });
  app.put(`${B}/clusters/:id/:kind/order`, async (request) => {
    const list = orderedListOf(request);
    const plannedClusterId = idOf(request);
    const options = educationRequest(request, deps);
    const { ids } = parse(ZPlanOrderSchema, request.body);
    await reorderPlanList({ ...options, list, plannedClusterId, ids });
    return { data: null };
  });
  app.put(`${B}/items/:kind/:id`, async (request) => {
    const itemKind = kindOf(request);
    const id = idOf(request);
    const options = educationRequest(request, deps);
    const input = parse(PLAN_ITEM_INPUT_SCHEMAS[itemKind], request.body);
    return { data: await updatePlanItem({ ...options, itemKind, id, input }) };
  });
  app.delete(`${B}/items/:kind/:id`, async (request) => {
    const itemKind = kindOf(request);
    const id = idOf(request);
    await deletePlanItem({ ...educationRequest(request, deps), itemKind, id });
    return { data: null };
  });
}
