import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type Upload } from '../../../test/helpers/multipart';
import { DomainError, invalidField } from '../../domain/errors';
import { checkFileType, refuseFileType } from '../../domain/notes/files';
import { registerErrorHandling } from '../errors';
import { readMultipart, registerMultipart, type UploadRules } from './multipart-reader';
import { readUploadsInMemory } from './read-upload-in-memory';

const PDF = Buffer.from('%PDF-1.4 a small file');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** Small limits, so every refusal is cheap to reach. */
const rules = (fields: Record<string, string> = {}): UploadRules => ({
  fileField: 'files',
  maxFiles: 2,
  maxFileBytes: 1000,
  maxRequestBytes: 1500,
  maxFields: 3,
  maxFieldBytes: 100,
  checkType: (name) => checkFileType(name, 'files'),
  refusals: {
    notMultipart: () => new DomainError('unsupported_media_type', 'uploads.noteNotMultipart'),
    requestTooLarge: () =>
      new DomainError('payload_too_large', 'uploads.requestTooLarge', {
        params: { maxMegabytes: 1 },
      }),
    fileTooLarge: () => new DomainError('payload_too_large', 'plan.fileTooLarge'),
    tooManyFiles: () => invalidField('files', 'educations.tooManyFiles'),
    wrongType: () => refuseFileType('files'),
  },
  onField: (field) => {
    if (field.fieldname === 'title' && field.valueTruncated) {
      throw invalidField('title', 'plan.tooLong');
    }
    fields[field.fieldname] = String(field.value);
  },
});

/** What the last readMultipart discarded, by file name. */
let discarded: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // The error answer reads the language cookie.
  await app.register(cookie);
  registerErrorHandling(app);
  await app.register(async (plugin) => {
    await registerMultipart(plugin);
    plugin.post('/memory', async (request) => {
      const fields: Record<string, string> = {};
      const files = await readUploadsInMemory(plugin, request, rules(fields));
      return {
        fields,
        files: files.map((file) => ({ ...file, content: file.content.toString('latin1') })),
      };
    });
    plugin.post('/discard', async (request) => {
      discarded = [];
      const names = await readMultipart(
        plugin,
        request,
        rules(),
        async (file) => {
          for await (const piece of file.bytes) void piece;
          return file.name;
        },
        async (received) => {
          discarded = received;
        },
      );
      return { names };
    });
  });
});
afterAll(() => app?.close());

async function post(files: Upload[], fields: Record<string, string> = {}, url = '/memory') {
  const { body, headers } = await multipartBody(fields, files);
  return app.inject({ method: 'POST', url, payload: body, headers });
}

describe('the one multipart reader', () => {
  it('hands on a file with its non-ASCII name intact and the type of our table', async () => {
    const response = await post(
      [{ field: 'files', name: 'C:\\map\\Verslag één.pdf', content: PDF, type: 'text/html' }],
      { title: 'Over één' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { title: 'Over één' },
      files: [
        {
          name: 'Verslag één.pdf',
          contentType: 'application/pdf',
          content: PDF.toString('latin1'),
        },
      ],
    });
  });

  it('refuses a file past its size with 413, and all files past the request size with 413', async () => {
    const big = await post([
      { field: 'files', name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(1000)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'payload_too_large', key: 'plan.fileTooLarge' });

    const half = Buffer.concat([PDF, Buffer.alloc(800)]);
    const together = await post([
      { field: 'files', name: 'a.pdf', content: half },
      { field: 'files', name: 'b.pdf', content: half },
    ]);
    expect(together.statusCode).toBe(413);
    expect(together.json()).toMatchObject({
      key: 'uploads.requestTooLarge',
      params: { maxMegabytes: 1 },
    });

    // Announced larger than the request may be (with room for the form): refused unread.
    const { body, headers } = await multipartBody({}, [
      { field: 'files', name: 'a.pdf', content: PDF },
    ]);
    const announced = await app.inject({
      method: 'POST',
      url: '/memory',
      payload: body,
      headers: { ...headers, 'content-length': String(1500 + 1024 * 1024 + 1) },
    });
    expect(announced.statusCode).toBe(413);
    expect(announced.json()).toMatchObject({ key: 'uploads.requestTooLarge' });
  });

  it('refuses a wrong type by name or by first bytes (422), and a body that is not multipart (415)', async () => {
    for (const file of [
      { name: 'setup.exe', content: PDF },
      { name: 'photo.pdf', content: PNG },
      { name: 'notes.txt', content: Buffer.from('a\u0000b') },
      { name: '', content: PDF },
    ]) {
      const response = await post([{ field: 'files', ...file }]);
      expect(response.statusCode, file.name).toBe(422);
      expect(response.json(), file.name).toMatchObject({
        code: 'validation',
        keys: { files: ['educations.fileTypeNotAllowed'] },
      });
    }
    const json = await app.inject({ method: 'POST', url: '/memory', payload: { files: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({
      code: 'unsupported_media_type',
      key: 'uploads.noteNotMultipart',
    });
  });

  it('refuses one file too many and a field the route refuses (422)', async () => {
    const three = await post(
      ['a', 'b', 'c'].map((name) => ({ field: 'files', name: `${name}.pdf`, content: PDF })),
    );
    expect(three.statusCode).toBe(422);
    expect(three.json()).toMatchObject({ keys: { files: ['educations.tooManyFiles'] } });
    const longTitle = await post([], { title: 'x'.repeat(101) });
    expect(longTitle.statusCode).toBe(422);
    expect(longTitle.json()).toMatchObject({ keys: { title: ['plan.tooLong'] } });
  });

  it('answers a body cut off in a file or in the part headers with 400, never 500', async () => {
    const { body, headers } = await multipartBody({ title: 't' }, [
      { field: 'files', name: 'a.pdf', content: PDF },
    ]);
    for (const cut of [body.length - 20, body.indexOf('Content-Type', 60) + 5]) {
      const response = await app.inject({
        method: 'POST',
        url: '/memory',
        payload: body.subarray(0, cut),
        headers,
      });
      expect(response.statusCode, String(cut)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', key: 'uploads.malformed' });
    }
  });

  it('skips an empty file input and reads past file parts of other fields', async () => {
    // The parser's file limit counts every file part, so two cases of two parts each.
    for (const first of [
      { field: 'files', name: '', content: '' },
      { field: 'other', name: 'x.exe', content: 'MZ' },
    ]) {
      const response = await post([first, { field: 'files', name: 'a.pdf', content: PDF }]);
      expect(response.statusCode, first.field).toBe(200);
      expect((response.json() as { files: { name: string }[] }).files.map((f) => f.name)).toEqual([
        'a.pdf',
      ]);
    }
  });

  it('gives what was received so far to discard when a later file is refused', async () => {
    const response = await post(
      [
        { field: 'files', name: 'kept.pdf', content: PDF },
        { field: 'files', name: 'wrong.pdf', content: PNG },
      ],
      {},
      '/discard',
    );
    expect(response.statusCode).toBe(422);
    expect(discarded).toEqual(['kept.pdf']);
  });
});
