import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFile } from './send-file';

const CONTENT = Buffer.from('%PDF-1.4 the bytes');
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.get('/buffer', (_, reply) =>
    sendFile(reply, { name: 'Verslag één.pdf', contentType: 'application/pdf', content: CONTENT }),
  );
  app.get('/stream', (_, reply) =>
    sendFile(reply, {
      name: 'Plan "2026"\r\nSet-Cookie: x.csv',
      contentType: 'text/csv; charset=utf-8',
      content: Readable.from([CONTENT.subarray(0, 5), CONTENT.subarray(5)]),
      size: CONTENT.length,
    }),
  );
  app.get('/invisible', (_, reply) =>
    sendFile(reply, {
      name: 'Rapport \u202Efdp.exe',
      contentType: 'application/pdf',
      content: CONTENT,
    }),
  );
  app.get('/only-invisible', (_, reply) =>
    sendFile(reply, {
      name: '\u2066\u200B\uFEFF',
      contentType: 'application/pdf',
      content: CONTENT,
    }),
  );
  await app.ready();
});
afterAll(() => app?.close());

describe('the one download reply', () => {
  it('sends a buffer as an attachment with an ASCII fallback and the UTF-8 name', async () => {
    const response = await app.inject({ method: 'GET', url: '/buffer' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(CONTENT)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Verslag __n.pdf"; filename*=UTF-8''Verslag%20%C3%A9%C3%A9n.pdf`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-length': String(CONTENT.length),
    });
  });

  it('streams a file with its known size, and no name breaks the header', async () => {
    const response = await app.inject({ method: 'GET', url: '/stream' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(CONTENT)).toBe(true);
    expect(response.headers['content-length']).toBe(String(CONTENT.length));
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const disposition = response.headers['content-disposition'] as string;
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toBe(
      `attachment; filename="Plan _2026___Set-Cookie: x.csv"; filename*=UTF-8''Plan%20%222026%22%0D%0ASet-Cookie%3A%20x.csv`,
    );
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('names no download with invisible format characters (a right-to-left override)', async () => {
    const response = await app.inject({ method: 'GET', url: '/invisible' });
    const disposition = response.headers['content-disposition'] as string;
    expect(disposition).toBe(
      `attachment; filename="Rapport fdp.exe"; filename*=UTF-8''Rapport%20fdp.exe`,
    );
    expect(disposition).not.toContain('%E2%80%AE');
    const empty = await app.inject({ method: 'GET', url: '/only-invisible' });
    expect(empty.headers['content-disposition']).toBe(
      `attachment; filename="download"; filename*=UTF-8''download`,
    );
  });
});
