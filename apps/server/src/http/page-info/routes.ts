import type { FastifyInstance } from 'fastify';
import {
  ZPageInfoEntryParamsSchema,
  ZPageInfoInputSchema,
  ZPageInfoRequestSchema,
  type TPageInfoEntry,
  type TPageInfoResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { findPageInfo } from '../../domain/page-info/find-page-info';
import {
  deletePageInfo,
  listPageInfo,
  savePageInfo,
} from '../../domain/page-info/manage-page-info';
import { requestLanguage } from '../language';
import { parse } from '../parse';

export async function pageInfoRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock?: () => Date },
): Promise<void> {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  app.post('/pageinfo', async (request): Promise<TPageInfoResponse> => {
    const { route } = parse(ZPageInfoRequestSchema, request.body);
    const language = requestLanguage(request);
    return { data: await findPageInfo({ db, route, language }) };
  });

  // Editing by the platform administrator. `:route` is the route pattern URL-encoded as one
  // segment ('/admin/users' -> '%2Fadmin%2Fusers').
  app.get('/pageinfo/all', async (): Promise<{ data: TPageInfoEntry[] }> => {
    return { data: await listPageInfo({ db }) };
  });

  app.put('/pageinfo/:route/:language', async (request): Promise<{ data: TPageInfoEntry }> => {
    const { route, language } = parse(ZPageInfoEntryParamsSchema, request.params);
    const input = parse(ZPageInfoInputSchema, request.body);
    return { data: await savePageInfo({ db, route, language, input, now: clock() }) };
  });

  app.delete('/pageinfo/:route/:language', async (request): Promise<{ data: null }> => {
    const { route, language } = parse(ZPageInfoEntryParamsSchema, request.params);
    await deletePageInfo({ db, route, language, now: clock() });
    return { data: null };
  });
}
