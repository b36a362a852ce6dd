import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZNoteResponseSchema, type TLanguage, type TNote } from '@cp/contracts';
import type { Db } from '../src/db/client';
import { notes, noteTypes, users } from '../src/db/schema';
import type { DocBlock, DocTable } from '../src/domain/exports/document';
import { noteText, notesPart } from '../src/domain/exports/sections/notes';
import type { Agent } from './helpers/agent';
import { createTestContext, type TestContext } from './helpers/app';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';
import { buildOneSection, sectionContext } from './helpers/export-sections';

/*
 * The notes section of an export (docs/exports.md): notes made through the notes API (with
 * files), their dates set by hand so every cell is known, checked whole in Dutch and in English;
 * an education without notes; a note of another education stays out; and the number of
 * statements does not grow with the number of notes.
 *
 * Notes of "Notities-export" (categories "Overleg", "besluit", "Actiepunt"; sorted by name
 * whatever the case: Actiepunt, besluit, Overleg):
 * - n1 Overleg by Anna de Vries, 3 March 2026 09:15 (CET), two files, edited on 4 March 10:00;
 * - n2 besluit by Bram Bakker, 5 March 2026 14:30, text with HTML-like characters and CRLF;
 * - n3 Overleg by a user since deleted, 6 March 2026 08:00;
 * - n4 Actiepunt by Anna de Vries, 1 April 2026 12:00 (CEST: summer time).
 */

let ctx: TestContext;
let locationId: number;
let educationId: number;
let emptyId: number;
let otherId: number;
let anna: Agent;
let bram: Agent;
let leaver: Agent;
let leaverId: number;
const types: Record<string, number> = {};

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');

/** A multipart body as a browser sends it (as in notes.test.ts). */
async function form(fields: Record<string, string>, files: { name: string; content: Buffer }[]) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files)
    data.append('files', new Blob([new Uint8Array(file.content)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A note through the API, then its dates set to known moments. */
async function note(
  agent: Agent,
  values: {
    type: string;
    text: string;
    created: string;
    updated?: string;
    files?: string[];
    education?: number;
  },
): Promise<TNote> {
  const response = await agent.request(
    'POST',
    `locations/${locationId}/educations/${values.education ?? educationId}/notes`,
    await form(
      { note_type_id: String(types[values.type]), text: values.text },
      (values.files ?? []).map((name) => ({ name, content: PDF })),
    ),
  );
  expect(response.statusCode, response.body).toBe(201);
  const created = ZNoteResponseSchema.parse(response.json()).data;
  await ctx.db
    .update(notes)
    .set({
      createdAt: new Date(values.created),
      updatedAt: new Date(values.updated ?? values.created),
    })
    .where(eq(notes.id, created.id));
  return created;
}

async function person(firstName: string, middleName: string | null, lastName: string) {
  const user = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
  await ctx.db.update(users).set({ firstName, middleName, lastName }).where(eq(users.id, user.id));
  return { agent: await ctx.agent().signIn(user.email), id: user.id };
}

beforeAll(async () => {
  ctx = await createTestContext();
  locationId = (await createLocation(ctx.db)).id;
  const parentId = await createEducationParent(ctx.db, locationId);
  const education = async (name: string) =>
    (await createEducation(ctx.db, { locationId, educationParentId: parentId, name })).id;
  educationId = await education('Notities-export');
  emptyId = await education('Zonder notities');
  otherId = await education('Andere opleiding');
  for (const name of ['Overleg', 'besluit', 'Actiepunt']) {
    const [row] = await ctx.db.insert(noteTypes).values({ locationId, name }).returning();
    types[name] = row!.id;
  }
  anna = (await person('Anna', 'de', 'Vries')).agent;
  bram = (await person('Bram', null, 'Bakker')).agent;
  ({ agent: leaver, id: leaverId } = await person('Weg', null, 'Gegaan'));

  await note(anna, {
    type: 'Overleg',
    text: 'Afspraken met de stage.\nTweede regel.',
    created: '2026-03-03T08:15:00Z',
    updated: '2026-03-04T09:00:00Z',
    files: ['Verslag één.pdf', 'Bijlage, deel 2.pdf'],
  });
  await note(bram, {
    type: 'besluit',
    text: 'Toetsen < 3 per week & <b>niet</b> in week 5\r\nKlaar',
    created: '2026-03-05T13:30:00Z',
  });
  await note(leaver, { type: 'Overleg', text: 'Oud overleg', created: '2026-03-06T07:00:00Z' });
  await ctx.db.delete(users).where(eq(users.id, leaverId));
  await note(anna, { type: 'Actiepunt', text: 'Rooster maken', created: '2026-04-01T10:00:00Z' });
  await note(anna, {
    type: 'Overleg',
    text: 'Van een andere opleiding',
    created: '2026-03-07T07:00:00Z',
    education: otherId,
  });
}, 60_000);
afterAll(() => ctx?.close());

/** The notes section of an education, its context read through the test's database. */
async function build(id: number, language: TLanguage, db: Db = ctx.db) {
  const context = await sectionContext({
    db: ctx.db,
    locationId,
    educationId: id,
    language,
    now: new Date('2026-11-25T10:00:00Z'),
  });
  return buildOneSection(notesPart, { ...context, db });
}

const tableOf = (blocks: DocBlock[]) =>
  blocks.find((block): block is DocTable => block.kind === 'table')!;

describe('the notes section', () => {
  it('lists every note by category, newest first within one, with author, dates and file names', async () => {
    const section = await build(educationId, 'nl');
    expect(section).toEqual({
      key: 'notes',
      part: 'notes',
      title: 'Notities',
      blocks: [
        {
          kind: 'facts',
          items: [
            { label: 'Actiepunt', value: '1' },
            { label: 'besluit', value: '1' },
            { label: 'Overleg', value: '2' },
          ],
        },
        {
          kind: 'table',
          sheet: 'Notities',
          columns: [
            { label: 'Categorie', type: 'text', width: 2 },
            { label: 'Datum', type: 'text', width: 2 },
            { label: 'Auteur', type: 'text', width: 2 },
            { label: 'Notitie', type: 'text', width: 6 },
            { label: 'Bestanden', type: 'text', width: 2.5 },
          ],
          rows: [
            ['Actiepunt', '1 april 2026 om 12:00', 'Anna de Vries', 'Rooster maken', null],
            [
              'besluit',
              '5 maart 2026 om 14:30',
              'Bram Bakker',
              // Plain text as typed: nothing in it is read as markup; CRLF became one line end.
              'Toetsen < 3 per week & <b>niet</b> in week 5\nKlaar',
              null,
            ],
            ['Overleg', '6 maart 2026 om 08:00', 'Onbekende auteur', 'Oud overleg', null],
            [
              'Overleg',
              '3 maart 2026 om 09:15 (bewerkt 4 maart 2026 om 10:00)',
              'Anna de Vries',
              'Afspraken met de stage.\nTweede regel.',
              'Verslag één.pdf\nBijlage, deel 2.pdf',
            ],
          ],
          emptyText: 'Er zijn nog geen notities.',
        },
      ],
    });
  });

  it('says its words and dates in English', async () => {
    const section = await build(educationId, 'en');
    expect(section.title).toBe('Notes');
    const table = tableOf(section.blocks);
    expect(table.sheet).toBe('Notes');
    expect(table.columns.map((column) => column.label)).toEqual([
      'Category',
      'Date',
      'Author',
      'Note',
      'Files',
    ]);
    expect(table.emptyText).toBe('There are no notes yet.');
    expect(table.rows.map((row) => [row[1], row[2]])).toEqual([
      ['1 April 2026 at 12:00', 'Anna de Vries'],
      ['5 March 2026 at 14:30', 'Bram Bakker'],
      ['6 March 2026 at 08:00', 'Unknown author'],
      ['3 March 2026 at 09:15 (edited 4 March 2026 at 10:00)', 'Anna de Vries'],
    ]);
  });

  it('shows the empty text for an education without notes, and no counts', async () => {
    for (const [language, text] of [
      ['nl', 'Er zijn nog geen notities.'],
      ['en', 'There are no notes yet.'],
    ] as const) {
      const section = await build(emptyId, language);
      expect(section.blocks).toHaveLength(1);
      expect(tableOf(section.blocks)).toMatchObject({ rows: [], emptyText: text });
    }
  });

  it('takes the same statements for one note as for many', async () => {
    const counted = () => {
      let statements = 0;
      const db = new Proxy(ctx.db, {
        get(target, property, receiver) {
          if (property === 'select' || property === 'execute') statements += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      return { db: db as Db, statements: () => statements };
    };
    const few = counted();
    expect(tableOf((await build(otherId, 'nl', few.db)).blocks).rows).toHaveLength(1);
    for (let n = 0; n < 20; n++) {
      await note(bram, {
        type: 'besluit',
        text: `Besluit ${n}`,
        created: '2026-05-01T10:00:00Z',
        files: ['a.pdf'],
        education: otherId,
      });
    }
    const many = counted();
    expect(tableOf((await build(otherId, 'nl', many.db)).blocks).rows).toHaveLength(21);
    // The notes with their categories and authors, then the files of all of them.
    expect(few.statements()).toBe(2);
    expect(many.statements()).toBe(few.statements());
  });
});

describe('noteText', () => {
  it('keeps the text as typed, with one kind of line end and no space around it', () => {
    expect(noteText('  a\r\nb\rc\n\n  ')).toBe('a\nb\nc');
    expect(noteText('<p>x</p> &amp;')).toBe('<p>x</p> &amp;');
  });
});
