import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlanFields } from '@cp/contracts';
import type { Db } from '../src/db/client';
import { savePlanFields } from '../src/domain/catalogues/plan-fields';
import { testScope } from './helpers/location-scope';
import type { DocSection } from '../src/domain/exports/document';
import { planPart } from '../src/domain/exports/sections/plan';
import { resetCustomTranslation } from '../src/domain/naming/reset-custom-translation';
import { saveCustomTranslations } from '../src/domain/naming/save-custom-translations';
import { createAnalysisFixture, type AnalysisFixture } from './helpers/analysis';
import { createEducation } from './helpers/educations';
import { dataOf, planApi } from './helpers/plan';
import {
  buildPart,
  counted,
  facts,
  labels,
  outline,
  sectionContext,
  table,
  tables,
  types,
  type SectionOptions,
} from './helpers/export-sections';

/*
 * The plan section of an export (docs/exports.md) on the analysis fixture (helpers/analysis.ts,
 * whose comment lists every figure), with a check moment, two materials and a comment added
 * here. Year 1 is planned, year 2 is empty. Checked whole in Dutch, then the English words, a
 * renamed term, hidden plan fields, a subset of years, and the number of statements.
 *
 * Added to year 1: check moment "Voortgangsgesprek" of A in week 2 ("Met de mentor"); material
 * "Cijferlijst" of A as a data file cijfers.pdf; material "Reader" of C as a link; comment
 * "Start met een project" on A.
 */

let fx: AnalysisFixture;
const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1'));

/** A multipart body as a browser sends it (FormData serialised by fetch's Request). */
async function form(
  fields: Record<string, string>,
  file: { name: string; content: Uint8Array<ArrayBuffer> },
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([file.content]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

beforeAll(async () => {
  fx = await createAnalysisFixture();
  const { world, planned } = fx;
  const api = planApi(world, fx.id);
  dataOf(
    await api.addItem(planned.A, 'checkups', {
      title: 'Voortgangsgesprek',
      details: 'Met de mentor',
      week: 2,
    }),
    201,
  );
  const materials = (id: number) => `${api.base}/clusters/${id}/materials`;
  dataOf(
    await world.designer.agent.request(
      'POST',
      materials(planned.A),
      await form(
        { kind: 'data_file', title: 'Cijferlijst' },
        { name: 'cijfers.pdf', content: PDF },
      ),
    ),
    201,
  );
  dataOf(
    await world.designer.agent.request('POST', materials(planned.C), {
      body: { title: 'Reader', url: 'https://example.org/reader' },
    }),
    201,
  );
  dataOf(await api.patch(planned.A, { comment: 'Start met een project' }));
}, 120_000);
afterAll(() => fx?.world.ctx.close());

/** The plan part of the fixture's education (or of the one `options` names), as the export job builds it. */
const build = (options: Partial<SectionOptions> & { db?: Db } = {}) =>
  buildPart(planPart, {
    db: fx.world.ctx.db,
    locationId: fx.world.schoolId,
    educationId: fx.id,
    ...options,
  });

/** The section context of the fixture's education, as the export job loads it before building. */
const fixtureContext = (yearIds: number[] | null) =>
  sectionContext({
    db: fx.world.ctx.db,
    locationId: fx.world.schoolId,
    educationId: fx.id,
    yearIds,
  });

describe('the plan section in Dutch', () => {
  let sections: DocSection[];
  let sectionsDone: number;
  beforeAll(async () => {
    ({ sections, sectionsDone } = await build());
  });

  it('has one section per year, in order, and reports each', () => {
    expect(sections.map((s) => [s.key, s.part, s.title])).toEqual([
      ['plan-1', 'plan', 'Planning Leerjaar 1'],
      ['plan-2', 'plan', 'Planning Leerjaar 2'],
    ]);
    expect(sectionsDone).toBe(2);
  });

  it('says so for a year without plan, instead of empty tables', () => {
    expect(sections[1]!.blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'In dit leerjaar is nog niets gepland: geen clusters, keuzevakken of bijzondere blokken.',
      },
    ]);
  });

  it('lays out the year: facts, the timeline per period, one table per kind of item', () => {
    const year = sections[0]!;
    expect(outline(year.blocks)).toEqual([
      'facts',
      'h2 Tijdlijn per periode',
      'table Planning J1 P1',
      'table Planning J1 P2',
      'paragraph',
      'h2 Toetsen',
      'table Toetsen J1',
      'h2 Controlemomenten',
      'table Controlemomenten J1',
      'h2 Leeractiviteiten',
      'table Leeractiviteiten J1',
      'h2 Koppelingen',
      'table Koppelingen J1',
      'h2 Materialen en databestanden',
      'table Materialen J1',
      'h2 Opmerkingen',
      'table Opmerkingen J1',
    ]);
    // prettier-ignore
    expect(year.blocks[0]).toEqual(facts([
      ['Weken', '10'], ['Periodes', '2'], ['Geplande clusters', '5'], ['Keuzevakken', '1'],
      ['Bijzondere blokken', '1'], ['Toetsen', '6'], ['Leeractiviteiten', '8'],
    ]));
    expect(year.blocks[4]).toEqual({
      kind: 'paragraph',
      text: 'De studiepunten (EC) bij een keuzevak zijn wat het leerjaar ervan telt: de keuzes met de meeste studiepunten (EC), zoveel als er plaatsen zijn. Tel ze niet op bij die van de keuzes.',
    });
  });

  it('shows the week timeline per period: what lies in its weeks, weeks and EC as numbers', () => {
    const p1 = table(sections[0]!, 'Planning J1 P1');
    expect(p1.caption).toBe('Periode 1 (week 1–5)');
    expect(labels(p1)).toEqual([
      'Naam',
      'Soort',
      'Clustergroep',
      'Eerste week',
      'Laatste week',
      'Weken',
      'Studiepunten (EC)',
      'Toetsen',
    ]);
    expect(types(p1)).toEqual([
      'text',
      'text',
      'text',
      'week',
      'week',
      'integer',
      'decimal',
      'integer',
    ]);
    expect(p1.rows).toEqual([
      ['1 Cluster A', 'Cluster', 'Kern', 1, 3, 3, 5, 2],
      ['2 Cluster B', 'Cluster', 'Kern', 4, 7, 4, 10, 1],
      ['3 Cluster C', 'Cluster', 'Verdieping', 2, 5, 4, 2.5, 2],
      ['Projectweek', 'Bijzonder blok', null, 5, 5, 1, null, null],
    ]);
    const p2 = table(sections[0]!, 'Planning J1 P2');
    expect(p2.caption).toBe('Periode 2 (week 6–10)');
    // B runs on from period 1; the slot counts its 2 places' largest choices: D 3 + E 4.
    expect(p2.rows).toEqual([
      ['2 Cluster B', 'Cluster', 'Kern', 4, 7, 4, 10, 1],
      ['Keuzevak (2/2 plaatsen)', 'Keuzevak', null, 8, 9, 2, 7, null],
      ['4 Cluster D', 'Keuze: Keuzevak', null, 8, 9, 2, 3, 1],
      ['5 Cluster E', 'Keuze: Keuzevak', null, 8, 9, 2, 4, 0],
    ]);
  });

  it('lists the tests of every cluster in one table, in plan order', () => {
    const tests = table(sections[0]!, 'Toetsen J1');
    expect(labels(tests)).toEqual([
      'Cluster',
      'Naam',
      'Toetscode',
      'Soort toets',
      'Omvang',
      'Toetsvorm',
      'Week',
      'Minuten',
      'Weging',
      'Herkansing',
      'Resultaat',
      'Studiepunten (EC)',
      'Leerdoelen',
    ]);
    expect(types(tests)).toEqual([
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'week',
      'integer',
      'decimal',
      'text',
      'text',
      'decimal',
      'text',
    ]);
    // Formats: the world's first two defaults, "Schriftelijke toets" and "Mondelinge toets".
    // prettier-ignore
    expect(tests.rows).toEqual([
      ['1 A', 'Tentamen A', null, 'Schriftelijk tentamen', 'Groot', 'Schriftelijke toets', 3, 120, 2, 'Nee', 'Cijfer', 2, '1'],
      ['1 A', 'Beoordeling A', null, 'Assessment', 'Groot', 'Mondelinge toets', 3, 60, 1, 'Nee', 'Cijfer', null, '2'],
      ['2 B', 'Aanwezigheid B', null, 'Aanwezigheid', 'Middel', 'Schriftelijke toets', 7, null, null, 'Ja', 'Behaald / niet behaald', null, '3'],
      ['3 C', 'Examen C', null, 'Examen', 'Groot', 'Schriftelijke toets', 3, 90, 1.5, 'Nee', 'Cijfer', null, '1'],
      ['3 C', 'Oefening C', null, 'Oefening', 'Klein', 'Mondelinge toets', 5, 30, null, 'Nee', 'Cijfer', null, null],
      ['4 D', 'Tentamen D', null, 'Schriftelijk tentamen', 'Middel', 'Schriftelijke toets', 9, 45, 1, 'Nee', 'Cijfer', null, '1'],
    ]);
    expect(tests.emptyText).toBe('Er zijn geen toetsen gepland.');
  });

  it('lists check moments, activities with their hours, links, materials and comments', () => {
    const year = sections[0]!;
    const checkups = table(year, 'Controlemomenten J1');
    expect(labels(checkups)).toEqual(['Cluster', 'Titel', 'Week', 'Toelichting']);
    expect(checkups.rows).toEqual([['1 A', 'Voortgangsgesprek', 2, 'Met de mentor']]);

    const activities = table(year, 'Leeractiviteiten J1');
    expect(labels(activities)).toEqual([
      'Cluster',
      'Leeractiviteit',
      'Docent',
      'Eerste week',
      'Laatste week',
      'Contacturen per week',
      'Contacturen totaal',
      'Werkvorm',
      'Literatuur',
      'Hulpmiddelen',
      'Toegestane hulpmiddelen',
      'Omschrijving',
    ]);
    const empty = [null, null, null, null, null];
    // Activities: the world's first two defaults, "Begeleiding" and "Onderwijsevenement".
    expect(activities.rows).toEqual([
      ['1 A', 'Begeleiding', 'J. Jansen', 1, 3, 2, 6, ...empty],
      ['1 A', 'Onderwijsevenement', 'P. de Vries', 2, 2, 1.5, 1.5, ...empty],
      ['2 B', 'Begeleiding', 'P. de Vries', 4, 7, 3, 12, ...empty],
      ['2 B', 'Onderwijsevenement', null, 6, 7, 1, 2, ...empty],
      ['2 B', 'Begeleiding', 'K. Bakker', 4, 4, null, null, ...empty],
      ['3 C', 'Begeleiding', 'J. Jansen', 2, 5, 1, 4, ...empty],
      ['4 D', 'Begeleiding', 'J. Jansen', 8, 9, 2, 4, ...empty],
      ['5 E', 'Begeleiding', null, 8, 9, 1.5, 3, ...empty],
    ]);

    const links = table(year, 'Koppelingen J1');
    expect(labels(links)).toEqual([
      'Cluster',
      'Toets',
      'Leeractiviteit',
      'Soort koppeling',
      'Verplicht',
      'Leerdoelen',
    ]);
    expect(links.rows).toEqual([
      ['1 A', 'Tentamen A', 'Begeleiding (week 1–3)', 'Oefening', 'Nee', '1'],
      ['2 B', 'Aanwezigheid B', 'Begeleiding (week 4–7)', 'Feedback', 'Nee', null],
    ]);

    const materials = table(year, 'Materialen J1');
    expect(labels(materials)).toEqual(['Cluster', 'Soort', 'Titel', 'Bestand of link']);
    expect(materials.rows).toEqual([
      ['1 A', 'Databestand', 'Cijferlijst', 'cijfers.pdf'],
      ['3 C', 'Lesmateriaal', 'Reader', 'https://example.org/reader'],
    ]);

    const comments = table(year, 'Opmerkingen J1');
    expect(labels(comments)).toEqual(['Cluster', 'Opmerking']);
    expect(comments.rows).toEqual([['1 A', 'Start met een project']]);
  });
});

describe('the plan section in English', () => {
  it('has English titles, labels, sheet names and words of kinds, formats and activities', async () => {
    const { sections } = await build({ language: 'en' });
    const [year1, year2] = sections as [DocSection, DocSection];
    expect(sections.map((s) => s.title)).toEqual([
      'Planning Education year 1',
      'Planning Education year 2',
    ]);
    expect(year2.blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'Nothing is planned in this education year yet: no clusters, elective subjects or special blocks.',
      },
    ]);
    expect(tables(year1).map((t) => t.sheet)).toEqual([
      'Planning Y1 P1',
      'Planning Y1 P2',
      'Tests Y1',
      'Check moments Y1',
      'Learning activities Y1',
      'Links Y1',
      'Materials Y1',
      'Comments Y1',
    ]);
    // prettier-ignore
    expect(year1.blocks[0]).toEqual(facts([
      ['Weeks', '10'], ['Periods', '2'], ['Planned clusters', '5'], ['Elective subjects', '1'],
      ['Special blocks', '1'], ['Tests', '6'], ['Learning activities', '8'],
    ]));
    const p2 = table(year1, 'Planning Y1 P2');
    expect(p2.caption).toBe('Period 2 (week 6–10)');
    expect(labels(p2)).toEqual([
      'Name',
      'Kind',
      'Cluster group',
      'First week',
      'Last week',
      'Weeks',
      'Credits (ECTS)',
      'Tests',
    ]);
    expect(p2.rows.slice(1, 3)).toEqual([
      ['Keuzevak (2/2 places)', 'Elective subject', null, 8, 9, 2, 7, null],
      ['4 Cluster D', 'Choice: Keuzevak', null, 8, 9, 2, 3, 1],
    ]);
    expect(table(year1, 'Tests Y1').rows[4]).toEqual([
      '3 C',
      'Oefening C',
      null,
      'Exercise',
      'Small',
      'Oral exam',
      5,
      30,
      null,
      'No',
      'Grade',
      null,
      null,
    ]);
    expect(table(year1, 'Learning activities Y1').rows[1]!.slice(0, 3)).toEqual([
      '1 A',
      'Education event',
      'P. de Vries',
    ]);
    expect(table(year1, 'Links Y1').rows[0]).toEqual([
      '1 A',
      'Tentamen A',
      'Accompaniment (weeks 1–3)',
      'Practice',
      'No',
      '1',
    ]);
    expect(table(year1, 'Materials Y1').rows[0]).toEqual([
      '1 A',
      'Data file',
      'Cijferlijst',
      'cijfers.pdf',
    ]);
  });
});

describe('the location’s own words and choices', () => {
  const level = () => ({
    scope: testScope(fx.world.schoolId),
    place: { kind: 'education' as const, educationId: fx.id },
  });

  it('names a renamed term ("Leerlijn" for cluster) in titles, labels and cells', async () => {
    const { db } = fx.world.ctx;
    await saveCustomTranslations({
      db,
      ...level(),
      names: { cluster: { nl: { singular: 'leerlijn', plural: 'leerlijnen' } } },
      now: new Date(),
    });
    try {
      const { sections } = await build();
      const [year1, year2] = sections as [DocSection, DocSection];
      expect(year1.blocks[0]).toMatchObject({
        items: expect.arrayContaining([{ label: 'Geplande leerlijnen', value: '5' }]),
      });
      expect(table(year1, 'Planning J1 P1').rows[0]).toEqual([
        '1 Cluster A',
        'Leerlijn',
        'Kern',
        1,
        3,
        3,
        5,
        2,
      ]);
      expect(labels(table(year1, 'Toetsen J1'))[0]).toBe('Leerlijn');
      expect(table(year1, 'Opmerkingen J1').emptyText).toBe(
        'Geen opmerkingen bij de geplande leerlijnen.',
      );
      expect(year2.blocks).toEqual([
        {
          kind: 'paragraph',
          text: 'In dit leerjaar is nog niets gepland: geen leerlijnen, keuzevakken of bijzondere blokken.',
        },
      ]);
    } finally {
      await resetCustomTranslation({ db, ...level(), term: 'cluster' });
    }
  });

  it('leaves out the optional fields the location hides in its plan forms', async () => {
    const { db } = fx.world.ctx;
    const hidden: Partial<TPlanFields> = {
      test_code: false,
      test_format: false,
      teacher: false,
      reading: false,
      tools: false,
      tools_permitted: false,
      comment: false,
    };
    await savePlanFields({ db, scope: testScope(fx.world.schoolId), changes: hidden });
    try {
      const { sections } = await build({ yearIds: [fx.yearIds[0]] });
      const year1 = sections[0]!;
      expect(tables(year1).map((t) => t.sheet)).not.toContain('Opmerkingen J1');
      expect(outline(year1.blocks)).not.toContain('h2 Opmerkingen');
      const tests = table(year1, 'Toetsen J1');
      expect(labels(tests)).toEqual([
        'Cluster',
        'Naam',
        'Soort toets',
        'Omvang',
        'Week',
        'Minuten',
        'Weging',
        'Herkansing',
        'Resultaat',
        'Studiepunten (EC)',
        'Leerdoelen',
      ]);
      expect(tests.rows[0]).toEqual([
        '1 A',
        'Tentamen A',
        'Schriftelijk tentamen',
        'Groot',
        3,
        120,
        2,
        'Nee',
        'Cijfer',
        2,
        '1',
      ]);
      const activities = table(year1, 'Leeractiviteiten J1');
      expect(labels(activities)).toEqual([
        'Cluster',
        'Leeractiviteit',
        'Eerste week',
        'Laatste week',
        'Contacturen per week',
        'Contacturen totaal',
        'Werkvorm',
        'Omschrijving',
      ]);
      expect(activities.rows[0]).toEqual(['1 A', 'Begeleiding', 1, 3, 2, 6, null, null]);
    } finally {
      const shown = Object.fromEntries(Object.keys(hidden).map((field) => [field, true]));
      await savePlanFields({ db, scope: testScope(fx.world.schoolId), changes: shown });
    }
  });
});

describe('a subset of years', () => {
  it('builds only the chosen year (year 2 only): one section, reported once', async () => {
    const { sections, sectionsDone } = await build({ yearIds: [fx.yearIds[1]] });
    expect(sections.map((s) => s.key)).toEqual(['plan-2']);
    expect(sections[0]!.title).toBe('Planning Leerjaar 2');
    expect(sectionsDone).toBe(1);
  });

  it('keys and sheet names follow the year’s position, not its place in the choice', async () => {
    const { sections } = await build({ yearIds: [fx.yearIds[0]] });
    expect(sections.map((s) => s.key)).toEqual(['plan-1']);
    expect(tables(sections[0]!).every((t) => t.sheet.includes(' J1'))).toBe(true);
  });

  it('counts a section per chosen year before reading', async () => {
    const context = await fixtureContext([fx.yearIds[1]]);
    expect(planPart.count(context)).toBe(1);
    expect(planPart.count({ ...context, years: [] })).toBe(0);
  });

  it('builds nothing, and reads nothing, for no years', async () => {
    const context = await fixtureContext(null);
    const count = counted(fx.world.ctx.db);
    const sections = await planPart.build({ ...context, db: count.db, years: [] }, () => {
      throw new Error('no section expected');
    });
    expect(sections).toEqual([]);
    expect(count.count()).toBe(0);
  });
});

describe('the number of statements', () => {
  it('does not grow with the plan: a planned and an empty education take the same', async () => {
    const empty = await createEducation(fx.world.ctx.db, {
      locationId: fx.world.schoolId,
      educationParentId: fx.world.parentId,
      years: 2,
    });
    const planned = await build();
    const nothing = await build({ educationId: empty.id });
    // Once: the design (8 kinds), test formats, activities, plan fields. Per year the plan
    // screen's read: education, year, periods and one per list (8).
    expect(planned.statements).toBe(11 + 2 * 11);
    expect(nothing.statements).toBe(planned.statements);
    expect((await build({ yearIds: [fx.yearIds[0]] })).statements).toBe(11 + 11);
  });
});

describe('sheet names', () => {
  it('are unique within the part and at most 31 characters', async () => {
    const { sections } = await build();
    const sheets = sections.flatMap((section) => tables(section).map((t) => t.sheet));
    expect(new Set(sheets.map((s) => s.toLowerCase())).size).toBe(sheets.length);
    for (const sheet of sheets) expect(sheet.length).toBeLessThanOrEqual(31);
  });
});
