import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDUCATION_LIMITS,
  EDUCATION_MESSAGES,
  UPLOAD_MAX_BYTES,
  educationParentRoom,
  ZNoteListResponseSchema,
  ZNoteResponseSchema,
  type TEducationStatus,
  type TLocationRole,
} from '@cp/contracts';
import {
  educationParents,
  educations,
  faculties,
  noteFiles,
  notes,
  noteTypes,
} from '../src/db/schema';
import { createNote } from '../src/domain/notes/create-note';
import { RecordingPublisher } from '../src/domain/events/publisher';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';
import { multipartBody, type Upload } from './helpers/multipart';
import { testScope } from './helpers/location-scope';

let ctx: TestContext;
let locationId: number;
let otherLocationId: number;
let parentId: number;
let educationId: number;
let noteTypeId: number;
let otherNoteTypeId: number;
let author: Agent;
let authorId: number;
let colleague: Agent;
let designer: Agent;
let otherAdmin: Agent;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const form = (fields: Record<string, string>, files: Upload[] = []) =>
  multipartBody(
    fields,
    files.map((file) => ({ ...file, field: 'files' })),
  );

const notesOf = (education = educationId, location = locationId) =>
  `locations/${location}/educations/${education}/notes`;

async function post(
  agent: Agent,
  fields: Record<string, string>,
  files: Upload[] = [],
  path = notesOf(),
) {
  return agent.request('POST', path, await form(fields, files));
}

async function createOk(agent: Agent, text: string, files: Upload[] = [], education = educationId) {
  const response = await post(
    agent,
    { note_type_id: String(noteTypeId), text },
    files,
    notesOf(education),
  );
  expect(response.statusCode, response.body).toBe(201);
  return ZNoteResponseSchema.parse(response.json()).data;
}

const counts = async () => ({
  notes: (await ctx.db.select({ id: notes.id }).from(notes)).length,
  files: (await ctx.db.select({ id: noteFiles.id }).from(noteFiles)).length,
});

async function member(roles: TLocationRole[], location = locationId) {
  const person = await createUser(ctx.db, { memberships: [{ locationId: location, roles }] });
  return { agent: await ctx.agent().signIn(person.email), id: person.id };
}

async function newEducation(values: { status?: TEducationStatus; archived?: boolean }) {
  const { id } = await createEducation(ctx.db, {
    locationId,
    educationParentId: parentId,
    status: values.status,
    deletedAt: values.archived ? new Date() : null,
  });
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  locationId = (await createLocation(ctx.db)).id;
  otherLocationId = (await createLocation(ctx.db)).id;
  const [faculty] = await ctx.db
    .insert(faculties)
    .values({ locationId, name: 'Techniek' })
    .returning();
  const [parent] = await ctx.db
    .insert(educationParents)
    .values({ facultyId: faculty!.id, name: 'Bouw' })
    .returning();
  parentId = parent!.id;
  educationId = await newEducation({});
  const [type] = await ctx.db.insert(noteTypes).values({ locationId, name: 'Overleg' }).returning();
  noteTypeId = type!.id;
  const [other] = await ctx.db
    .insert(noteTypes)
    .values({ locationId: otherLocationId, name: 'Elders' })
    .returning();
  otherNoteTypeId = other!.id;

  ({ agent: author, id: authorId } = await member(['user']));
  ({ agent: colleague } = await member(['user']));
  ({ agent: designer } = await member(['designer']));
  ({ agent: otherAdmin } = await member(['admin'], otherLocationId));
});
afterAll(() => ctx?.close());

describe('notes', () => {
  it('are added with files in one go, listed newest first and downloaded byte for byte', async () => {
    const text = 'Eerste regel\nTweede regel';
    const created = await createOk(author, text, [
      { name: 'Verslag één.pdf', content: PDF, type: 'application/pdf' },
      // The browser's claimed type is ignored: the stored type comes from the allowlist.
      { name: 'notes.txt', content: 'plain text, ü', type: 'text/html' },
    ]);
    expect(created).toMatchObject({
      text,
      note_type: { id: noteTypeId, name: 'Overleg' },
      author: { id: authorId, name: 'Test Gebruiker' },
      can_change: true,
    });
    expect(created.files.map((f) => [f.name, f.size, f.content_type])).toEqual([
      ['Verslag één.pdf', PDF.length, 'application/pdf'],
      ['notes.txt', Buffer.byteLength('plain text, ü'), 'text/plain; charset=utf-8'],
    ]);

    ctx.clock.advance(1000);
    const second = await createOk(author, 'Later');
    const list = await colleague.request('GET', notesOf());
    expect(list.statusCode).toBe(200);
    const data = ZNoteListResponseSchema.parse(list.json()).data;
    expect(data.map((n) => n.id)).toEqual([second.id, created.id]);
    // Another 'user' member sees the note but may not change it.
    expect(data[1]).toMatchObject({ can_change: false });
    expect(JSON.stringify(data)).not.toContain('content"');

    const pdf = created.files[0]!;
    const download = await colleague.request('GET', `${notesOf()}/${created.id}/files/${pdf.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Verslag __n.pdf"; filename*=UTF-8''Verslag%20%C3%A9%C3%A9n.pdf`,
    );
  });

  it('require a category and a text: 422 per field and nothing stored', async () => {
    const before = await counts();
    const noType = await post(author, { text: 'Tekst' }, [{ name: 'a.pdf', content: PDF }]);
    expect(noType.statusCode).toBe(422);
    expect(noType.json().keys).toEqual({ note_type_id: [EDUCATION_MESSAGES.noteTypeRequired] });

    const noText = await post(author, { note_type_id: String(noteTypeId), text: '  ' });
    expect(noText.statusCode).toBe(422);
    expect(noText.json().keys).toEqual({ text: [EDUCATION_MESSAGES.noteTextRequired] });

    const tooLong = await post(author, {
      note_type_id: String(noteTypeId),
      text: 'x'.repeat(EDUCATION_LIMITS.noteTextMaxLength + 1),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().keys).toEqual({ text: [EDUCATION_MESSAGES.noteTextTooLong] });

    const foreignType = await post(author, { note_type_id: String(otherNoteTypeId), text: 'x' });
    expect(foreignType.statusCode).toBe(422);
    expect(foreignType.json().keys).toEqual({
      note_type_id: [EDUCATION_MESSAGES.noteTypeRequired],
    });

    const json = await author.request('POST', notesOf(), {
      body: { note_type_id: noteTypeId, text: 'as json' },
    });
    expect(json.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('accept a file of exactly 10 MB and refuse 10 MB + 1 byte with 413, storing nothing', async () => {
    const exact = Buffer.alloc(UPLOAD_MAX_BYTES, 0x20);
    PDF.copy(exact);
    const before = await counts();
    const tooBig = await post(author, { note_type_id: String(noteTypeId), text: 'Groot' }, [
      { name: 'klein.pdf', content: PDF },
      { name: 'groot.pdf', content: Buffer.concat([exact, Buffer.from(' ')]) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: 'payload_too_large',
      key: EDUCATION_MESSAGES.filesTooLarge,
    });
    expect(await counts()).toEqual(before);

    const created = await createOk(author, 'Precies', [{ name: 'precies.pdf', content: exact }]);
    expect(created.files[0]?.size).toBe(UPLOAD_MAX_BYTES);
  }, 120_000); // PGlite (WASM) takes seconds to write 10 MB of bytea; PostgreSQL does not.

  it('refuse files of other types, disguised files and more than 10 files (422)', async () => {
    const before = await counts();
    const cases: Upload[][] = [
      [{ name: 'setup.exe', content: 'MZ\x90\x00' }],
      [{ name: 'page.html', content: '<script>alert(1)</script>' }],
      [{ name: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>' }],
      [{ name: 'fake.pdf', content: PNG }],
      [{ name: 'fake.docx', content: PDF }],
      [{ name: 'binary.txt', content: Buffer.from([0x41, 0x00, 0x42]) }],
      [{ name: 'zonder-extensie', content: PDF }],
      // One good file does not let a bad one through.
      [
        { name: 'goed.pdf', content: PDF },
        { name: 'fout.exe', content: 'MZ' },
      ],
    ];
    for (const files of cases) {
      const response = await post(author, { note_type_id: String(noteTypeId), text: 'x' }, files);
      expect(response.statusCode, files.map((f) => f.name).join()).toBe(422);
      expect(response.json().keys).toEqual({ files: [EDUCATION_MESSAGES.fileTypeNotAllowed] });
    }

    const eleven = Array.from({ length: EDUCATION_LIMITS.maxFilesPerNote + 1 }, (_, i) => ({
      name: `f${i}.png`,
      content: PNG,
    }));
    const tooMany = await post(author, { note_type_id: String(noteTypeId), text: 'x' }, eleven);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().keys).toEqual({ files: [EDUCATION_MESSAGES.tooManyFiles] });
    expect(await counts()).toEqual(before);

    const ten = await createOk(author, 'Tien', eleven.slice(1));
    expect(ten.files).toHaveLength(10);
  });

  it('are edited and deleted by the author, a designer or an admin only', async () => {
    const note = await createOk(author, 'Van de auteur', [{ name: 'a.png', content: PNG }]);
    const path = `${notesOf()}/${note.id}`;
    const body = { note_type_id: noteTypeId, text: 'Aangepast' };

    const edit = await colleague.request('PUT', path, { body });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().key).toBe(EDUCATION_MESSAGES.noteNotYours);
    const refused = await colleague.request('DELETE', path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe(EDUCATION_MESSAGES.noteNotYours);

    const edited = await author.request('PUT', path, { body });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ text: 'Aangepast', files: [{ name: 'a.png' }] });
    const badEdit = await author.request('PUT', path, {
      body: { note_type_id: otherNoteTypeId, text: '' },
    });
    expect(badEdit.statusCode).toBe(422);

    const byDesigner = await designer.request('PUT', path, { body: { ...body, text: 'D' } });
    expect(byDesigner.statusCode).toBe(200);
    expect((await designer.request('DELETE', path)).statusCode).toBe(200);
    expect(await ctx.db.select().from(noteFiles).where(eq(noteFiles.noteId, note.id))).toEqual([]);
    expect((await author.request('DELETE', path)).statusCode).toBe(404);

    const own = await createOk(author, 'Weg ermee');
    expect((await author.request('DELETE', `${notesOf()}/${own.id}`)).statusCode).toBe(200);
  });

  it('stay within their education and location (403/404)', async () => {
    const note = await createOk(author, 'Binnen', [{ name: 'a.pdf', content: PDF }]);
    const fileId = note.files[0]!.id;
    const secondEducation = await newEducation({});

    // Not a member of the location: 403 before the body is read.
    expect((await otherAdmin.request('GET', notesOf())).statusCode).toBe(403);
    const upload = await post(otherAdmin, { note_type_id: String(noteTypeId), text: 'x' });
    expect(upload.statusCode).toBe(403);
    // The education is not in the caller's own location: 404.
    const elsewhere = notesOf(educationId, otherLocationId);
    expect((await otherAdmin.request('GET', elsewhere)).statusCode).toBe(404);
    expect(
      (await otherAdmin.request('GET', `${elsewhere}/${note.id}/files/${fileId}`)).statusCode,
    ).toBe(404);
    // A note or file under another education or note: 404.
    const wrongEducation = `${notesOf(secondEducation)}/${note.id}`;
    expect((await author.request('GET', `${wrongEducation}/files/${fileId}`)).statusCode).toBe(404);
    expect((await designer.request('DELETE', wrongEducation)).statusCode).toBe(404);
    const other = await createOk(author, 'Ander', [], secondEducation);
    expect(
      (await author.request('GET', `${notesOf()}/${other.id}/files/${fileId}`)).statusCode,
    ).toBe(404);

    // Anonymous (with a CSRF token, else that refuses first): 401 from the access check in
    // preParsing, before any body is read.
    const stranger = ctx.agent();
    await stranger.csrf();
    const anonymous = await post(stranger, { note_type_id: String(noteTypeId), text: 'x' }, [
      { name: 'a.pdf', content: PDF },
    ]);
    expect(anonymous.statusCode).toBe(401);
  });

  it('are closed for archived educations (404) and open while reviewing', async () => {
    const archived = await newEducation({ archived: true });
    expect((await author.request('GET', notesOf(archived))).statusCode).toBe(404);
    const refused = await post(
      author,
      { note_type_id: String(noteTypeId), text: 'x' },
      [],
      notesOf(archived),
    );
    expect(refused.statusCode).toBe(404);

    const reviewing = await newEducation({ status: 'reviewing' });
    const note = await createOk(author, 'Opmerking bij review', [], reviewing);
    expect(note.text).toBe('Opmerking bij review');
  });

  // Decision 0014: notes are the conversation about an education, not its content; the lock
  // (reviewing, active) is on the content only (docs/educations.md "Notes").
  it.each(['reviewing', 'active'] as const)(
    'are added, edited and deleted while %s, leaving the education as it was',
    async (status) => {
      const id = await newEducation({ status });
      const [before] = await ctx.db.select().from(educations).where(eq(educations.id, id));
      const note = await createOk(author, 'Week 12 is te vol', [], id);
      const path = `${notesOf(id)}/${note.id}`;
      const body = { note_type_id: noteTypeId, text: 'Week 12 en 13 zijn te vol' };
      const edited = await author.request('PUT', path, { body });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.text).toBe('Week 12 en 13 zijn te vol');
      expect((await designer.request('DELETE', path)).statusCode).toBe(200);
      // Still the same status, and no "last change" stamp: a note changes nothing reviewed.
      const [after] = await ctx.db.select().from(educations).where(eq(educations.id, id));
      expect(after?.status).toBe(status);
      expect(after?.updatedAt).toEqual(before?.updatedAt);
    },
  );

  it('tell the parent room after commit', async () => {
    const publisher = new RecordingPublisher();
    await createNote({
      db: ctx.db,
      publisher,
      caller: {
        actor: { userId: authorId, isPlatformAdmin: false, language: null, sessionIdHash: '' },
        roles: ['user'],
      },
      scope: testScope(locationId),
      educationId,
      input: { note_type_id: noteTypeId, text: 'Event' },
      files: [],
      now: new Date(),
    });
    expect(publisher.events).toEqual([
      {
        room: educationParentRoom(parentId),
        event: 'education_update',
        payload: { education_parent_id: parentId, education_id: educationId },
      },
    ]);
  });
});
