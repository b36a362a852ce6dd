import type { FastifyInstance } from 'fastify';
import { linkGoalsByCode } from '../../domain/frameworks/link-goals-by-code';
import { listFrameworkLinks } from '../../domain/frameworks/list-framework-links';
import {
  setGoalFrameworkItems,
  setTestFrameworkItems,
} from '../../domain/frameworks/set-framework-items';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { handle } from '../endpoint';

/** An education's links to framework items (docs/frameworks.md "Linking"). */
export async function frameworkLinkRoutes(
  app: FastifyInstance,
  deps: EducationRouteDeps,
): Promise<void> {
  handle(app, 'listFrameworkLinks', async (_, request) => {
    const { db, scope, educationId } = educationRequest(request, deps);
    return { data: await listFrameworkLinks({ db, scope, educationId }) };
  });
  handle(app, 'setGoalFrameworkItems', async ({ params, body }, request) => {
    const ids = await setGoalFrameworkItems({
      ...educationRequest(request, deps),
      ownerId: params.id,
      frameworkItemIds: body.framework_item_ids,
    });
    return { data: { framework_item_ids: ids } };
  });
  handle(app, 'setTestFrameworkItems', async ({ params, body }, request) => {
    const ids = await setTestFrameworkItems({
      ...educationRequest(request, deps),
      ownerId: params.id,
      frameworkItemIds: body.framework_item_ids,
    });
    return { data: { framework_item_ids: ids } };
  });
  handle(app, 'linkGoalsByCode', async ({ body }, request) => ({
    data: await linkGoalsByCode({ ...educationRequest(request, deps), input: body }),
  }));
}
