import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  frameworkItems,
  learningGoalFrameworkItems,
  planTestFrameworkItems,
} from '../src/db/schema';
import type { DocSection, DocTable } from '../src/domain/exports/document';
import mammoth from 'mammoth';
import { renderDocx } from '../src/domain/exports/render/docx';
import { renderPdf } from '../src/domain/exports/render/pdf';
import { renderXlsx } from '../src/domain/exports/render/xlsx';
import { analysisPart } from '../src/domain/exports/sections/analysis';
import { readFrameworkSheet } from '../src/domain/frameworks/read-framework-sheet';
import { readSloExamProgrammes } from '../src/domain/frameworks/read-slo-exam-programmes';
import { storeFramework } from '../src/domain/frameworks/store-framework';
import { loadExcelJs } from '../src/domain/imports/excel';
import { createAnalysisFixture, type AnalysisFixture } from './helpers/analysis';
import { createEducation } from './helpers/educations';
import { sampleDocument } from './helpers/export-document';
import {
  buildPart,
  labels,
  outline,
  tables,
  types,
  type SectionOptions,
} from './helpers/export-sections';
import { sloExamRecords } from './helpers/framework-files';
import { createUser } from './helpers/fixtures';

/*
 * The frameworks' coverage in the analysis part of an export (docs/exports.md, docs/analysis.md
 * "Frameworks"), on the real Informatica havo exam programme (SLO's files: 18 domains, 64
 * subdomains, 64 eindtermen, one under each subdomain; domain A holds 13 eindtermen (its 13th
 * coded INF/H/DomeinB/A13/...), B 4;
 * school exam (se) on 61 of the 64, central exam (ce) on none of those used here) and the
 * analysis fixture (test/helpers/analysis.ts: goals g1 "1 Titel 1" in clusters A and D, g2 "2
 * Titel 2" in A and B, g3 "3 Titel 3" in B, g5 "2 Titel 2" (under outcome 2) in none; A, B, C, D planned in year 1; tests "Tentamen A" (tA1, week
 * 3) [g1], "Beoordeling A" (tA2, week 3) [g2], "Aanwezigheid B" (tB1) [g3], "Oefening C" (tC2)
 * [], "Tentamen D" (tD1, week 9) [g1]).
 *
 * Links, straight into the database (the link routes are another piece of work):
 * - Informatica havo: g1 -> B1/14, g2 -> B2/15, g5 -> C2/19; test tC2 directly -> A12/12;
 * - the location's own sheet "Eigen kader" (K > K.1, K.2; no credit): g3 -> K.1;
 * - another location's copy of Informatica havo: g1 -> A1/1, which the export never shows.
 *
 * By hand, Informatica havo (every item below is SE, none CE):
 *   B1/14  g1; clusters 1 A, 4 D; tests Tentamen A, Tentamen D  tested
 *   B2/15  g2; clusters 1 A, 2 B; test Beoordeling A             tested
 *   C2/19  g5; no cluster; no test                               covered
 *   A12/12 no goal; test Oefening C, linked directly             tested (not taught)
 *   Counted 64: covered 4 (6.25 %), taught 2 (3.125 -> 3.1 %), tested 3 (4.6875 -> 4.7 %).
 *   School exam 61: covered 4 (6.557 -> 6.6 %), taught 2 (3.279 -> 3.3 %), tested 3 (4.918 ->
 *   4.9 %). Domain A: 1 of 13 covered, 1 tested; B: 2 of 4, 2; subdomain C2: 1 of 1, 0.
 * Eigen kader: counted K.1, K.2; K.1 g3 in cluster 2 B, test Aanwezigheid B: tested. Covered,
 * taught and tested 1 of 2 (50 %); no school-exam flags, so no school-exam columns.
 */

let fx: AnalysisFixture;
let informaticaId: number;
const item = new Map<string, { id: number; title: string }>();
const INF = 'INF/H/Domein';

beforeAll(async () => {
  fx = await createAnalysisFixture();
  const { db } = fx.world.ctx;
  const platform = await createUser(db, { isPlatformAdmin: true });
  const programmes = readSloExamProgrammes(await sloExamRecords()).frameworks;
  const informatica = programmes.find((programme) => programme.code === 'INF/havo')!;
  const store = (locationId: number | null, parsed = informatica, release = 'november 2025') =>
    storeFramework(db, {
      owner: { locationId },
      parsed,
      release,
      userId: platform.id,
      storedId: null,
    });
  informaticaId = await store(null);
  const foreignId = await store(fx.world.otherSchoolId);
  const sheet = Buffer.from(
    ['Code;Titel;Bovenliggende code', 'K;Kernvakken;', 'K.1;Rekenen;K', 'K.2;Taal;K'].join('\r\n'),
  );
  const [own] = (await readFrameworkSheet('eigen.csv', sheet, { code: '', title: 'Eigen kader' }))
    .frameworks;
  const ownId = await store(fx.world.schoolId, own!, '2026');
  for (const [frameworkId, prefix] of [
    [informaticaId, ''],
    [ownId, 'own:'],
    [foreignId, 'foreign:'],
  ] as const) {
    for (const row of await db
      .select({ id: frameworkItems.id, code: frameworkItems.code, title: frameworkItems.title })
      .from(frameworkItems)
      .where(eq(frameworkItems.frameworkId, frameworkId))) {
      item.set(`${prefix}${row.code}`, { id: row.id, title: row.title });
    }
  }
  const { goals, tests } = fx;
  const id = (code: string) => item.get(code)!.id;
  await db.insert(learningGoalFrameworkItems).values([
    { learningGoalId: goals.g1, frameworkItemId: id(`${INF}B/B1/14`) },
    { learningGoalId: goals.g2, frameworkItemId: id(`${INF}B/B2/15`) },
    { learningGoalId: goals.g5, frameworkItemId: id(`${INF}C/C2/19`) },
    { learningGoalId: goals.g3, frameworkItemId: id('own:K.1') },
    { learningGoalId: goals.g1, frameworkItemId: id(`foreign:${INF}A/A1/1`) },
  ]);
  await db
    .insert(planTestFrameworkItems)
    .values({ planTestId: tests.tC2, frameworkItemId: id(`${INF}A/A12/12`) });
}, 180_000);
afterAll(() => fx?.world.ctx.close());

const build = (options: Partial<SectionOptions> = {}) =>
  buildPart(analysisPart, {
    db: fx.world.ctx.db,
    locationId: fx.world.schoolId,
    educationId: fx.id,
    ...options,
  });

const frameworksOf = (sections: DocSection[]) =>
  sections.find((section) => section.key === 'analysis-frameworks');

const sheetOf = (section: DocSection, sheet: string): DocTable => {
  const found = tables(section).find((table) => table.sheet === sheet);
  if (!found) throw new Error(`no ${sheet} in ${tables(section).map((t) => t.sheet)}`);
  return found;
};

/** The row of the items table with this code. */
const rowOf = (table: DocTable, code: string) => table.rows.find((row) => row[0] === code)!;
const title = (code: string) => item.get(code)!.title;

describe('the coverage section in Dutch', () => {
  let section: DocSection;
  let sectionsDone: number;
  beforeAll(async () => {
    const built = await build();
    sectionsDone = built.sectionsDone;
    expect(built.sections.map((s) => s.key)).toEqual([
      'analysis-1',
      'analysis-2',
      'analysis-frameworks',
    ]);
    section = frameworksOf(built.sections)!;
  });

  it('is one section after the years, every linked framework by title, the foreign one never', () => {
    expect(sectionsDone).toBe(3);
    expect([section.part, section.title]).toEqual(['analysis', 'Dekking van kaders']);
    expect(outline(section.blocks)).toEqual([
      'h2 Eigen kader',
      'paragraph',
      'table Kadercijfers Eigen kader',
      'paragraph',
      'table Kader Eigen kader',
      'h2 Examenprogramma Informatica havo (INF/havo)',
      'paragraph',
      'table Kadercijfers INF havo',
      'paragraph',
      'table Kader INF havo',
    ]);
    expect(section.blocks[1]).toEqual({ kind: 'paragraph', text: 'Release 2026' });
    expect(section.blocks[6]).toEqual({
      kind: 'paragraph',
      text: 'Versie 2020, release november 2025',
    });
  });

  it('has the totals of Informatica havo, of all items and of the school exam, as numbers', () => {
    const figures = sheetOf(section, 'Kadercijfers INF havo');
    expect(labels(figures)).toEqual([
      'Dekking',
      'Alle items',
      'Alle items, %',
      'Schoolexamen (SE)',
      'Schoolexamen (SE), %',
    ]);
    expect(types(figures)).toEqual(['text', 'integer', 'decimal', 'integer', 'decimal']);
    expect(figures.rows).toEqual([
      ['Items', 64, null, 61, null],
      ['Gedekt', 4, 6.3, 4, 6.6],
      ['Onderwezen', 2, 3.1, 2, 3.3],
      ['Getoetst', 3, 4.7, 3, 4.9],
    ]);
  });

  it('lists every item of Informatica havo with its status, goals, clusters and tests', () => {
    const items = sheetOf(section, 'Kader INF havo');
    expect(labels(items)).toEqual([
      'Code',
      'Titel',
      'Examen',
      'Status',
      'Leerdoelen',
      'Clusters',
      'Toetsen',
    ]);
    // 18 domains, 64 subdomains, 64 eindtermen, top to bottom.
    expect(items.rows).toHaveLength(146);
    expect(items.rows[0]![0]).toBe('INF/H/DomeinA');
    const code = (rest: string) => `${INF}${rest}`;
    expect(rowOf(items, code('B/B1/14'))).toEqual([
      code('B/B1/14'),
      title(code('B/B1/14')),
      'SE',
      'Getoetst',
      '1 Titel 1',
      '1 A; 4 D',
      'Tentamen A; Tentamen D',
    ]);
    expect(rowOf(items, code('B/B2/15'))).toEqual([
      code('B/B2/15'),
      title(code('B/B2/15')),
      'SE',
      'Getoetst',
      '2 Titel 2',
      '1 A; 2 B',
      'Beoordeling A',
    ]);
    expect(rowOf(items, code('C/C2/19')).slice(2)).toEqual([
      'SE',
      'Gedekt',
      '2 Titel 2',
      null,
      null,
    ]);
    expect(rowOf(items, code('A/A12/12')).slice(2)).toEqual([
      'SE',
      'Getoetst',
      null,
      null,
      'Oefening C (direct)',
    ]);
    expect(rowOf(items, code('A/A1/1')).slice(2)).toEqual(['SE', 'Niet gedekt', null, null, null]);
    // Domains and subdomains say how far the eindtermen under them are.
    expect(rowOf(items, 'INF/H/DomeinA')[3]).toBe('1 van 13 gedekt, 1 getoetst');
    expect(rowOf(items, 'INF/H/DomeinB')[3]).toBe('2 van 4 gedekt, 2 getoetst');
    expect(rowOf(items, code('C/C2'))[3]).toBe('1 van 1 gedekt, 0 getoetst');
    expect(rowOf(items, code('B/B1'))[3]).toBe('1 van 1 gedekt, 1 getoetst');
    // Counted statuses add up to the totals.
    const statuses = items.rows.map((row) => row[3]);
    expect(statuses.filter((status) => status === 'Niet gedekt')).toHaveLength(60);
    expect(statuses.filter((status) => status === 'Getoetst')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'Gedekt')).toHaveLength(1);
  });

  it("carries SLO's credit under the items table; a framework without one has none", () => {
    expect(sheetOf(section, 'Kader INF havo').footnote).toBe(
      'Bron: SLO, opendata.slo.nl, licentie CC BY 4.0',
    );
    expect(sheetOf(section, 'Kader Eigen kader').footnote).toBeUndefined();
  });

  it('leaves the school-exam columns out of a framework without the flags', () => {
    const figures = sheetOf(section, 'Kadercijfers Eigen kader');
    expect(labels(figures)).toEqual(['Dekking', 'Alle items', 'Alle items, %']);
    expect(figures.rows).toEqual([
      ['Items', 2, null],
      ['Gedekt', 1, 50],
      ['Onderwezen', 1, 50],
      ['Getoetst', 1, 50],
    ]);
    expect(sheetOf(section, 'Kader Eigen kader').rows).toEqual([
      ['K', 'Kernvakken', null, '1 van 2 gedekt, 1 getoetst', null, null, null],
      ['K.1', 'Rekenen', null, 'Getoetst', '3 Titel 3', '2 B', 'Aanwezigheid B'],
      ['K.2', 'Taal', null, 'Niet gedekt', null, null, null],
    ]);
  });
});

describe('the coverage section in English', () => {
  it('says the same in English, numbers and the credit too', async () => {
    const section = frameworksOf((await build({ language: 'en' })).sections)!;
    expect(section.title).toBe('Framework coverage');
    expect(outline(section.blocks)[5]).toBe('h2 Examenprogramma Informatica havo (INF/havo)');
    const figures = sheetOf(section, 'Framework figures INF havo');
    expect(labels(figures)).toEqual([
      'Coverage',
      'All items',
      'All items, %',
      'School exam (SE)',
      'School exam (SE), %',
    ]);
    expect(figures.rows[2]).toEqual(['Taught', 2, 3.1, 2, 3.3]);
    const items = sheetOf(section, 'Framework INF havo');
    expect(labels(items)[4]).toBe('Learning goals');
    expect(rowOf(items, 'INF/H/DomeinB')[3]).toBe('2 of 4 covered, 2 tested');
    expect(rowOf(items, `${INF}A/A12/12`)[6]).toBe('Oefening C (direct)');
    expect(items.footnote).toBe('Source: SLO, opendata.slo.nl, licence CC BY 4.0');
  });
});

describe('an education without links', () => {
  it('has no coverage section, but reports the step', async () => {
    const { db } = fx.world.ctx;
    const other = await createEducation(db, {
      locationId: fx.world.schoolId,
      educationParentId: fx.world.parentId,
    });
    const built = await build({ educationId: other.id });
    // Its one (empty) year, and no coverage; the coverage step is reported all the same.
    expect(built.sections.map((s) => s.key)).toEqual(['analysis-1']);
    expect(built.sectionsDone).toBe(2);
    expect(analysisPart.count({ years: [] })).toBe(1);
  });

  it('reads the coverage in three statements per framework, after one for the list', async () => {
    const both = await build();
    const years = await build({ yearIds: [] });
    // No years: the linked frameworks (1) and two frameworks of three statements each.
    expect(years.statements).toBe(1 + 2 * 3);
    expect(frameworksOf(years.sections)).toEqual(frameworksOf(both.sections));
  });
});

describe('rendered', () => {
  it('puts the table and its credit in the PDF, the Word file and the Excel sheet', async () => {
    const section = frameworksOf((await build({ yearIds: [] })).sections)!;
    const document = sampleDocument({ sections: [section] });
    const pdf = await renderPdf(document, () => {});
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    // Looked at by hand: pdftoppm -png -r 60 /tmp/export-frameworks.pdf (see the report).
    await writeFile('/tmp/export-frameworks.pdf', pdf);

    // Word: the credit is the paragraph right after the items table's last row.
    const docx = await renderDocx(document, () => {});
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(docx) });
    const lastItem = text.lastIndexOf(title(`${INF}R/R2/64`));
    expect(lastItem).toBeGreaterThan(0);
    expect(
      text.indexOf('Bron: SLO, opendata.slo.nl, licentie CC BY 4.0', lastItem),
    ).toBeGreaterThan(lastItem);

    const xlsx = await renderXlsx(document, () => {});
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    // exceljs' types name a Node Buffer; it reads any ArrayBuffer (as read-import-file.ts).
    await workbook.xlsx.load(xlsx.buffer);
    const sheet = workbook.getWorksheet('Kader INF havo')!;
    // Header, 146 items, an empty row, the credit: outside the filter.
    expect(sheet.getCell(149, 1).value).toBe('Bron: SLO, opendata.slo.nl, licentie CC BY 4.0');
    expect(sheet.getCell(148, 1).value).toBeNull();
    expect(sheet.autoFilter).toBe('A1:G147');
    const figures = workbook.getWorksheet('Kadercijfers INF havo')!;
    expect(figures.getRow(3).values).toEqual([undefined, 'Gedekt', 4, 6.3, 4, 6.6]);
  });
});
