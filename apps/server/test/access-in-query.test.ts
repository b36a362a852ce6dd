import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccessCheck } from '../src/http/access/access-check';
import { registerErrorHandling } from '../src/http/errors';
import { createTestContext, type TestContext } from './helpers/app';
import { createLocation, createUser } from './helpers/fixtures';

/*
 * The safety net of `accessInQuery` (http/access/access-check.ts): a route that skips the hook's
 * query must decide access on its own statement's row; one that forgets answers an error, never
 * its data. Built on a bare Fastify, as no real route may forget.
 */

let ctx: TestContext;
let app: FastifyInstance;
let locationId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  locationId = (await createLocation(ctx.db)).id;
  const stranger = await createUser(ctx.db);
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    request.actor = {
      userId: stranger.id,
      isPlatformAdmin: false,
      language: null,
      sessionIdHash: 'test',
    };
  });
  registerAccessCheck(app, { db: ctx.db, clock: () => new Date() });
  const config = { access: 'licensedMember', accessInQuery: true } as const;
  app.get('/api/v1/locations/:location/forgetful', { config }, async () => ({ data: 'secret' }));
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe('a route that reads access in its own query', () => {
  it('cannot answer its data without deciding access', async () => {
    const response = await app.inject({ url: `/api/v1/locations/${locationId}/forgetful` });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
  });
});
