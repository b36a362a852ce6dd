import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDUCATION_MESSAGES,
  PLAN_LIMITS,
  PLAN_MESSAGES,
  ZPlanMaterialSchema,
  dataOf as dataSchemaOf,
  type TPlanMaterial,
} from '@cp/contracts';
import { educationBackups, planMaterials, storedFiles } from '../src/db/schema';
import { makeBackup } from '../src/domain/backups/make-backup';
import { pruneBackups } from '../src/domain/backups/prune-backups';
import {
  fileHash,
  removeUnusedFiles,
  UNUSED_FILE_GRACE_MS,
} from '../src/domain/files/stored-files';
import type { Agent } from './helpers/agent';
import {
  dataOf,
  expectInvalid,
  placed,
  planEducation,
  planOf,
  planUrl,
  type PlanEducation,
  type PlanWorld,
  worldWithPlacedCluster,
} from './helpers/plan';
import { multipartBody, type Upload } from './helpers/multipart';

/*
 * Materials and data files of a planned cluster (docs/plan.md "Rules"): a link that starts with
 * http(s):// or a file of at most 10 MB, checked like note files, downloaded exactly.
 */

const M = PLAN_MESSAGES;
const ZMaterialResponseSchema = dataSchemaOf(ZPlanMaterialSchema);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

let world: PlanWorld;
let education: PlanEducation;
let clusterId: number;

const form = multipartBody;

const materialsUrl = (id = clusterId, educationId = education.id) =>
  `${planUrl(world, educationId)}/clusters/${id}/materials`;

async function upload(
  fields: Record<string, string>,
  files: Upload[],
  agent: Agent = world.designer.agent,
  path = materialsUrl(),
) {
  return agent.request('POST', path, await form(fields, files));
}

/** Materials and stored files: a refused upload changes neither. */
const stored = async () => ({
  materials: (await world.ctx.db.select({ id: planMaterials.id }).from(planMaterials)).length,
  files: (await world.ctx.db.select({ hash: storedFiles.hash }).from(storedFiles)).length,
});
const storedHashes = async () =>
  (await world.ctx.db.select({ hash: storedFiles.hash }).from(storedFiles)).map((row) => row.hash);

beforeAll(async () => {
  ({ world, education, clusterId } = await worldWithPlacedCluster());
});
afterAll(() => world?.ctx.close());

describe('link materials', () => {
  it('are added, renamed and deleted; a link starts with http:// or https://', async () => {
    const add = (body: unknown) => world.designer.agent.request('POST', materialsUrl(), { body });
    const response = await add({ title: ' Website ', url: ' https://example.org/les?a=1 ' });
    expect(response.statusCode, response.body).toBe(201);
    const link = ZMaterialResponseSchema.parse(response.json()).data;
    expect(link).toEqual({
      id: link.id,
      planned_cluster_id: clusterId,
      position: expect.any(Number),
      kind: 'material',
      title: 'Website',
      url: 'https://example.org/les?a=1',
      file_name: null,
      content_type: null,
      size: null,
    });
    const data = dataOf<TPlanMaterial>(
      await add({ kind: 'data_file', title: 'Data', url: 'HTTP://example.org/data.csv' }),
      201,
    );
    expect(data).toMatchObject({ kind: 'data_file', position: link.position + 1 });

    const before = await stored();
    for (const url of [
      'ftp://example.org',
      'example.org',
      'https://',
      'javascript:alert(1)',
      'https://a b',
    ]) {
      expectInvalid(await add({ title: 'X', url }), { url: [M.urlInvalid] });
    }
    expectInvalid(await add({ title: 'X' }), { url: [M.urlInvalid] });
    expectInvalid(await add({ title: '', url: 'https://example.org' }), {
      title: [M.titleRequired],
    });
    expect(await stored()).toEqual(before);

    const path = `${planUrl(world, education.id)}/materials/${link.id}`;
    const renamed = dataOf<TPlanMaterial>(
      await world.designer.agent.request('PUT', path, {
        body: { title: 'Nieuwe naam', url: 'http://example.org/nieuw' },
      }),
    );
    expect(renamed).toMatchObject({ title: 'Nieuwe naam', url: 'http://example.org/nieuw' });
    expectInvalid(
      await world.designer.agent.request('PUT', path, { body: { title: 'X', url: 'www.x.nl' } }),
      { url: [M.urlInvalid] },
    );
    // A link has no file to download.
    expect((await world.member.agent.request('GET', `${path}/file`)).statusCode).toBe(404);

    expect(dataOf(await world.designer.agent.request('DELETE', path))).toBeNull();
    expect((await world.designer.agent.request('DELETE', path)).statusCode).toBe(404);
    const plan = await planOf(world, education.id, education.yearIds[0]!);
    expect(plan.materials.map((m) => [m.id, m.position])).toEqual(
      expect.arrayContaining([[data.id, data.position - 1]]),
    );
    expect(plan.materials.map((m) => m.position)).toEqual(
      Array.from({ length: plan.materials.length }, (_, i) => i + 1),
    );
  });
});

describe('file materials', () => {
  it('are stored and downloaded byte for byte', async () => {
    const response = await upload({ title: 'Verslag', kind: 'data_file' }, [
      { name: 'Verslag één.pdf', content: PDF },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const file = ZMaterialResponseSchema.parse(response.json()).data;
    expect(file).toMatchObject({
      kind: 'data_file',
      title: 'Verslag',
      url: null,
      file_name: 'Verslag één.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    const path = `${planUrl(world, education.id)}/materials/${file.id}`;
    // Every member may download.
    const download = await world.member.agent.request('GET', `${path}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Verslag __n.pdf"; filename*=UTF-8''Verslag%20%C3%A9%C3%A9n.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // Renaming keeps the file; a file gets no address.
    const renamed = dataOf<TPlanMaterial>(
      await world.designer.agent.request('PUT', path, {
        body: { title: 'Eindverslag', url: 'https://example.org' },
      }),
    );
    expect(renamed).toMatchObject({
      title: 'Eindverslag',
      url: null,
      file_name: 'Verslag één.pdf',
    });
    const again = await world.member.agent.request('GET', `${path}/file`);
    expect(again.rawPayload.equals(PDF)).toBe(true);

    dataOf(await world.designer.agent.request('DELETE', path));
    expect((await world.member.agent.request('GET', `${path}/file`)).statusCode).toBe(404);
  });

  it('refuse 10 MB + 1 byte with 413 and store nothing; exactly 10 MB is fine', async () => {
    const exact = Buffer.alloc(PLAN_LIMITS.maxFileBytes, 0x20);
    PDF.copy(exact);
    const before = await stored();
    const tooBig = await upload({ title: 'Groot' }, [
      { name: 'groot.pdf', content: Buffer.concat([exact, Buffer.from(' ')]) },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'payload_too_large', key: M.fileTooLarge });
    expect(await stored()).toEqual(before);

    const response = await upload({ title: 'Precies' }, [{ name: 'precies.pdf', content: exact }]);
    expect(response.statusCode, response.body).toBe(201);
    const material = ZMaterialResponseSchema.parse(response.json()).data;
    expect(material.size).toBe(PLAN_LIMITS.maxFileBytes);
    const download = await world.member.agent.request(
      'GET',
      `${planUrl(world, education.id)}/materials/${material.id}/file`,
    );
    expect(download.rawPayload.equals(exact)).toBe(true);
  }, 120_000); // PGlite (WASM) takes seconds to write 10 MB of bytea; PostgreSQL does not.

  it('refuse other types, disguised files, a missing file or title (422)', async () => {
    const before = await stored();
    for (const file of [
      { name: 'setup.exe', content: 'MZ\x90\x00' },
      { name: 'page.html', content: '<script>alert(1)</script>' },
      { name: 'fake.pdf', content: PNG },
      { name: 'zonder-extensie', content: PDF },
    ]) {
      expectInvalid(await upload({ title: 'X' }, [file]), {
        file: [EDUCATION_MESSAGES.fileTypeNotAllowed],
      });
    }
    expectInvalid(await upload({ title: 'X' }, []), { file: [M.fileRequired] });
    // A form's empty file input, or a file under another name, is no file.
    expectInvalid(await upload({ title: 'X' }, [{ name: '', content: '' }]), {
      file: [M.fileRequired],
    });
    expectInvalid(await upload({ title: 'X' }, [{ field: 'files', name: 'a.pdf', content: PDF }]), {
      file: [M.fileRequired],
    });
    expectInvalid(await upload({ title: ' ' }, [{ name: 'a.pdf', content: PDF }]), {
      title: [M.titleRequired],
    });
    const two = await upload({ title: 'X' }, [
      { name: 'a.pdf', content: PDF },
      { name: 'b.pdf', content: PDF },
    ]);
    // A material holds one file: the second is refused before anything is kept.
    expectInvalid(two, { file: [M.oneFile] });
    expect(await stored()).toEqual(before);
  });

  it('stay within their education and location', async () => {
    const response = await upload({ title: 'Binnen' }, [{ name: 'a.png', content: PNG }]);
    const file = ZMaterialResponseSchema.parse(response.json()).data;
    const other = await planEducation(world);
    const otherCluster = await placed(world, other.id, {
      education_year_id: other.yearIds[0]!,
      cluster_id: other.clusters.a,
      start_week: 1,
    });
    const before = await stored();
    // Under another education: 404 for the download, the edit and the delete.
    const foreignPath = `${planUrl(world, other.id)}/materials/${file.id}`;
    expect((await world.member.agent.request('GET', `${foreignPath}/file`)).statusCode).toBe(404);
    expect(
      (await world.designer.agent.request('PUT', foreignPath, { body: { title: 'X' } })).statusCode,
    ).toBe(404);
    expect((await world.designer.agent.request('DELETE', foreignPath)).statusCode).toBe(404);
    // Into a planned cluster of another education: 404, nothing stored.
    const cross = await upload(
      { title: 'X' },
      [{ name: 'a.pdf', content: PDF }],
      world.designer.agent,
      materialsUrl(otherCluster.id),
    );
    expect(cross.statusCode).toBe(404);
    const crossLink = await world.designer.agent.request('POST', materialsUrl(otherCluster.id), {
      body: { title: 'X', url: 'https://example.org' },
    });
    expect(crossLink.statusCode).toBe(404);
    // Not a designer, or another location: 403.
    const path = `${planUrl(world, education.id)}/materials/${file.id}`;
    expect(
      (await upload({ title: 'X' }, [{ name: 'a.pdf', content: PDF }], world.member.agent))
        .statusCode,
    ).toBe(403);
    expect((await world.otherAdmin.agent.request('GET', `${path}/file`)).statusCode).toBe(403);
    expect(
      (
        await world.otherAdmin.agent.request(
          'GET',
          `${planUrl(world, education.id, world.otherSchoolId)}/materials/${file.id}/file`,
        )
      ).statusCode,
    ).toBe(404);
    expect(await stored()).toEqual(before);
    const rows = await world.ctx.db
      .select()
      .from(planMaterials)
      .where(eq(planMaterials.id, file.id));
    expect(rows[0]?.title).toBe('Binnen');
  });
});

describe('material order', () => {
  it('is changed with the list order route; a list that changed meanwhile is refused', async () => {
    const path = (id = clusterId) => `${planUrl(world, education.id)}/clusters/${id}/materials`;
    const other = await placed(world, education.id, {
      education_year_id: education.yearIds[0]!,
      cluster_id: education.clusters.b,
      start_week: 8,
    });
    const add = async (title: string) =>
      dataOf<TPlanMaterial>(
        await world.designer.agent.request('POST', path(other.id), {
          body: { title, url: `https://example.org/${title}` },
        }),
        201,
      );
    const [a, b, c] = [await add('a'), await add('b'), await add('c')];
    const order = (ids: number[], agent = world.designer.agent, id = other.id) =>
      agent.request('PUT', `${path(id)}/order`, { body: { ids } });
    const titles = async () =>
      (await planOf(world, education.id, education.yearIds[0]!)).materials
        .filter((m) => m.planned_cluster_id === other.id)
        .sort((x, y) => x.position - y.position)
        .map((m) => m.title);

    dataOf(await order([c.id, a.id, b.id]));
    expect(await titles()).toEqual(['c', 'a', 'b']);
    // Not exactly this list's ids: 422, nothing moves.
    expectInvalid(await order([a.id, b.id]), { ids: [M.orderMismatch] });
    expect(await titles()).toEqual(['c', 'a', 'b']);
    // Only designers; another location's admin does not get in.
    expect((await order([a.id, b.id, c.id], world.member.agent)).statusCode).toBe(403);
    expect((await order([a.id, b.id, c.id], world.otherAdmin.agent)).statusCode).toBe(403);
    expect(await titles()).toEqual(['c', 'a', 'b']);
    // An unknown list is 404.
    const unknown = await world.designer.agent.request(
      'PUT',
      `${planUrl(world, education.id)}/clusters/${other.id}/notes/order`,
      { body: { ids: [] } },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the file store', () => {
  const fileOf = (material: TPlanMaterial) =>
    world.member.agent.request(
      'GET',
      `${planUrl(world, education.id)}/materials/${material.id}/file`,
    );
  const added = async (title: string, name: string, content: Buffer) => {
    const response = await upload({ title }, [{ name, content }]);
    expect(response.statusCode, response.body).toBe(201);
    return ZMaterialResponseSchema.parse(response.json()).data;
  };
  const removed = async (material: TPlanMaterial) =>
    dataOf(
      await world.designer.agent.request(
        'DELETE',
        `${planUrl(world, education.id)}/materials/${material.id}`,
      ),
    );
  // The job runs at a later time; the app's clock stays (sessions would expire with it).
  const after = (ms: number) => new Date(world.ctx.clock.now().getTime() + ms);
  const cleanUpAfter = (ms: number) => removeUnusedFiles({ db: world.ctx.db, now: after(ms) });
  const DAY = 24 * 3_600_000;

  it('stores equal content once; a file stays while a material or a backup refers to it', async () => {
    const content = Buffer.concat([PDF, Buffer.from(`store ${Date.now()}`)]);
    const hash = fileHash(content);
    const first = await added('Eén', 'een.pdf', content);
    const second = await added('Twee', 'twee.pdf', content);
    expect((await storedHashes()).filter((h) => h === hash)).toHaveLength(1);

    // A backup while the file is in use; then the first material goes: the second holds it.
    const backup = await world.ctx.db.transaction((tx) =>
      makeBackup(tx, education.id, 'hourly', world.ctx.clock.now()),
    );
    await removed(first);
    await cleanUpAfter(UNUSED_FILE_GRACE_MS + 1000);
    expect(await storedHashes()).toContain(hash);
    expect((await fileOf(second)).rawPayload.equals(content)).toBe(true);
    // No material refers to it any more, but the backup does.
    await removed(second);
    await cleanUpAfter(UNUSED_FILE_GRACE_MS + 1000);
    expect(await storedHashes()).toContain(hash);

    // Restoring the backup brings the materials back, with their files.
    const restored = await world.designer.agent.request(
      'POST',
      `locations/${world.schoolId}/educations/${education.id}/backups/${backup.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await fileOf(first)).rawPayload.equals(content)).toBe(true);
    expect((await fileOf(second)).rawPayload.equals(content)).toBe(true);

    // Once the materials and every backup that held the file are gone, the clean-up removes it.
    await removed(first);
    await removed(second);
    await pruneBackups({ db: world.ctx.db, now: after(15 * DAY) });
    expect(await world.ctx.db.select().from(educationBackups)).toEqual([]);
    expect(await cleanUpAfter(15 * DAY)).toBeGreaterThanOrEqual(1);
    expect(await storedHashes()).not.toContain(hash);
  }, 60_000);

  it('keeps an unused file for a day; storing it again starts the day over', async () => {
    const content = Buffer.concat([PDF, Buffer.from(`grace ${Date.now()}`)]);
    const hash = fileHash(content);
    await removed(await added('Data', 'data.pdf', content));
    await cleanUpAfter(UNUSED_FILE_GRACE_MS - 60_000);
    expect(await storedHashes()).toContain(hash);

    // As if stored more than a day ago; stored again now, it gets a new day.
    await world.ctx.db
      .update(storedFiles)
      .set({ touchedAt: after(-UNUSED_FILE_GRACE_MS - 1000) })
      .where(eq(storedFiles.hash, hash));
    await removed(await added('Data', 'data.pdf', content));
    await cleanUpAfter(60_000);
    expect(await storedHashes()).toContain(hash);

    await cleanUpAfter(UNUSED_FILE_GRACE_MS + 1000);
    expect(await storedHashes()).not.toContain(hash);
  });
});
