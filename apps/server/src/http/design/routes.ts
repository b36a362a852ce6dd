import type { FastifyInstance } from 'fastify';
import {
  DESIGN_INPUT_SCHEMAS,
  type TAnswerIn,
  type TDesignKind,
  type TDesignResponse,
} from '@cp/contracts';
import { createDesignItem } from '../../domain/design/create-design-item';
import { deleteDesignItem } from '../../domain/design/delete-design-item';
import { reorderDesignItems } from '../../domain/design/reorder-design-items';
import { setGoalClusters } from '../../domain/design/set-goal-clusters';
import { updateDesignItem } from '../../domain/design/update-design-item';
import { openDesign } from '../../domain/design/load-design';
import { VersionedAnswers } from '../cache/versioned-answers';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { handle } from '../endpoint';
import { parse } from '../parse';

/**
 * The body of create and edit, parsed with the kind's own schema: the registry's body schema only
 * asks for an object, as one schema cannot follow the path's `:kind`.
 */
const inputOf = (kind: TDesignKind, body: unknown) => parse(DESIGN_INPUT_SCHEMAS[kind], body);

/**
 * The domain answers an item as a row of its kind's answer columns (domain/design/kinds.ts), typed
 * loosely as it is generic over the kinds; those columns are the kind's item schema, one option of
 * the registry's answer.
 */
const asItem = (item: Record<string, unknown>) => item as TAnswerIn<'createDesignItem'>['data'];

/**
 * The design screen's API (docs/design.md): the whole design in one GET; create, edit, delete and
 * reorder for every kind (generic over domain/design/kinds.ts); the clusters of a learning goal.
 * Create and edit answer the item as the design lists it.
 */
export async function designRoutes(app: FastifyInstance, deps: EducationRouteDeps): Promise<void> {
  // The whole design, cached per content version (the large one is 290 KB of JSON).
  const answers = new VersionedAnswers();
  handle(app, 'getDesign', async (_, request, reply) => {
    const { db, scope, educationId } = educationRequest(request, deps);
    const design = await openDesign({ db, scope, educationId });
    return answers.send(
      request,
      reply,
      { key: `design-${design.educationId}`, version: design.version },
      async (): Promise<TDesignResponse> => ({ data: await design.load() }),
    );
  });

  handle(app, 'createDesignItem', async ({ params, body }, request) => {
    const designKind = params.kind;
    const options = educationRequest(request, deps);
    const input = inputOf(designKind, body);
    return { data: asItem(await createDesignItem({ ...options, designKind, input })) };
  });

  handle(app, 'reorderDesignItems', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    await reorderDesignItems({ ...options, designKind: params.kind, ids: body.ids });
    return { data: null };
  });

  handle(app, 'updateDesignItem', async ({ params, body }, request) => {
    const { kind: designKind, id } = params;
    const options = educationRequest(request, deps);
    const input = inputOf(designKind, body);
    return { data: asItem(await updateDesignItem({ ...options, designKind, id, input })) };
  });

  handle(app, 'deleteDesignItem', async ({ params }, request) => {
    const { kind: designKind, id } = params;
    await deleteDesignItem({ ...educationRequest(request, deps), designKind, id });
    return { data: null };
  });

  handle(app, 'setGoalClusters', async ({ params, body }, request) => {
    const options = educationRequest(request, deps);
    const ids = await setGoalClusters({
      ...options,
      goalId: params.id,
      clusterIds: body.cluster_ids,
    });
    return { data: { cluster_ids: ids } };
  });
}
