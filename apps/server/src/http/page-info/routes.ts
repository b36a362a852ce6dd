import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { findPageInfo } from '../../domain/page-info/find-page-info';
import { deletePageInfo } from '../../domain/page-info/delete-page-info';
import { listPageInfo } from '../../domain/page-info/list-page-info';
import { savePageInfo } from '../../domain/page-info/save-page-info';
import { handle } from '../endpoint';
import { requestLanguage } from '../language';

export async function pageInfoRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock?: () => Date },
): Promise<void> {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  handle(app, 'findPageInfo', async ({ body }, request) => {
    const language = requestLanguage(request);
    return { data: await findPageInfo({ db, route: body.route, language }) };
  });

  // Editing by the platform administrator. `:route` is the route pattern URL-encoded as one
  // segment ('/admin/users' -> '%2Fadmin%2Fusers'), checked by its params schema, not an id.
  handle(app, 'listPageInfo', async () => {
    return { data: await listPageInfo({ db }) };
  });

  handle(app, 'savePageInfo', async ({ params, body }) => {
    const { route, language } = params;
    return { data: await savePageInfo({ db, route, language, input: body, now: clock() }) };
  });

  handle(app, 'deletePageInfo', async ({ params }) => {
    const { route, language } = params;
    await deletePageInfo({ db, route, language, now: clock() });
    return { data: null };
  });
}
