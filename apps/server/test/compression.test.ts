import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDesignResponseSchema } from '@cp/contracts';
import { noteFiles, notes, noteTypes } from '../src/db/schema';
import { insertDemoDesign, LARGE_DESIGN } from '../src/db/seed/demo-design';
import { storeContent } from '../src/domain/files/stored-files';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';

/*
 * Answers are compressed (http/compression.ts): Brotli or gzip as the client accepts, from 1 KB,
 * only for text-like types. Note files keep their bytes, the web build's pre-compressed copies are
 * sent as they are (not compressed twice).
 */

let ctx: TestContext;
let webDist: string;
let designer: Agent;
let designUrl: string;
let notesUrl: string;

/** Text of a given size that compresses well but not to nothing. */
const text = (bytes: number, word = 'regel') =>
  Array.from({ length: bytes }, (_, i) => `${word} ${i}\n`)
    .join('')
    .slice(0, bytes);
const INDEX_HTML = `<!doctype html><title>app</title><body>${text(3000, 'pagina')}</body>`;
const APP_JS = `console.log(${JSON.stringify(text(6000, 'script'))});`;
const STYLE_CSS = text(4000, '.klasse { color: red }');
/** The build's copies, at other settings than the server's (quality 11, level 9): told apart. */
const APP_JS_BR = brotliCompressSync(APP_JS, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
});
const APP_JS_GZ = gzipSync(APP_JS, { level: 9 });

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'cp-web-compress-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), APP_JS_BR);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), APP_JS_GZ);
  // No copies of this one: compressed when sent.
  writeFileSync(join(webDist, 'assets', 'style-abc123.css'), STYLE_CSS);
  ctx = await createTestContext({ WEB_DIST_DIR: webDist });

  const locationId = (await createLocation(ctx.db)).id;
  const parentId = await createEducationParent(ctx.db, locationId);
  const person = await createUser(ctx.db, { memberships: [{ locationId, roles: ['designer'] }] });
  designer = await ctx.agent().signIn(person.email);
  const { id } = await createEducation(ctx.db, { locationId, educationParentId: parentId });
  await insertDemoDesign(ctx.db, id, LARGE_DESIGN);
  designUrl = `locations/${locationId}/educations/${id}/design`;
  notesUrl = `locations/${locationId}/educations/${id}/notes`;
});
afterAll(() => ctx?.close());

describe('compressed answers', () => {
  it('sends a large JSON answer as Brotli or gzip, as accepted, and the same JSON', async () => {
    const plain = await designer.request('GET', designUrl);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);
    const design = ZDesignResponseSchema.parse(plain.json());
    expect(design.data.learning_goals).toHaveLength(600);

    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br', 'br'],
      ['identity', undefined],
      ['deflate', undefined],
    ] as const) {
      const response = await designer.request('GET', designUrl, {
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(decoded(response).equals(plain.rawPayload), accept).toBe(true);
      if (encoding) {
        expect(response.headers.vary, accept).toContain('accept-encoding');
        // The design is repetitive JSON: far smaller compressed (about 271 KB -> 21 KB).
        expect(response.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 5);
      }
    }
  });

  it('leaves small answers and errors uncompressed', async () => {
    const health = await ctx.app.inject({
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.rawPayload.length).toBeLessThan(1024);

    // Errors (JSON of a few hundred bytes) arrive as they always did.
    const errors = [
      await designer.request('GET', 'locations/999999/educations/1/design', {
        headers: { 'accept-encoding': 'br, gzip' },
      }),
      await designer.request('GET', 'no-such-route', { headers: { 'accept-encoding': 'br' } }),
      await designer.request('POST', `${designUrl}/competences`, {
        body: { index: '', title: text(4000), details: '', level: null },
        headers: { 'accept-encoding': 'gzip' },
      }),
    ];
    expect(errors.map((response) => response.statusCode)).toEqual([403, 404, 422]);
    for (const response of errors) {
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toMatchObject({ code: expect.any(String), key: expect.any(String) });
    }
  });
});

describe('note files', () => {
  it('arrive byte for byte with their name: binary as is, text compressed when accepted', async () => {
    const [type] = await ctx.db
      .insert(noteTypes)
      .values({ locationId: Number(notesUrl.split('/')[1]), name: 'Overleg' })
      .returning({ id: noteTypes.id });
    const [note] = await ctx.db
      .insert(notes)
      .values({
        educationId: Number(notesUrl.split('/')[3]),
        noteTypeId: type!.id,
        text: 'Met bijlagen',
      })
      .returning({ id: notes.id });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5000, 7)]);
    const plain = Buffer.from(text(5000, 'verslag ü'), 'utf8');
    const files = await ctx.db
      .insert(noteFiles)
      .values([
        {
          noteId: note!.id,
          name: 'Verslag één.pdf',
          contentType: 'application/pdf',
          size: pdf.length,
          fileHash: await storeContent(ctx.db, pdf, new Date()),
        },
        {
          noteId: note!.id,
          name: 'notities.txt',
          contentType: 'text/plain; charset=utf-8',
          size: plain.length,
          fileHash: await storeContent(ctx.db, plain, new Date()),
        },
      ])
      .returning({ id: noteFiles.id });
    const download = (fileId: number, accept?: string) =>
      designer.request('GET', `${notesUrl}/${note!.id}/files/${fileId}`, {
        headers: accept ? { 'accept-encoding': accept } : {},
      });

    for (const accept of [undefined, 'br, gzip', 'gzip']) {
      const binary = await download(files[0]!.id, accept);
      expect(binary.statusCode).toBe(200);
      expect(binary.headers['content-encoding']).toBeUndefined();
      expect(binary.rawPayload.equals(pdf)).toBe(true);
      expect(binary.headers['content-disposition']).toBe(
        `attachment; filename="Verslag __n.pdf"; filename*=UTF-8''Verslag%20%C3%A9%C3%A9n.pdf`,
      );

      const textFile = await download(files[1]!.id, accept);
      expect(textFile.statusCode).toBe(200);
      expect(textFile.headers['content-encoding']).toBe(accept?.split(',')[0]);
      expect(decoded(textFile).equals(plain)).toBe(true);
      expect(textFile.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(textFile.headers['content-disposition']).toContain('filename="notities.txt"');
    }
  });
});

describe('the web app', () => {
  it('sends the build’s pre-compressed copies as they are, not compressed twice', async () => {
    for (const [accept, encoding, body] of [
      ['br, gzip', 'br', APP_JS_BR],
      ['gzip', 'gzip', APP_JS_GZ],
      [undefined, undefined, Buffer.from(APP_JS)],
    ] as const) {
      const response = await ctx.app.inject({
        url: '/assets/app-abc123.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.rawPayload.equals(body), accept).toBe(true);
      expect(decoded(response).toString('utf8')).toBe(APP_JS);
    }
  });

  it('compresses files without copies and the page itself', async () => {
    const style = await ctx.app.inject({
      url: '/assets/style-abc123.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-encoding']).toBe('br');
    expect(decoded(style).toString('utf8')).toBe(STYLE_CSS);

    for (const url of ['/', '/opleidingen/12']) {
      const page = await ctx.app.inject({
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('gzip');
      expect(decoded(page).toString('utf8'), url).toBe(INDEX_HTML);
    }
  });
});
