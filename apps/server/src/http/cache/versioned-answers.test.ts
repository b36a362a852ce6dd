import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { VersionedAnswers } from './versioned-answers';

/** One route answering `{ n }` per (key, version) from the query, counting the builds. */
async function appWith(answers: VersionedAnswers) {
  const builds: string[] = [];
  const app = Fastify();
  app.get('/:key/:version', async (request, reply) => {
    const { key, version } = request.params as { key: string; version: string };
    return answers.send(request, reply, { key, version: Number(version) }, async () => {
      builds.push(`${key}@${version}`);
      return { key, version, filler: 'x'.repeat(1000) };
    });
  });
  await app.ready();
  return { app, builds };
}

describe('VersionedAnswers', () => {
  it('builds a version once, again after a new version, and not for a browser that has it', async () => {
    const { app, builds } = await appWith(new VersionedAnswers());
    const first = await app.inject('/a/1');
    await app.inject({ url: '/a/1', headers: { 'accept-encoding': 'br' } });
    expect(builds).toEqual(['a@1']);
    const again = await app.inject({
      url: '/a/1',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject('/a/2')).json()).toMatchObject({ version: '2' });
    expect(builds).toEqual(['a@1', 'a@2']);
    await app.close();
  });

  it('keeps within its byte budget, dropping the least recently used', async () => {
    // Room for about two answers of ~1 KB.
    const { app, builds } = await appWith(new VersionedAnswers(2500));
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) await app.inject(`/${key}/1`);
    // b was the least recently used when c arrived, so only b is built twice.
    expect(builds).toEqual(['a@1', 'b@1', 'c@1', 'b@1']);
    await app.close();
  });
});
