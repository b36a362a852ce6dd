import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultNames,
  type TLanguage,
  type TTestPlanData,
  type TTestPlanTest,
} from '@cp/contracts';
import { educations, educationYears, users } from '../src/db/schema';
import { EXPORT_PART_BUILDERS } from '../src/documents/export-parts';
import { testPlanSection } from '../src/documents/test-plan-document';
import { assembleDocument } from '../src/domain/exports/assemble';
import type { DocSection, DocTable, ExportDocument } from '../src/domain/exports/document';
import { exportFileName } from '../src/domain/exports/file-name';
import { exportNotificationText } from '../src/domain/exports/notification-texts';
import { renderDocx } from '../src/domain/exports/render/docx';
import { renderPdf } from '../src/domain/exports/render/pdf';
import { renderXlsx } from '../src/domain/exports/render/xlsx';
import { loadSectionContext } from '../src/domain/exports/sections/load-context';
import { testScope } from './helpers/location-scope';
import {
  addedItem,
  createPlanWorld,
  dataOf,
  placed,
  planEducation,
  testBody,
  type PlanEducation,
  type PlanWorld,
} from './helpers/plan';

/*
 * The export part `test_plan` (docs/exports.md "Test plan"): the adapter on a hand-built test
 * plan (columns, a test's row, totals, checks, credits, English), then a havo education made
 * through the API rendered to PDF, Word and Excel and read back by independent readers (pdfjs,
 * the docx XML, read-excel-file and the xlsx XML): the PTA header, "CONCEPT" on every page while
 * it is designed, the adoption line after two approvals, version and status in every footer.
 *
 * Hand-built year "4 havo" (VO): cluster "1 Nederlands" (subject Nederlands, 3 EC) with
 * NE-01 (week 2, schriftelijk, 100 min, 40%, SE 40%, resit 1× highest counts, pass mark 5,5,
 * covers B4 and E2) and NE-02 (weeks 5–7, in the test week "Toetsweek 1" of weeks 5–6, 60%,
 * no resit); cluster "2 Rekenen" with one formative test (no weight).
 */

// ---------------------------------------------------------------------------------------------
// The adapter on hand-built data

function aTest(values: Partial<TTestPlanTest> & { id: number; name: string }): TTestPlanTest {
  return {
    planned_cluster_id: 11,
    code: null,
    kind: 'written_exam',
    size: 'medium',
    test_format_id: null,
    test_format_name: null,
    week: 1,
    end_week: null,
    minutes: null,
    study_hours: null,
    purpose: 'summative',
    weight: null,
    weight_unit: 'percent',
    counts_for_exam: false,
    exam_weight: null,
    exam_weight_unit: 'percent',
    resit: false,
    resit_count: 1,
    resit_rule: null,
    result_type: 'grade',
    pass_mark: null,
    aids: null,
    organisation: null,
    ects: null,
    goal_ids: [],
    position: 0,
    framework_items: [],
    also_planned_cluster_ids: [],
    ...values,
  } as TTestPlanTest;
}

function handBuilt(language: TLanguage = 'nl'): TTestPlanData {
  return {
    education: {
      id: 5,
      name: 'Havo bovenbouw',
      type: 'havo',
      status: 'designing',
      content_version: 12,
      year_count: 2,
      published_at: null,
      approvals: [],
    },
    year: {
      id: 3,
      position: 1,
      name: '4 havo',
      weeks: 40,
      starts_on: null,
      periods: [
        { id: 1, position: 1, name: null, weeks: 20, first_week: 1 },
        { id: 2, position: 2, name: null, weeks: 20, first_week: 21 },
      ],
    },
    special_blocks: [{ id: 1, name: 'Toetsweek 1', kind: 'test_week', start_week: 5, end_week: 6 }],
    clusters: [
      {
        planned_cluster_id: 11,
        cluster_id: 21,
        index: '1',
        title: 'Nederlands',
        short_title: 'NE',
        course_code: null,
        ects: '3',
        subjects: ['Nederlands'],
        elective: null,
        exam_group: 's1',
        start_week: 1,
        end_week: 20,
      },
      {
        planned_cluster_id: 12,
        cluster_id: 22,
        index: '2',
        title: 'Rekenen',
        short_title: 'RE',
        course_code: null,
        ects: null,
        subjects: [],
        elective: null,
        exam_group: 'c22',
        start_week: 1,
        end_week: 20,
      },
    ],
    tests: [
      aTest({
        id: 1,
        code: 'NE-01',
        name: 'Leesvaardigheid',
        week: 2,
        test_format_name: 'Schriftelijk',
        minutes: 100,
        weight: '40',
        counts_for_exam: true,
        exam_weight: '40',
        resit: true,
        resit_rule: 'highest',
        pass_mark: '5.5',
        framework_items: [
          { code: 'B4', title: 'Betoog' },
          { code: 'E2', title: 'Fictie' },
        ],
      }),
      aTest({ id: 2, code: 'NE-02', name: 'Betoog schrijven', week: 5, end_week: 7, weight: '60' }),
      aTest({ id: 3, planned_cluster_id: 12, name: 'Oefentoets', week: 3, purpose: 'formative' }),
    ],
    exam_groups: [
      { key: 's1', label: 'Nederlands', percent_other_years: 60 },
      { key: 'c22', label: '2 Rekenen', percent_other_years: 0 },
    ],
    framework_credits: [
      language === 'nl'
        ? 'Bron: SLO, opendata.slo.nl, licentie CC BY 4.0'
        : 'Source: SLO, opendata.slo.nl, licence CC BY 4.0',
    ],
  };
}

const section = (language: TLanguage = 'nl', data = handBuilt(language)) =>
  testPlanSection(data, { language, names: defaultNames(language) });
const pageTables = (built: DocSection) =>
  built.blocks.filter((b): b is DocTable => b.kind === 'table' && b.only === 'pages');
const sheetTable = (built: DocSection) => {
  const found = built.blocks.find((b): b is DocTable => b.kind === 'table' && b.only === 'sheet');
  if (!found) throw new Error('no sheet table');
  return found;
};
const texts = (built: DocSection) =>
  built.blocks.flatMap((block) =>
    block.kind === 'heading' || block.kind === 'paragraph' ? [block.text] : [],
  );

describe('the test plan adapter (hand-built data)', () => {
  it('starts with the PTA header facts', () => {
    const built = section();
    expect(built.key).toBe('test-plan-1');
    expect(built.part).toBe('test_plan');
    expect(built.title).toBe('Programma van toetsing en afsluiting (PTA): 4 havo');
    expect(built.blocks[0]).toEqual({
      kind: 'facts',
      items: [
        { label: 'Opleiding', value: 'Havo bovenbouw' },
        { label: 'Type', value: 'havo' },
        { label: 'Leerjaar', value: '4 havo' },
        { label: 'Status', value: 'In ontwerp' },
        { label: 'Versie', value: '12' },
        { label: 'Vaststelling', value: 'Nog niet vastgesteld' },
      ],
    });
  });

  it('gives each cluster a heading, its details and its tests with a totals row', () => {
    const built = section();
    expect(texts(built).slice(0, 2)).toEqual(['1 Nederlands', '2 Rekenen']);
    const [nederlands, rekenen] = pageTables(built);
    // The details are the table's caption: kept with the table and its heading.
    expect(nederlands!.caption).toBe('3 studiepunten (EC) · Vak: Nederlands');
    expect(rekenen!.caption).toBeUndefined();
    // Empty columns (dates: no start date; aids, organisation) are left out; the cluster is the heading.
    expect(nederlands!.columns.map((c) => c.label)).toEqual([
      'Code',
      'Periode',
      'Week',
      'Inhoud',
      'Toetsvorm',
      'Soort',
      'Duur',
      'Weging',
      'Weging SE',
      'Herkansing',
      'Cesuur',
      'Eindtermen',
    ]);
    expect(nederlands!.rows[0]).toEqual([
      'NE-01',
      'P1',
      'wk 2',
      'Leesvaardigheid',
      'Schriftelijk',
      'summatief (SE)',
      '100 min',
      40,
      40,
      '1× (hoogste telt)',
      5.5,
      'B4, E2',
    ]);
    expect(nederlands!.rows[1]!.slice(0, 3)).toEqual(['NE-02', 'P1', 'wk 5–7 (Toetsweek 1)']);
    // Weights stay numbers with their unit in the column: Excel keeps 40 and prints 40%.
    const weight = nederlands!.columns[7]!;
    expect(weight).toMatchObject({ type: 'decimal', unit: 'percent' });
    expect(nederlands!.totalRow).toBe(true);
    expect(nederlands!.rows.at(-1)).toEqual([
      null,
      null,
      null,
      'Totaal',
      null,
      null,
      '100 min',
      100,
      40,
      null,
      null,
      null,
    ]);
    expect(rekenen!.rows).toHaveLength(2);
    expect(rekenen!.rows[0]![5]).toBe('formatief');
    expect(rekenen!.rows[0]![7]).toBeNull();
  });

  it('ends with the checks (none here) and the frameworks credit', () => {
    expect(texts(section()).slice(2)).toEqual([
      'Controles',
      'Geen opmerkingen: de wegingen tellen op en elke toets is compleet.',
      'Bron: SLO, opendata.slo.nl, licentie CC BY 4.0',
    ]);
  });

  it('lists the checks when weights do not add up', () => {
    const data = handBuilt();
    data.tests[1] = { ...data.tests[1]!, weight: '50' };
    const built = section('nl', data);
    expect(texts(built).slice(2, 4)).toEqual([
      'Controles',
      'De wegingen in procenten van 1 Nederlands tellen op tot 90% in plaats van 100%',
    ]);
    expect(pageTables(built)[0]!.rows.at(-1)![7]).toBe(90);
  });

  it('puts the whole year on one Excel sheet in week order, with the cluster column and totals', () => {
    const sheet = sheetTable(section());
    expect(sheet.sheet).toBe('PTA 4 havo');
    expect(sheet.columns.map((c) => c.label)).toContain('Cluster');
    expect(sheet.rows.map((row) => row[0])).toEqual(['NE-01', null, 'NE-02', null]);
    expect(sheet.rows.map((row) => row[3])).toEqual([
      '1 Nederlands',
      '2 Rekenen',
      '1 Nederlands',
      null,
    ]);
    expect(sheet.rows.at(-1)![4]).toBe('Totaal (3 toetsen)');
    expect(sheet.footnote).toBe('Bron: SLO, opendata.slo.nl, licentie CC BY 4.0');
  });

  it('prints mixed units as text, so no bare number stands beside "2×"', () => {
    const data = handBuilt();
    data.tests[1] = { ...data.tests[1]!, weight: '2', weight_unit: 'factor' };
    const [nederlands] = pageTables(section('nl', data));
    expect(nederlands!.columns[7]!.unit).toBeUndefined();
    expect(nederlands!.rows.slice(0, 2).map((row) => row[7])).toEqual(['40%', '2×']);
    expect(nederlands!.rows.at(-1)![7]).toBe('40% + 2×');
  });

  it('speaks English in an English document', () => {
    const built = section('en');
    expect(built.title).toBe('Programme of testing and completion (PTA): 4 havo');
    const [nederlands] = pageTables(built);
    expect(nederlands!.columns.map((c) => c.label)).toContain('School exam weight');
    expect(nederlands!.rows[0]![9]).toBe('1× (highest counts)');
    expect(nederlands!.rows[0]![5]).toBe('summative (school exam)');
    expect(texts(built)).toContain('Checks');
  });
});

// ---------------------------------------------------------------------------------------------
// A havo education made through the API, rendered and read back

let world: PlanWorld;
let education: PlanEducation;

beforeAll(async () => {
  world = await createPlanWorld();
  education = await planEducation(world, { years: 2 });
  const year = education.yearIds[0]!;
  await world.ctx.db
    .update(educationYears)
    .set({ name: '4 havo' })
    .where(eq(educationYears.id, year));
  const cluster = await placed(world, education.id, {
    education_year_id: year,
    cluster_id: education.clusters.a,
    start_week: 1,
    end_week: 10,
  });
  const format = world.formats[0]!;
  await addedItem(world, education.id, cluster.id, 'tests', {
    ...testBody(format, 2, {
      name: 'Leesvaardigheid',
      code: 'NE-01',
      minutes: 100,
      weight: '40',
      weight_unit: 'percent',
      counts_for_exam: true,
      exam_weight: '40',
      resit: true,
      resit_rule: 'highest',
      pass_mark: '5.5',
    }),
  });
  await addedItem(world, education.id, cluster.id, 'tests', {
    ...testBody(world.formats[1]!, 8, {
      name: 'Betoog schrijven',
      code: 'NE-02',
      weight: '60',
      weight_unit: 'percent',
    }),
  });
}, 120_000);
afterAll(() => world?.ctx.close());

async function exportDocument(language: TLanguage = 'nl'): Promise<ExportDocument> {
  const context = await loadSectionContext({
    db: world.ctx.db,
    scope: testScope(world.schoolId),
    educationId: education.id,
    yearIds: [education.yearIds[0]!],
    language,
    now: new Date('2026-09-20T10:00:00Z'),
  });
  const part = EXPORT_PART_BUILDERS.test_plan;
  expect(part.count(context)).toBe(1);
  let done = 0;
  const sections = await part.build(context, () => (done += 1));
  expect(done).toBe(1);
  return assembleDocument({ context, parts: ['test_plan'], sections });
}

async function versionOf(): Promise<number> {
  const [row] = await world.ctx.db
    .select({ version: educations.contentVersion })
    .from(educations)
    .where(eq(educations.id, education.id));
  return row!.version;
}

async function pdfPages(document: ExportDocument): Promise<string[]> {
  const bytes = await renderPdf(document, () => {});
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : []))
        .join(' '),
    );
  }
  await pdf.destroy();
  return pages;
}

async function docxXml(document: ExportDocument) {
  const zip = await JSZip.loadAsync(await renderDocx(document, () => {}));
  const read = (pattern: RegExp) =>
    Promise.all(
      Object.keys(zip.files)
        .filter((name) => pattern.test(name))
        .sort()
        .map((name) => zip.file(name)!.async('string')),
    );
  const plain = (xml: string) =>
    [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
  return {
    body: plain((await read(/^word\/document\.xml$/))[0]!),
    headers: (await read(/^word\/header\d*\.xml$/)).map(plain),
    footers: (await read(/^word\/footer\d*\.xml$/)).map(plain),
    document: (await read(/^word\/document\.xml$/))[0]!,
  };
}

async function xlsx(document: ExportDocument) {
  const bytes = await renderXlsx(document, () => {});
  const sheets = await readXlsxFile(Buffer.from(bytes));
  const zip = await JSZip.loadAsync(bytes);
  const sheetXml = await Promise.all(
    Object.keys(zip.files)
      .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
      .map((name) => zip.file(name)!.async('string')),
  );
  return { sheets, sheetXml };
}

describe('the PTA of a designed education', () => {
  let document: ExportDocument;
  beforeAll(async () => {
    document = await exportDocument();
  });

  it('is named after its sector: PTA on the title page, in the file name and notifications', () => {
    expect(document.titlePage.subtitle).toBe('PTA');
    expect(exportFileName(document.titlePage.title, new Date('2026-09-20'), 'pdf', 'PTA')).toMatch(
      / PTA 2026-09-20\.pdf$/,
    );
    expect(exportNotificationText('export_ready', 'nl', { education: 'Vwo 4', part: 'PTA' })).toBe(
      'Je export van Vwo 4 (PTA) is klaar om te downloaden',
    );
  });

  it('PDF: header facts, a test row, totals; CONCEPT and version + status on every page', async () => {
    const version = await versionOf();
    const pages = await pdfPages(document);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(page).toContain('CONCEPT');
    // Every page after the title page carries version and status in its footer; the title page
    // says them among its facts.
    for (const page of pages.slice(1)) {
      expect(page).toContain(`Versie ${version} · In ontwerp`);
      expect(page).toMatch(/Pagina \d+ van \d+/);
    }
    expect(pages[0]).toContain(`Versie ${version}`);
    const body = pages.slice(2).join(' ');
    expect(body).toContain('Programma van toetsing en afsluiting (PTA): 4 havo');
    expect(body).toMatch(
      /Opleiding Opleiding Type havo Leerjaar 4 havo Status In ontwerp Versie \d+/,
    );
    expect(body).toMatch(
      /NE-01 P1 wk 2 Leesvaardigheid .* summatief \(SE\) 100 min 40% 40% 1× \(hoogste telt\) 5,5/,
    );
    expect(body).toMatch(/Totaal 100 min 100% 40%/);
    expect(body).toContain('Nog niet vastgesteld');
  });

  it('Word: CONCEPT in the page header, version and status in the footer', async () => {
    const version = await versionOf();
    const word = await docxXml(document);
    expect(word.headers.length).toBeGreaterThan(0);
    for (const header of word.headers) expect(header).toBe('CONCEPT');
    expect(word.footers.length).toBeGreaterThan(0);
    for (const footer of word.footers) expect(footer).toContain(`Versie ${version} · In ontwerp`);
    // Every Word section uses the header: a section without one would show no mark.
    const sections = word.document.match(/<w:sectPr[\s\S]*?<\/w:sectPr>/g) ?? [];
    expect(sections.length).toBeGreaterThan(1);
    for (const sectPr of sections) expect(sectPr).toContain('w:headerReference');
    expect(word.body).toContain('NE-01');
    expect(word.body).toContain('1× (hoogste telt)');
  });

  it('Excel: one sheet for the year with numbers as numbers, CONCEPT in every print header', async () => {
    const version = await versionOf();
    const { sheets, sheetXml } = await xlsx(document);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Overzicht', 'PTA 4 havo']);
    const rows = sheets[1]!.data;
    const header = rows[0] as string[];
    const row = rows.find((cells) => cells[0] === 'NE-01')!;
    expect(row[header.indexOf('Week')]).toBe('wk 2');
    expect(row[header.indexOf('Weging')]).toBe(40);
    expect(row[header.indexOf('Herkansing')]).toBe('1× (hoogste telt)');
    expect(rows.find((cells) => cells[0] === 'NE-02')![header.indexOf('Weging')]).toBe(60);
    for (const xml of sheetXml) {
      expect(xml).toContain('<oddHeader>&amp;R&amp;&quot;-,Bold&quot;&amp;14CONCEPT</oddHeader>');
      expect(xml).toContain(`Versie ${version} · In ontwerp`);
    }
  });

  it('English: DRAFT and English words', async () => {
    const english = await exportDocument('en');
    const pages = await pdfPages(english);
    for (const page of pages) expect(page).toContain('DRAFT');
    const body = pages.slice(2).join(' ');
    expect(body).toContain('Programme of testing and completion (PTA): 4 havo');
    expect(body).toContain('1× (highest counts)');
    expect(body).toMatch(/Version \d+ · Designing/);
  });
});

describe('the PTA of an adopted education', () => {
  let document: ExportDocument;
  beforeAll(async () => {
    const { admin, member, designer } = world;
    await world.ctx.db
      .update(users)
      .set({ firstName: 'Anna', lastName: 'Jansen' })
      .where(eq(users.id, admin.user.id));
    await world.ctx.db
      .update(users)
      .set({ firstName: 'Piet', middleName: 'de', lastName: 'Vries' })
      .where(eq(users.id, member.user.id));
    const base = `locations/${world.schoolId}/educations/${education.id}`;
    dataOf(
      await designer.agent.request('POST', `${base}/submit`, {
        body: { reviewer_ids: [admin.user.id, member.user.id] },
      }),
    );
    world.ctx.clock.current = new Date('2026-09-12T09:00:00Z');
    dataOf(await admin.agent.request('POST', `${base}/approve`));
    dataOf(await member.agent.request('POST', `${base}/approve`));
    document = await exportDocument();
  });

  it('says when and by whom it was adopted, and carries no draft mark', async () => {
    const line = 'Vastgesteld op 12 september 2026 door Anna Jansen en Piet de Vries';
    expect(document.labels.draftMark).toBeNull();
    const pages = await pdfPages(document);
    expect(pages[0]).toContain(line);
    for (const page of pages) expect(page).not.toContain('CONCEPT');
    for (const page of pages.slice(1)) expect(page).toMatch(/Versie \d+ · Actief/);
    expect(pages.slice(2).join(' ')).toContain(line);
    const word = await docxXml(document);
    expect(word.headers.join('')).not.toContain('CONCEPT');
    expect(word.body).toContain(line);
    const { sheetXml } = await xlsx(document);
    for (const xml of sheetXml) expect(xml).not.toContain('CONCEPT');
  });
});
