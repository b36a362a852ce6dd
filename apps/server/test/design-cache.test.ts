import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDesignResponseSchema } from '@cp/contracts';
import { createPlanWorld, planEducation, setStatus, type PlanWorld } from './helpers/plan';

/*
 * The design answer is cached per content version (http/cache/versioned-answers.ts). What
 * matters is that no reader ever gets an older design than the one saved: every kind of change
 * must raise the version.
 */

let world: PlanWorld;
let educationId: number;
const designUrl = () => `locations/${world.schoolId}/educations/${educationId}/design`;
const titles = async () => {
  const response = await world.member.agent.request('GET', designUrl());
  expect(response.statusCode).toBe(200);
  return ZDesignResponseSchema.parse(response.json()).data.clusters.map((c) => c.title);
};

beforeAll(async () => {
  world = await createPlanWorld();
  educationId = (await planEducation(world)).id;
}, 60_000);
afterAll(() => world?.ctx.close());

describe('the cached design answer', () => {
  it('is the saved design after every change, whoever changed it', async () => {
    const before = await titles();
    const created = await world.designer.agent.request('POST', `${designUrl()}/clusters`, {
      body: {
        index: '9',
        title: 'Nieuw cluster',
        short_title: 'N',
        details: 'x',
        cluster_width: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await titles()).toEqual([...before, 'Nieuw cluster']);
    const id: number = created.json().data.id;
    await world.designer.agent.request('PUT', `${designUrl()}/clusters/${id}`, {
      body: { index: '9', title: 'Hernoemd', short_title: 'N', details: 'x', cluster_width: 1 },
    });
    expect(await titles()).toContain('Hernoemd');
    await world.admin.agent.request('DELETE', `${designUrl()}/clusters/${id}`);
    expect(await titles()).toEqual(before);
  });

  it('answers 304 to the browser that has this version, and the same bytes in every encoding', async () => {
    const first = await world.member.agent.request('GET', designUrl());
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"design-\d+-\d+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await world.member.agent.request('GET', designUrl(), {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const br = await world.member.agent.request('GET', designUrl(), {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await world.member.agent.request('GET', designUrl(), {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);

    // After a change the old ETag no longer matches.
    await world.designer.agent.request('POST', `${designUrl()}/subjects`, {
      body: { title: 'Vak' },
    });
    const changed = await world.member.agent.request('GET', designUrl(), {
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('still checks access and the education on every read', async () => {
    expect((await world.otherAdmin.agent.request('GET', designUrl())).statusCode).toBe(403);
    const other = `locations/${world.schoolId}/educations/999999/design`;
    expect((await world.member.agent.request('GET', other)).statusCode).toBe(404);
    await setStatus(world, educationId, 'designing');
  });
});
