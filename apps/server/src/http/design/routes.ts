import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DESIGN_INPUT_SCHEMAS,
  DESIGN_KINDS,
  ZDesignItemParamsSchema,
  ZDesignKindParamsSchema,
  ZDesignOrderSchema,
  ZGoalClustersSchema,
  ZIdSchema,
  type TDesignKind,
  type TDesignResponse,
} from '@cp/contracts';
import { z } from 'zod';
import {
  createDesignItem,
  deleteDesignItem,
  reorderDesignItems,
  setGoalClusters,
  updateDesignItem,
} from '../../domain/design/change-design';
import { loadDesign } from '../../domain/design/load-design';
import { requireEducation } from '../../domain/educations/scope';
import { VersionedAnswers } from '../cache/versioned-answers';
import { notFound } from '../../domain/errors';
import { parse } from '../parse';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';

const BASE = '/locations/:location/educations/:education/design';

const ZGoalParamsSchema = z.object({ id: ZIdSchema });

/** An unknown kind is a path that does not exist (404), not bad input. */
function kindOf(request: FastifyRequest): TDesignKind {
  const { kind } = request.params as { kind?: string };
  if (!DESIGN_KINDS.includes(kind as TDesignKind)) throw notFound('Unknown design kind');
  return parse(ZDesignKindParamsSchema, request.params).kind;
}

/** The body of create and edit, parsed with the kind's own schema. */
const inputOf = (kind: TDesignKind, request: FastifyRequest) =>
  parse(DESIGN_INPUT_SCHEMAS[kind], request.body);

/**
 * The design screen's API (docs/design.md): the whole design in one GET; create, edit, delete and
 * reorder for every kind (generic over domain/design/kinds.ts); the clusters of a learning goal.
 * Create and edit answer the item as the design lists it.
 */
export async function designRoutes(app: FastifyInstance, deps: EducationRouteDeps): Promise<void> {
  // The whole design, cached per content version (the large one is 290 KB of JSON).
  const answers = new VersionedAnswers();
  app.get(BASE, async (request, reply) => {
    const { db, locationId, educationId } = educationRequest(request, deps);
    const education = await requireEducation({ db, locationId, educationId });
    return answers.send(
      request,
      reply,
      { key: `design-${education.id}`, version: education.contentVersion },
      async (): Promise<TDesignResponse> => ({ data: await loadDesign({ db, education }) }),
    );
  });

  app.post(`${BASE}/:kind`, async (request, reply) => {
    const designKind = kindOf(request);
    const options = educationRequest(request, deps);
    const input = inputOf(designKind, request);
    const data = await createDesignItem({ ...options, designKind, input });
    reply.code(201);
    return { data };
  });

  app.put(`${BASE}/:kind/order`, async (request) => {
    const designKind = kindOf(request);
    const options = educationRequest(request, deps);
    const { ids } = parse(ZDesignOrderSchema, request.body);
    await reorderDesignItems({ ...options, designKind, ids });
    return { data: null };
  });

  app.put(`${BASE}/:kind/:id`, async (request) => {
    const designKind = kindOf(request);
    const { id } = parse(ZDesignItemParamsSchema, request.params);
    const options = educationRequest(request, deps);
    const input = inputOf(designKind, request);
    return { data: await updateDesignItem({ ...options, designKind, id, input }) };
  });

  app.delete(`${BASE}/:kind/:id`, async (request) => {
    const designKind = kindOf(request);
    const { id } = parse(ZDesignItemParamsSchema, request.params);
    await deleteDesignItem({ ...educationRequest(request, deps), designKind, id });
    return { data: null };
  });

  app.put(`${BASE}/learning-goals/:id/clusters`, async (request) => {
    const { id } = parse(ZGoalParamsSchema, request.params);
    const options = educationRequest(request, deps);
    const { cluster_ids } = parse(ZGoalClustersSchema, request.body);
    const ids = await setGoalClusters({ ...options, goalId: id, clusterIds: cluster_ids });
    return { data: { cluster_ids: ids } };
  });
}
