import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  CSRF_COOKIE,
  CSRF_HEADER,
  EDUCATION_LIMITS,
  EDUCATION_MESSAGES,
  UPLOAD_MAX_BYTES,
  ZNoteResponseSchema,
  ZPlanMaterialSchema,
  dataOf as dataSchemaOf,
} from '@cp/contracts';
import {
  fileChunks,
  fileUploads,
  invitations,
  memberships,
  noteFiles,
  notes,
  noteTypes,
  planMaterials,
  storedFiles,
  users,
} from '../src/db/schema';
import {
  linkUpload,
  removeUnusedFiles,
  UNUSED_FILE_GRACE_MS,
} from '../src/domain/files/stored-files';
import {
  discardUploads,
  FILE_CHUNK_BYTES,
  PENDING_UPLOAD_MAX_AGE_MS,
  receiveFile,
  removePendingUploads,
} from '../src/domain/files/uploads';
import { UPLOAD_LIMITS } from '../src/http/uploads/upload-limits';
import { cleanUpJob } from '../src/jobs';
import type { Agent } from './helpers/agent';
import { testConfig } from './helpers/app';
import { DIRECT_JOB, directJobContext } from './helpers/job-context';
import { createUser } from './helpers/fixtures';
import {
  planUrl,
  type PlanEducation,
  type PlanWorld,
  worldWithPlacedCluster,
} from './helpers/plan';
import { FULL_REQUEST_LIMIT_MS } from './helpers/limits';
import { multipartBody, type Upload } from './helpers/multipart';
import { agentHeaders, apiPath, sendWhole } from './helpers/raw-http';
import { listen } from './helpers/realtime';

/*
 * The file store behind note files and plan materials (docs/decisions/0009-file-store.md):
 * uploads stream into chunks, limits per request and per person, refused or cut-off bodies
 * leave nothing behind, downloads equal uploads, pending uploads are cleaned up.
 */

let world: PlanWorld;
let education: PlanEducation;
let clusterId: number;
let noteTypeId: number;

const PDF_HEAD = Buffer.from('%PDF-1.7\n', 'latin1');
/** A PDF of `size` bytes with random content (so it is stored anew, not deduplicated). */
const pdf = (size: number) => Buffer.concat([PDF_HEAD, randomBytes(size - PDF_HEAD.length)]);

const form = multipartBody;

const notesUrl = () => `locations/${world.schoolId}/educations/${education.id}/notes`;
const materialsUrl = () => `${planUrl(world, education.id)}/clusters/${clusterId}/materials`;
const importUrl = () => `locations/${world.schoolId}/imports/users`;

const noteFields = () => ({ note_type_id: String(noteTypeId), text: 'Met bijlagen' });
const noteFile = (name: string, content: Buffer | string) => ({ field: 'files', name, content });

async function postNote(agent: Agent, files: Upload[]) {
  return agent.request('POST', notesUrl(), await form(noteFields(), files));
}

async function tableCounts() {
  const { db } = world.ctx;
  const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    notes: await rows(notes),
    noteFiles: await rows(noteFiles),
    materials: await rows(planMaterials),
    storedFiles: await rows(storedFiles),
    uploads: await rows(fileUploads),
    chunks: await rows(fileChunks),
    users: await rows(users),
    memberships: await rows(memberships),
    invitations: await rows(invitations),
  };
}

const pendingUploads = async () =>
  (
    await world.ctx.db.select({ n: count() }).from(fileUploads).where(isNull(fileUploads.storedAt))
  )[0]!.n;

beforeAll(async () => {
  ({ world, education, clusterId } = await worldWithPlacedCluster());
  const [type] = await world.ctx.db
    .insert(noteTypes)
    .values({ locationId: world.schoolId, name: 'Overleg' })
    .returning();
  noteTypeId = type!.id;
});
afterAll(() => world?.ctx.close());

describe('a cut-off multipart body', () => {
  /** A well-formed body cut in the middle of a file's bytes, and in the middle of part headers. */
  async function cutBodies(fields: Record<string, string>, files: Upload[]) {
    const { body, headers } = await form(fields, files);
    const fileStart = body.indexOf(PDF_HEAD);
    const headersStart = body.indexOf('Content-Disposition: form-data; name="');
    expect(fileStart).toBeGreaterThan(0);
    return [
      { where: 'in a file', body: body.subarray(0, fileStart + 5000), headers },
      { where: 'in the part headers', body: body.subarray(0, headersStart + 25), headers },
    ];
  }

  const routes = [
    {
      route: 'notes',
      agent: () => world.member.agent,
      url: notesUrl,
      fields: noteFields,
      files: () => [noteFile('a.pdf', pdf(400_000))],
    },
    {
      route: 'materials',
      agent: () => world.designer.agent,
      url: materialsUrl,
      fields: () => ({ kind: 'material', title: 'Reader' }),
      files: () => [{ field: 'file', name: 'a.pdf', content: pdf(400_000) }],
    },
    {
      route: 'user import',
      agent: () => world.admin.agent,
      url: importUrl,
      fields: () => ({}),
      // The importer takes csv; the PDF head only marks where the file's bytes start.
      files: () => [
        {
          field: 'file',
          name: 'users.csv',
          content: Buffer.concat([PDF_HEAD, Buffer.from('email;roles\n'.repeat(2000))]),
        },
      ],
    },
  ];

  for (const { route, agent, url, fields, files } of routes) {
    it(`is a 400 that changes nothing (${route})`, async () => {
      const before = await tableCounts();
      for (const cut of await cutBodies(fields(), files())) {
        const response = await agent().request('POST', url(), cut);
        expect(response.statusCode, `${cut.where}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'bad_request',
          key: 'uploads.malformed',
        });
      }
      expect(await tableCounts()).toEqual(before);
    });
  }
});

describe('a refused file', () => {
  it('leaves nothing behind, wherever in the form it is refused', async () => {
    const before = await tableCounts();
    for (const refused of [
      noteFile('fake.pdf', Buffer.concat([Buffer.from('MZ'), randomBytes(200_000)])),
      noteFile('short.pdf', '%PDF'),
      noteFile('binary.txt', Buffer.concat([Buffer.alloc(100_000, 0x41), Buffer.from([0])])),
      noteFile('setup.exe', 'MZ'),
      { field: 'files', name: '', content: 'no name' },
    ]) {
      const response = await postNote(world.member.agent, [
        noteFile('goed.pdf', pdf(150_000)),
        refused,
      ]);
      expect(response.statusCode, refused.name).toBe(422);
      expect(response.json().keys).toEqual({ files: [EDUCATION_MESSAGES.fileTypeNotAllowed] });
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe('limits per request', () => {
  it('refuses more files than a note holds (422) and keeps none of them', async () => {
    const before = await tableCounts();
    const files = Array.from({ length: EDUCATION_LIMITS.maxFilesPerNote + 1 }, (_, i) =>
      noteFile(`f${i}.pdf`, pdf(300_000)),
    );
    const response = await postNote(world.member.agent, files);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().keys).toEqual({ files: [EDUCATION_MESSAGES.tooManyFiles] });
    expect(await tableCounts()).toEqual(before);
  });

  it(
    'refuses more bytes than a request may carry (413) and keeps none of them',
    async () => {
      const before = await tableCounts();
      // Files at their own limit, together just past the request's: refused while streaming.
      const full = Math.floor(UPLOAD_LIMITS.maxRequestFileBytes / UPLOAD_MAX_BYTES);
      const files = Array.from({ length: full }, (_, i) =>
        noteFile(`f${i}.pdf`, pdf(UPLOAD_MAX_BYTES)),
      );
      files.push(noteFile('extra.txt', 'x'.repeat(2048)));
      const response = await postNote(world.member.agent, files);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'payload_too_large',
        key: 'uploads.requestTooLarge',
        params: { maxMegabytes: UPLOAD_LIMITS.maxRequestFileBytes / 1024 / 1024 },
      });
      // The text names the limit (no placeholder left).
      expect(response.json().message).toContain(
        String(UPLOAD_LIMITS.maxRequestFileBytes / 1024 / 1024),
      );
      expect(await tableCounts()).toEqual(before);
      // Streams 50 MB into the file store before the refusal (helpers/limits.ts).
    },
    FULL_REQUEST_LIMIT_MS,
  );

  it('refuses a body announced larger than the limit before reading it (413)', async () => {
    const { body, headers } = await form(noteFields(), [noteFile('a.pdf', pdf(1000))]);
    const size = UPLOAD_LIMITS.maxRequestFileBytes + UPLOAD_LIMITS.formOverheadBytes + 1;
    const stream = new PassThrough();
    stream.end(body);
    const response = await world.member.agent.request('POST', notesUrl(), {
      body: stream,
      headers: { ...headers, 'content-length': String(size) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().key).toBe('uploads.requestTooLarge');
  });
});

describe('uploads per person at once', () => {
  /** A note upload whose body stays open (after its first 300 KB) until `finish` is called. */
  async function openUpload(agent: Agent, content: Buffer) {
    const { body, headers } = await form(noteFields(), [noteFile('open.pdf', content)]);
    const split = body.indexOf(PDF_HEAD) + 300_000;
    const stream = new PassThrough();
    stream.write(body.subarray(0, split));
    const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = world.ctx.app.inject({
      method: 'POST',
      url: `${API_BASE}/${notesUrl()}`,
      headers: {
        ...headers,
        'content-length': String(body.length),
        cookie,
        [CSRF_HEADER]: agent.cookies.get(CSRF_COOKIE) ?? '',
      },
      remoteAddress: agent.ip,
      payload: stream,
    });
    return { response, finish: () => stream.end(body.subarray(split)) };
  }

  it(`allows ${UPLOAD_LIMITS.maxConcurrentPerUser}, refuses the next with 429, and frees the slots after`, async () => {
    const person = await createUser(world.ctx.db, {
      memberships: [{ locationId: world.schoolId, roles: ['user'] }],
    });
    const agent = await world.ctx.agent().signIn(person.email);
    const contents = [pdf(600_000), pdf(600_000)];
    const open = await Promise.all(contents.map((content) => openUpload(agent, content)));
    // Both are streaming into the store (their first chunks are written).
    await expect.poll(pendingUploads, { timeout: 5000 }).toBeGreaterThanOrEqual(2);

    const third = await postNote(agent, [noteFile('third.pdf', pdf(1000))]);
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'rate_limited',
      key: 'uploads.tooManyAtOnce',
      params: { maxConcurrent: UPLOAD_LIMITS.maxConcurrentPerUser },
    });
    expect(third.json().message).not.toContain('{{');
    // Another person is not held up by this one's uploads.
    expect((await postNote(world.member.agent, [noteFile('b.pdf', pdf(1000))])).statusCode).toBe(
      201,
    );

    for (const upload of open) upload.finish();
    const answers = await Promise.all(open.map((upload) => upload.response));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect((await postNote(agent, [noteFile('later.pdf', pdf(1000))])).statusCode).toBe(201);
  });
});

describe('downloads', () => {
  it('equal the upload byte for byte for a file of several chunks (note and material)', async () => {
    // Ten chunks: more than one read of the download (8 chunks per query), the last one short.
    const content = pdf(9 * FILE_CHUNK_BYTES + 12_345);
    const response = await postNote(world.member.agent, [noteFile('groot.pdf', content)]);
    expect(response.statusCode, response.body).toBe(201);
    const note = ZNoteResponseSchema.parse(response.json()).data;
    const [file] = note.files;
    expect(file!.size).toBe(content.length);
    const [stored] = await world.ctx.db
      .select({ uploadId: storedFiles.uploadId })
      .from(storedFiles)
      .innerJoin(noteFiles, eq(noteFiles.fileHash, storedFiles.hash))
      .where(eq(noteFiles.id, file!.id));
    const chunks = await world.ctx.db
      .select({ n: count() })
      .from(fileChunks)
      .where(eq(fileChunks.uploadId, stored!.uploadId));
    expect(chunks[0]!.n).toBe(10);

    const download = await world.member.agent.request(
      'GET',
      `${notesUrl()}/${note.id}/files/${file!.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(content.length));
    expect(download.rawPayload.equals(content)).toBe(true);

    // The same content as a material: stored once, downloaded the same.
    const material = await world.designer.agent.request(
      'POST',
      materialsUrl(),
      await form({ kind: 'material', title: 'Zelfde' }, [
        { field: 'file', name: 'zelfde.pdf', content },
      ]),
    );
    expect(material.statusCode, material.body).toBe(201);
    const { id } = dataSchemaOf(ZPlanMaterialSchema).parse(material.json()).data;
    const materialFile = await world.member.agent.request(
      'GET',
      `${planUrl(world, education.id)}/materials/${id}/file`,
    );
    expect(materialFile.rawPayload.equals(content)).toBe(true);
    const copies = await world.ctx.db
      .select({ n: count() })
      .from(storedFiles)
      .where(eq(storedFiles.uploadId, stored!.uploadId));
    expect(copies[0]!.n).toBe(1);
    expect(await pendingUploads()).toBe(0);
  });
});

describe('content stored before', () => {
  const chunksOf = async (uploadId: number) =>
    (
      await world.ctx.db
        .select({ n: count() })
        .from(fileChunks)
        .where(eq(fileChunks.uploadId, uploadId))
    )[0]!.n;

  it('is linked to the stored file; the new copy is removed after the transaction, not in it', async () => {
    // Deleting a large copy's chunks inside the note's transaction held PGlite, and every read
    // waiting behind it, for seconds (issue 25).
    const { db } = world.ctx;
    const now = new Date();
    const content = pdf(3 * FILE_CHUNK_BYTES + 100);
    const first = await receiveFile({ db, source: [content], now });
    await db.transaction((tx) => linkUpload(tx, first, now));
    const copy = await receiveFile({ db, source: [content], now });
    expect(await db.transaction((tx) => linkUpload(tx, copy, now))).toBe(first.hash);
    const [left] = await db.select().from(fileUploads).where(eq(fileUploads.id, copy.uploadId));
    expect(left?.storedAt).toBeNull();
    expect(await chunksOf(copy.uploadId)).toBe(4);

    await discardUploads(db, [first.uploadId, copy.uploadId]);
    expect(await chunksOf(copy.uploadId)).toBe(0);
    expect(await db.select().from(fileUploads).where(eq(fileUploads.id, copy.uploadId))).toEqual(
      [],
    );
    // The stored file is left alone.
    expect(await chunksOf(first.uploadId)).toBe(4);
    const [stored] = await db.select().from(storedFiles).where(eq(storedFiles.hash, first.hash));
    expect(stored?.uploadId).toBe(first.uploadId);
  });
});

describe('clean-up', () => {
  it('removes pending uploads older than an hour in the hourly clean-up, and only those', async () => {
    const { db } = world.ctx;
    const now = new Date();
    const old = await receiveFile({
      db,
      source: [pdf(FILE_CHUNK_BYTES + 10)],
      now: new Date(now.getTime() - PENDING_UPLOAD_MAX_AGE_MS - 1000),
    });
    const recent = await receiveFile({ db, source: [pdf(1000)], now });
    const storedBefore = await db.select({ id: storedFiles.uploadId }).from(storedFiles);

    const handler = await cleanUpJob.load();
    const result = await handler(
      directJobContext(db, testConfig(), () => now),
      {},
      DIRECT_JOB,
    );
    expect(result).toMatchObject({ pendingUploads: 1 });

    const left = (await db.select({ id: fileUploads.id }).from(fileUploads)).map((row) => row.id);
    expect(left).not.toContain(old.uploadId);
    expect(left).toContain(recent.uploadId);
    const oldChunks = await db
      .select({ n: count() })
      .from(fileChunks)
      .where(eq(fileChunks.uploadId, old.uploadId));
    expect(oldChunks[0]!.n).toBe(0);
    expect(await db.select({ id: storedFiles.uploadId }).from(storedFiles)).toHaveLength(
      storedBefore.length,
    );
  });

  it('refuses to link an upload the clean-up removed (409), leaving nothing', async () => {
    const { db } = world.ctx;
    const now = new Date();
    const started = new Date(now.getTime() - PENDING_UPLOAD_MAX_AGE_MS - 1000);
    const slow = await receiveFile({ db, source: [pdf(1000)], now: started });
    await removePendingUploads({ db, now });
    await expect(db.transaction((tx) => linkUpload(tx, slow, now))).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(await db.select().from(storedFiles).where(eq(storedFiles.hash, slow.hash))).toEqual([]);
  });

  it('removes a deleted note’s file with its chunks once nothing refers to it', async () => {
    const { db } = world.ctx;
    const content = pdf(FILE_CHUNK_BYTES * 2);
    const response = await postNote(world.member.agent, [noteFile('weg.pdf', content)]);
    const note = ZNoteResponseSchema.parse(response.json()).data;
    const [stored] = await db
      .select({ hash: storedFiles.hash, uploadId: storedFiles.uploadId })
      .from(storedFiles)
      .innerJoin(noteFiles, eq(noteFiles.fileHash, storedFiles.hash))
      .where(eq(noteFiles.id, note.files[0]!.id));
    const later = new Date(Date.now() + UNUSED_FILE_GRACE_MS + 60_000);
    // Still used by the note: it stays.
    await removeUnusedFiles({ db, now: later });
    expect(
      await db.select().from(storedFiles).where(eq(storedFiles.hash, stored!.hash)),
    ).toHaveLength(1);

    const deleted = await world.member.agent.request('DELETE', `${notesUrl()}/${note.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await removeUnusedFiles({ db, now: later })).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.hash, stored!.hash))).toEqual(
      [],
    );
    expect(await db.select().from(fileUploads).where(eq(fileUploads.id, stored!.uploadId))).toEqual(
      [],
    );
  });
});

describe('a refused body sent whole by a plain HTTP client', () => {
  /*
   * A client that writes its whole body before it reads its answer (many HTTP libraries do)
   * must get the refusal, not a reset connection: the server answers at once, then reads and
   * drops the rest of the body (up to a bound) before it closes (http/connections/lingering-close.ts).
   * The bodies are larger than the kernel's socket buffers hold on loopback (several MB), so the
   * client is still writing when the refusal comes.
   */
  const big = 24 * 1024 * 1024;
  const cases = () => [
    {
      route: 'location logo: JSON past the body limit',
      method: 'PUT',
      path: `locations/${world.schoolId}/logo`,
      agent: world.admin.agent,
      body: async () => ({
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ content: 'A'.repeat(big) })),
      }),
    },
    {
      route: 'notes: announced past the request size, refused before reading',
      method: 'POST',
      path: notesUrl(),
      agent: world.member.agent,
      body: () =>
        form(
          noteFields(),
          Array.from({ length: 6 }, (_, i) => noteFile(`f${i}.pdf`, pdf(UPLOAD_MAX_BYTES))),
        ),
    },
    {
      route: 'plan materials: announced past the request size',
      method: 'POST',
      path: materialsUrl(),
      agent: world.designer.agent,
      body: () =>
        form({ kind: 'material', title: 'Groot' }, [
          { field: 'file', name: 'groot.pdf', content: pdf(6 * UPLOAD_MAX_BYTES) },
        ]),
    },
    {
      // Counted past its 2 MB while it streams.
      route: 'user import: a file past its size',
      method: 'POST',
      path: importUrl(),
      agent: world.admin.agent,
      body: () =>
        form({}, [
          { field: 'file', name: 'users.csv', content: Buffer.from('a;b\n'.repeat(big / 4)) },
        ]),
    },
  ];

  it(
    'gets the 413 JSON answer on every upload route, never a reset connection',
    async () => {
      const baseUrl = await listen(world.ctx.app);
      const before = await tableCounts();
      const seen = [];
      for (const { route, method, path, agent, body } of cases()) {
        const request = await body();
        const answer = await sendWhole(baseUrl, {
          method,
          path: apiPath(path),
          headers: { ...agentHeaders(agent), ...request.headers },
          body: request.body,
        });
        const json = answer.body.startsWith('{') ? JSON.parse(answer.body) : {};
        seen.push({ route, status: answer.status, writeError: answer.writeError, code: json.code });
      }
      expect(seen).toEqual(
        cases().map(({ route }) => ({
          route,
          status: 413,
          writeError: undefined,
          code: 'payload_too_large',
        })),
      );
      expect(await tableCounts()).toEqual(before);
    },
    FULL_REQUEST_LIMIT_MS,
  );
});
