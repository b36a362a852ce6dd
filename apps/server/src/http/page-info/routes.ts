import type { FastifyInstance } from 'fastify';
import { ZPageInfoRequestSchema, type TPageInfoResponse } from '@cp/contracts';
import type { Db } from '../../db/client';
import { findPageInfo } from '../../domain/page-info/find-page-info';
import { requestLanguage } from '../language';
import { parse } from '../parse';

export async function pageInfoRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.post('/pageinfo', async (request): Promise<TPageInfoResponse> => {
    const { route } = parse(ZPageInfoRequestSchema, request.body);
    const language = requestLanguage(request);
    return { data: await findPageInfo({ db: deps.db, route, language }) };
  });
}
