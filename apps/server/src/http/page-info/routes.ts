import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTEXT_COOKIES,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  ZPageInfoRequestSchema,
  type TLanguage,
  type TPageInfoResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { findPageInfo } from '../../domain/page-info/find-page-info';
import { parse } from '../parse';
import { actorOf } from '../session-guard';

/** The `language` cookie (what the interface shows now), else the stored choice, else Dutch. */
function languageOf(request: FastifyRequest): TLanguage {
  const cookie = request.cookies[CONTEXT_COOKIES.language];
  const fromCookie = LANGUAGES.find((language) => language === cookie);
  return fromCookie ?? actorOf(request).language ?? DEFAULT_LANGUAGE;
}

export async function pageInfoRoutes(app: FastifyInstance, deps: { db: Db }): Promise<void> {
  app.post('/pageinfo', async (request): Promise<TPageInfoResponse> => {
    const { route } = parse(ZPageInfoRequestSchema, request.body);
    return { data: await findPageInfo({ db: deps.db, route, language: languageOf(request) }) };
  });
}
