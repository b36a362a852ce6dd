import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  IMPORT_ROW_REASONS,
  NO_LICENSE_BODY,
  PLAN_MESSAGES,
  type TImportSummary,
} from '@cp/contracts';
import { invitations } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import type { Agent } from './helpers/agent';
import { createLicense, createLocation, createUser } from './helpers/fixtures';
import { multipartBody } from './helpers/multipart';

let ctx: TestContext;
let locationId: number;
let otherLocationId: number;
let admin: Agent;
const adminEmail = 'import-admin@school.nl';

beforeAll(async () => {
  ctx = await createTestContext();
  const location = await createLocation(ctx.db);
  const other = await createLocation(ctx.db);
  locationId = location.id;
  otherLocationId = other.id;
  await createUser(ctx.db, {
    email: adminEmail,
    memberships: [{ locationId, roles: ['admin'] }],
  });
  admin = await ctx.agent().signIn(adminEmail);
});
afterAll(() => ctx?.close());

const multipart = (filename: string, content: Buffer | string, type = 'text/csv') =>
  multipartBody({}, [{ name: filename, content, type }]);

async function upload(
  agent: Agent,
  filename: string,
  content: Buffer | string,
  location = locationId,
) {
  const { body, headers } = await multipart(filename, content);
  return agent.request('POST', `locations/${location}/imports/users`, { body, headers });
}

const summaryOf = (response: { json(): unknown }) =>
  (response.json() as { data: TImportSummary }).data;

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const openInvitation = async (email: string) =>
  (
    await ctx.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.locationId, locationId), eq(invitations.email, email)))
  )[0];

describe('POST locations/:location/imports/users', () => {
  it('reads a Dutch csv: semicolons, quoted fields, BOM, CRLF, Dutch headers and role names', async () => {
    const csv =
      '\uFEFFE-mailadres;Voornaam;Tussenvoegsel;Achternaam;Rollen\r\n' +
      'NL.een@school.nl;"Jan; de ""Grote""";van;Dijk;"beheerder; ontwerper"\r\n' +
      'nl.twee@school.nl;Émilie;;Bos;gebruiker\r\n' +
      '\r\n';
    const response = await upload(admin, 'gebruikers.csv', csv);
    expect(response.statusCode).toBe(200);
    const summary = summaryOf(response);
    expect(summary.invited).toEqual([
      { row: 2, email: 'nl.een@school.nl', roles: ['admin', 'designer'] },
      { row: 3, email: 'nl.twee@school.nl', roles: ['user'] },
    ]);
    expect(summary.skipped).toEqual([]);
    expect(summary.failed).toEqual([]);
    expect((await openInvitation('nl.een@school.nl'))?.roles).toEqual(['admin', 'designer']);
  });

  it('reads a comma-separated csv with roles separated by | and sends the e-mails', async () => {
    const before = mailCount();
    const csv =
      'email,first name,middle name,last name,roles\ncomma.een@school.nl,A,,B,admin|user\n';
    const response = await upload(admin, 'users.csv', csv);
    expect(summaryOf(response).invited).toEqual([
      { row: 2, email: 'comma.een@school.nl', roles: ['admin', 'user'] },
    ]);
    expect(mailCount()).toBe(before + 1);
  });

  it('reads an xlsx built with exceljs', async () => {
    const file = await xlsx([
      ['E-mail', 'First name', 'Middle name', 'Last name', 'Roles'],
      ['xlsx.een@school.nl', 'Xan', '', 'Lee', 'designer'],
    ]);
    const response = await upload(admin, 'users.xlsx', file);
    expect(response.statusCode).toBe(200);
    expect(summaryOf(response).invited).toEqual([
      { row: 2, email: 'xlsx.een@school.nl', roles: ['designer'] },
    ]);
  });

  it('processes the good rows and lists the bad ones as failed, with their reasons', async () => {
    const member = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    // An open invitation from an earlier import.
    await upload(admin, 'first.csv', 'email;roles\nalready.invited@school.nl;user\n');
    const csv = [
      'email;roles',
      'no.role@school.nl;',
      'not-an-address;user',
      `${member.email};user`,
      'already.invited@school.nl;designer',
      'fresh@school.nl;user',
      'fresh@school.nl;admin',
      'odd.role@school.nl;teacher',
    ].join('\n');
    const response = await upload(admin, 'mixed.csv', csv);
    expect(response.statusCode).toBe(200);
    const summary = summaryOf(response);
    expect(summary.invited.map((r) => r.email)).toEqual(['fresh@school.nl']);
    expect(summary.skipped).toEqual([
      {
        row: 4,
        email: member.email,
        reason: 'has_account',
        message: IMPORT_ROW_REASONS.has_account,
      },
      {
        row: 5,
        email: 'already.invited@school.nl',
        reason: 'has_invitation',
        message: 'This user has already recieved an invitation',
      },
    ]);
    expect(summary.failed).toEqual([
      {
        row: 2,
        email: 'no.role@school.nl',
        reason: 'no_role',
        message: 'All users must at least have one role',
      },
      {
        row: 3,
        email: 'not-an-address',
        reason: 'invalid_email',
        message: IMPORT_ROW_REASONS.invalid_email,
      },
      {
        row: 7,
        email: 'fresh@school.nl',
        reason: 'duplicate',
        message: IMPORT_ROW_REASONS.duplicate,
      },
      {
        row: 8,
        email: 'odd.role@school.nl',
        reason: 'unknown_role',
        message: IMPORT_ROW_REASONS.unknown_role,
      },
    ]);
    expect(await openInvitation('no.role@school.nl')).toBeUndefined();
  });

  it('refuses a file whose extension or content is wrong, and changes nothing', async () => {
    const cases: [string, Buffer | string][] = [
      ['users.txt', 'email;roles\nwrong.ext@school.nl;user\n'],
      ['users.xlsx', 'email;roles\nfake.xlsx@school.nl;user\n'],
      [
        'users.csv',
        await xlsx([
          ['email', 'roles'],
          ['zip.csv@school.nl', 'user'],
        ]),
      ],
      ['users.csv', Buffer.from([0x00, 0x01, 0x02, 0x03, 0x45])],
      ['users.csv', 'name;function\nJan;teacher\n'],
      ['users.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)])],
    ];
    for (const [name, content] of cases) {
      const response = await upload(admin, name, content);
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toMatchObject({
        code: 'validation',
        key: IMPORT_MESSAGES.invalidFile,
        keys: { file: [IMPORT_MESSAGES.invalidFile] },
      });
      expect(response.json().message, name).toContain('Download het voorbeeldbestand');
    }
    for (const email of ['wrong.ext@school.nl', 'fake.xlsx@school.nl', 'zip.csv@school.nl']) {
      expect(await openInvitation(email)).toBeUndefined();
    }
  });

  it('refuses a request without a file (422) and an empty file', async () => {
    const noFile = await admin.request('POST', `locations/${locationId}/imports/users`, {
      body: {},
    });
    expect(noFile.statusCode).toBe(422);
    const empty = await upload(admin, 'empty.csv', 'email;roles\n');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ key: IMPORT_MESSAGES.noRows });
  });

  it('takes one file under `file` only, through the one upload reader (422 on `file` otherwise)', async () => {
    const post = async (files: Parameters<typeof multipartBody>[1]) => {
      const { body, headers } = await multipartBody({}, files);
      return admin.request('POST', `locations/${locationId}/imports/users`, { body, headers });
    };
    const csv = (email: string) => `email;roles\n${email};user\n`;
    const cases: [string, Parameters<typeof multipartBody>[1], string][] = [
      [
        'two files',
        [
          { name: 'a.csv', content: csv('two.a@school.nl') },
          { name: 'b.csv', content: csv('two.b@school.nl') },
        ],
        PLAN_MESSAGES.oneFile,
      ],
      [
        'another field',
        [{ field: 'upload', name: 'a.csv', content: csv('other@school.nl') }],
        IMPORT_MESSAGES.noFile,
      ],
      ['an empty file input', [{ name: '', content: '' }], IMPORT_MESSAGES.noFile],
      [
        'a wrong name',
        [{ name: 'a.txt', content: csv('txt@school.nl') }],
        IMPORT_MESSAGES.invalidFile,
      ],
    ];
    for (const [label, files, key] of cases) {
      const response = await post(files);
      expect(response.statusCode, label).toBe(422);
      expect(response.json(), label).toEqual({
        code: 'validation',
        key,
        message: expect.any(String),
        keys: { file: [key] },
        errors: { file: [expect.any(String)] },
      });
    }
    for (const email of ['two.a@school.nl', 'other@school.nl', 'txt@school.nl']) {
      expect(await openInvitation(email)).toBeUndefined();
    }
    const cut = await multipart('cut.csv', csv('cut@school.nl'));
    const truncated = await admin.request('POST', `locations/${locationId}/imports/users`, {
      body: cut.body.subarray(0, cut.body.length - 30),
      headers: cut.headers,
    });
    expect(truncated.statusCode).toBe(400);
    expect(await openInvitation('cut@school.nl')).toBeUndefined();
  });

  it('refuses more than the maximum number of rows as a whole', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `many${i}@school.nl;user`);
    const response = await upload(admin, 'many.csv', ['email;roles', ...rows].join('\n'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ key: IMPORT_MESSAGES.tooManyRows });
    expect(await openInvitation('many0@school.nl')).toBeUndefined();
  });

  it('refuses a file over 2 MB with 413, and stores nothing', async () => {
    const big = `email;roles\ntoo.big@school.nl;user\n${'x'.repeat(2 * 1024 * 1024)}\n`;
    const response = await upload(admin, 'big.csv', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await openInvitation('too.big@school.nl')).toBeUndefined();
  });

  it('is for admins of the location only', async () => {
    const csv = 'email;roles\nnobody@school.nl;user\n';
    const designer = await createUser(ctx.db, {
      memberships: [{ locationId, roles: ['designer', 'user'] }],
    });
    const designerAgent = await ctx.agent().signIn(designer.email);
    expect((await upload(designerAgent, 'u.csv', csv)).statusCode).toBe(403);

    // The admin of this location asking for another location: 403, nothing created there.
    const otherResponse = await upload(admin, 'u.csv', csv, otherLocationId);
    expect(otherResponse.statusCode).toBe(403);
    const rows = await ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.locationId, otherLocationId));
    expect(rows).toEqual([]);

    const anonymous = ctx.agent();
    await anonymous.csrf();
    expect((await upload(anonymous, 'u.csv', csv)).statusCode).toBe(401);
  });

  it('answers no_license for a location without an active license', async () => {
    const unlicensed = await createLocation(ctx.db, { licensed: false });
    await createLicense(ctx.db, unlicensed.id, { startDate: '2001-01-01', endDate: '2001-12-31' });
    const user = await createUser(ctx.db, {
      memberships: [{ locationId: unlicensed.id, roles: ['admin'] }],
    });
    const agent = await ctx.agent().signIn(user.email);
    const response = await upload(agent, 'u.csv', 'email;roles\nx@school.nl;user\n', unlicensed.id);
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(NO_LICENSE_BODY);
  });
});

describe('GET locations/:location/imports/users/sample.:format', () => {
  const sample = (format: string, query = '', headers: Record<string, string> = {}) =>
    admin.request('GET', `locations/${locationId}/imports/users/sample.${format}${query}`, {
      headers,
    });

  it('gives an xlsx and a csv in Dutch by default, which the import itself accepts', async () => {
    const xlsxResponse = await sample('xlsx');
    expect(xlsxResponse.statusCode).toBe(200);
    expect(xlsxResponse.headers['content-disposition']).toContain(
      'voorbeeld-import-gebruikers.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxResponse.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Gebruikers');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'E-mailadres',
      'Voornaam',
      'Tussenvoegsel',
      'Achternaam',
      'Rollen',
    ]);
    expect(sheet?.rowCount).toBe(3);
    const imported = await upload(admin, 'voorbeeld.xlsx', xlsxResponse.rawPayload);
    expect(summaryOf(imported).invited.map((row) => row.roles)).toEqual([
      ['admin', 'designer'],
      ['user'],
    ]);

    const csvResponse = await sample('csv', '', { 'accept-language': 'nl-NL' });
    expect(csvResponse.statusCode).toBe(200);
    expect(csvResponse.body).toContain('E-mailadres;Voornaam;Tussenvoegsel;Achternaam;Rollen');
    expect(csvResponse.body).toContain('beheerder, ontwerper');
  });

  it('follows the screen language over the browser one; the English sample imports too', async () => {
    // A download link carries the browser's Accept-Language; the screen names its own language.
    const english = await sample('csv', '?language=en', { 'accept-language': 'nl-NL' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-disposition']).toContain('import-users-sample.csv');
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect(english.body).toContain('E-mail;First name;Middle name;Last name;Roles');
    expect(english.body).toContain('admin, designer');
    // Old files (English headers, downloaded before) keep working, on any screen language.
    const { body, headers } = await multipart('sample.csv', english.rawPayload);
    const imported = await admin.request('POST', `locations/${locationId}/imports/users`, {
      body,
      headers: { ...headers, 'accept-language': 'nl' },
    });
    expect(imported.statusCode).toBe(200);
    expect(summaryOf(imported).skipped.length + summaryOf(imported).invited.length).toBe(2);

    const dutch = await sample('csv', '?language=nl', { 'accept-language': 'en-GB' });
    expect(dutch.body).toContain('E-mailadres;Voornaam');
    expect((await sample('csv', '?language=de')).statusCode).toBe(422);
  });

  it('refuses an unknown format and non-admins', async () => {
    // An enum path parameter outside its values is a path that does not exist (handle()).
    const pdf = await admin.request('GET', `locations/${locationId}/imports/users/sample.pdf`);
    expect(pdf.statusCode).toBe(404);
    const user = await createUser(ctx.db, { memberships: [{ locationId, roles: ['user'] }] });
    const agent = await ctx.agent().signIn(user.email);
    const response = await agent.request('GET', `locations/${locationId}/imports/users/sample.csv`);
    expect(response.statusCode).toBe(403);
  });
});

function mailCount(): number {
  try {
    return readdirSync(join(ctx.config.dataDir, 'mail')).length;
  } catch {
    return 0;
  }
}
