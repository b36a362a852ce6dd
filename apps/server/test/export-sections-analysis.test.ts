import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { educations } from '../src/db/schema';
import { runSeeds } from '../src/db/seed';
import type { DocSection } from '../src/domain/exports/document';
import type { PartBuilder } from '../src/domain/exports/sections/context';
import { analysisPart } from '../src/domain/exports/sections/analysis';
import { planPart } from '../src/domain/exports/sections/plan';
import { resetCustomTranslation } from '../src/domain/naming/reset-custom-translation';
import { saveCustomTranslations } from '../src/domain/naming/save-custom-translations';
import { testScope } from './helpers/location-scope';
import { createAnalysisFixture, type AnalysisFixture } from './helpers/analysis';
import { createTestContext, type TestContext } from './helpers/app';
import {
  after,
  buildPart,
  labels,
  outline,
  table,
  tables,
  types,
  type SectionOptions,
} from './helpers/export-sections';

/*
 * The analysis section of an export (docs/exports.md, docs/analysis.md) on the analysis fixture
 * (helpers/analysis.ts: every figure of year 1 is worked out there; year 2 is empty). Checked
 * whole in Dutch, then the English words and number format, a renamed term, a subset of years,
 * and the number of statements; last, the large demo education ("Bouwkunde niveau 4 (groot)":
 * 4 years, 300 clusters, 600 goals) builds its plan and analysis sections within seconds with
 * the same number of statements per year as the small fixture.
 */

let fx: AnalysisFixture;
beforeAll(async () => {
  fx = await createAnalysisFixture();
}, 120_000);
afterAll(() => fx?.world.ctx.close());

/** A part of the fixture's education (or of the one `options` names), as the export job builds it. */
const build = (part: PartBuilder, options: Partial<SectionOptions> & { db?: Db } = {}) =>
  buildPart(part, {
    db: fx.world.ctx.db,
    locationId: fx.world.schoolId,
    educationId: fx.id,
    ...options,
  });

describe('the analysis section in Dutch', () => {
  let sections: DocSection[];
  let sectionsDone: number;
  beforeAll(async () => {
    ({ sections, sectionsDone } = await build(analysisPart));
  });

  it('has one section per year, in order, and reports each', () => {
    expect(sections.map((s) => [s.key, s.part, s.title])).toEqual([
      ['analysis-1', 'analysis', 'Analyse Leerjaar 1'],
      ['analysis-2', 'analysis', 'Analyse Leerjaar 2'],
    ]);
    // The years, and the frameworks' coverage: no section (no links), but a step all the same.
    expect(sectionsDone).toBe(3);
  });

  it('says so for a year without planned clusters, instead of empty tables', () => {
    expect(sections[1]!.blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'In dit leerjaar zijn nog geen clusters gepland, dus er is nog niets te analyseren.',
      },
    ]);
  });

  it('lays out the health check and every tab of the screen, in its order', () => {
    expect(outline(sections[0]!.blocks)).toEqual([
      'h2 Gezondheid van de opleiding',
      'facts',
      'table Gezondheid J1',
      'table Bevindingen J1',
      'h2 Planning',
      'facts',
      'table EC per periode J1',
      'table Nergens gepland J1',
      'h2 Leerdoelen',
      'facts',
      'table Leerdoelen J1',
      'h2 Toetsen',
      'table Toetslast J1',
      'paragraph',
      'table Toetsen per periode J1',
      'h2 Intensiteit',
      'facts',
      'table Intensiteit J1',
      'h2 Dekkingsmatrix',
      'facts',
      'paragraph',
      'table Dekking J1',
      'h2 Toetsoverzicht',
      'table Toetsoverzicht J1',
      'h2 Teaminzet',
      'table Teaminzet J1',
      'table Teaminzet J1 P1',
      'table Teaminzet J1 P2',
    ]);
  });

  it('shows the health check: the scores, the checks that apply and their findings', () => {
    const year = sections[0]!;
    // Year 1 (passing share per check): never tested 4/4, tests 5/6, links 1/2, activities 7/8,
    // clusters 4/5, weeks 9/10, norm 0/1, and the test plan's: weight units 3/3, summative
    // without a weight 4/6, resit rule 0/1: mean 0.6575 -> 66. The education adds "goal in no
    // cluster" 4/5, never tested 4/5 (g5), year 2's ten passing weeks (19/20) and its norm (0/2):
    // mean 0.6568 -> 66 (analysis-health.test.ts). Both "Aandacht nodig" (50..79).
    expect(after(year, 'Gezondheid van de opleiding')).toEqual({
      kind: 'facts',
      items: [
        { label: 'Score van dit leerjaar', value: '66/100 (Aandacht nodig)' },
        { label: 'Score van de hele opleiding', value: '66/100 (Aandacht nodig)' },
      ],
    });
    const checks = table(year, 'Gezondheid J1');
    expect(labels(checks)).toEqual([
      'Controle',
      'Gecontroleerd',
      'Bevindingen',
      'Hoe op te lossen',
    ]);
    expect(types(checks)).toEqual(['text', 'integer', 'integer', 'text']);
    // "Goals in no cluster" does not apply to a year (total 0): left out, as from the score.
    expect(checks.rows).toEqual([
      [
        'Leerdoelen die nooit getoetst worden',
        4,
        0,
        'Koppel ze in de planning aan een toets van een cluster.',
      ],
      [
        'Toetsen zonder leerdoelen',
        6,
        1,
        'Open de toets in de planning en kies welke leerdoelen hij toetst.',
      ],
      [
        'Koppelingen zonder leerdoelen',
        2,
        1,
        'Open de koppeling in de planning en kies de leerdoelen die geoefend worden.',
      ],
      [
        'Leeractiviteiten zonder contacturen',
        8,
        1,
        'Vul in de planning de contacturen van de leeractiviteit in.',
      ],
      [
        'Geplande clusters zonder toetsen',
        5,
        1,
        'Voeg in de planning een toets toe aan de cluster.',
      ],
      [
        'Weken met een toetspiek',
        10,
        1,
        'Meer dan 2 grote toetsen of meer dan 4 toetsen in één week. Spreid ze in de planning.',
      ],
      [
        'Leerjaren buiten de studielastnorm',
        1,
        1,
        'Plan meer of minder clusters in het leerjaar, zodat de studielast binnen de wettelijke norm valt.',
      ],
      // The test plan's checks that apply (analysis-health.test.ts).
      [
        'Geplande clusters met wegingen in procenten én als factor',
        3,
        0,
        'Kies in het toetsplan één eenheid voor de wegingen van de cluster: procenten of factoren.',
      ],
      [
        'Summatieve toetsen zonder weging',
        6,
        2,
        'Geef de toets in het toetsplan een weging, of maak hem formatief als hij niet meetelt.',
      ],
      [
        'Toetsen met een herkansing zonder regel welk resultaat telt',
        1,
        1,
        'Kies in het toetsplan welk resultaat telt na een herkansing: het hoogste, het laatste of maximaal een voldoende.',
      ],
    ]);
    const findings = table(year, 'Bevindingen J1');
    expect(labels(findings)).toEqual(['Controle', 'Onderdeel', 'Week']);
    expect(types(findings)).toEqual(['text', 'text', 'week']);
    expect(findings.rows).toEqual([
      ['Toetsen zonder leerdoelen', 'Oefening C', 5],
      ['Koppelingen zonder leerdoelen', 'Aanwezigheid B', 7],
      ['Leeractiviteiten zonder contacturen', '2 B · K. Bakker', 4],
      ['Geplande clusters zonder toetsen', '5 E', 8],
      ['Weken met een toetspiek', 'Week 3', 3],
      ['Leerjaren buiten de studielastnorm', 'Leerjaar 1', null],
      ['Summatieve toetsen zonder weging', 'Oefening C', 5],
      ['Summatieve toetsen zonder weging', 'Aanwezigheid B', 7],
      ['Toetsen met een herkansing zonder regel welk resultaat telt', 'Aanwezigheid B', 7],
    ]);
  });

  it('shows the planning tab: EC per period, the norm, empty weeks, unplanned clusters', () => {
    const year = sections[0]!;
    expect(after(year, 'Planning')).toEqual({
      kind: 'facts',
      items: [
        { label: 'Studiepunten (EC) in het jaar', value: '24,5' },
        {
          label: 'Studielastnorm',
          value:
            'Gepland: 24,5 studiepunten (EC). Norm per jaar: precies 60 studiepunten (EC). Onder de norm.',
        },
        {
          label: 'Bron van de norm',
          value:
            'WHW art. 7.4: een studiejaar omvat 60 studiepunten (EC); 1 EC staat voor 28 uur studie',
        },
        { label: 'Weken zonder planning', value: '10' },
        { label: 'Clusters nergens gepland', value: '2' },
      ],
    });
    const periods = table(year, 'EC per periode J1');
    expect(labels(periods)).toEqual([
      'Periode',
      'Eerste week',
      'Laatste week',
      'Studiepunten (EC)',
    ]);
    expect(types(periods)).toEqual(['text', 'week', 'week', 'decimal']);
    expect(periods.rows).toEqual([
      ['Periode 1', 1, 5, 7.5],
      ['Periode 2', 6, 10, 17],
    ]);
    const unplanned = table(year, 'Nergens gepland J1');
    expect(unplanned.caption).toBe(
      'Clusters van het ontwerp die in geen enkel leerjaar gepland zijn',
    );
    expect(unplanned.rows).toEqual([['6 F'], ['7 U']]);
  });

  it('shows the goals tab: per goal its clusters and this year’s tests and links', () => {
    const year = sections[0]!;
    expect(after(year, 'Leerdoelen')).toEqual({
      kind: 'facts',
      items: [
        { label: 'Leerdoelen van de opleiding', value: '5' },
        { label: 'In geen enkele cluster', value: '1' },
        // g1..g4 (in A, B, C, D); g1 is tested twice (tA1, tD1), the others once.
        { label: 'In de geplande clusters van dit leerjaar', value: '4' },
        { label: 'Daarvan niet getoetst dit jaar', value: '0' },
        { label: 'Daarvan maar één keer getoetst', value: '3' },
      ],
    });
    const goals = table(year, 'Leerdoelen J1');
    expect(goals.caption).toBe(
      'De leerdoelen in de geplande clusters van dit leerjaar, die dit jaar getoetst of geoefend worden, en die in geen enkele cluster staan',
    );
    expect(labels(goals)).toEqual([
      'Nummer',
      'Titel',
      'Niveau',
      'Clusters',
      'Toetsen dit jaar',
      'Koppelingen dit jaar',
    ]);
    expect(types(goals)).toEqual(['text', 'text', 'text', 'text', 'integer', 'integer']);
    // g1..g5 in design order (the fixture's goals are numbered within their outcome).
    expect(goals.rows).toEqual([
      ['1', 'Titel 1', '1', '1 A, 4 D', 2, 1],
      ['2', 'Titel 2', '1', '1 A, 2 B', 1, 0],
      ['3', 'Titel 3', '2', '2 B', 1, 0],
      ['1', 'Titel 1', '2', '3 C', 1, 0],
      ['2', 'Titel 2', null, null, 0, 0],
    ]);
  });

  it('shows the tests tab: the load of every week, the peak week, the periods', () => {
    const year = sections[0]!;
    const weeks = table(year, 'Toetslast J1');
    expect(weeks.caption).toBe('Toetsbelasting per week');
    expect(labels(weeks)).toEqual([
      'Week',
      'Periode',
      'Toetsen',
      'Klein',
      'Middel',
      'Groot',
      'Minuten',
      'Weging',
      'Piekweek',
    ]);
    expect(types(weeks)).toEqual([
      'week',
      'text',
      'integer',
      'integer',
      'integer',
      'integer',
      'integer',
      'decimal',
      'text',
    ]);
    expect(weeks.rows).toEqual([
      [1, 'Periode 1', 0, 0, 0, 0, 0, 0, 'Nee'],
      [2, 'Periode 1', 0, 0, 0, 0, 0, 0, 'Nee'],
      [3, 'Periode 1', 3, 0, 0, 3, 270, 4.5, 'Ja'],
      [4, 'Periode 1', 0, 0, 0, 0, 0, 0, 'Nee'],
      [5, 'Periode 1', 1, 1, 0, 0, 30, 0, 'Nee'],
      [6, 'Periode 2', 0, 0, 0, 0, 0, 0, 'Nee'],
      [7, 'Periode 2', 1, 0, 1, 0, 0, 0, 'Nee'],
      [8, 'Periode 2', 0, 0, 0, 0, 0, 0, 'Nee'],
      [9, 'Periode 2', 1, 0, 1, 0, 45, 1, 'Nee'],
      [10, 'Periode 2', 0, 0, 0, 0, 0, 0, 'Nee'],
    ]);
    expect(after(year, 'Toetsen', 2)).toEqual({
      kind: 'paragraph',
      text: 'Een piekweek heeft meer dan 2 grote toetsen of meer dan 4 toetsen. Piekweken: 3.',
    });
    const periods = table(year, 'Toetsen per periode J1');
    expect(labels(periods)).toEqual([
      'Periode',
      'Toetsen',
      'Assessment',
      'Oefening',
      'Schriftelijk tentamen',
      'Examen',
      'Aanwezigheid',
      'Klein',
      'Middel',
      'Groot',
      'Minuten',
      'Weging',
    ]);
    expect(periods.rows).toEqual([
      ['Periode 1', 4, 1, 1, 1, 1, 0, 1, 0, 3, 300, 4.5],
      ['Periode 2', 2, 0, 0, 1, 0, 1, 0, 2, 0, 45, 1],
    ]);
  });

  it('shows the intensity tab: hours per week against the norm (HO: EC × 28 h)', () => {
    const year = sections[0]!;
    expect(after(year, 'Intensiteit')).toMatchObject({
      kind: 'facts',
      items: expect.arrayContaining([{ label: 'Norm per week', value: '168 uur' }]),
    });
    const weeks = table(year, 'Intensiteit J1');
    expect(labels(weeks)).toEqual([
      'Week',
      'Contacturen',
      'Studie-uren',
      'Toetsen klein',
      'Toetsen middel',
      'Toetsen groot',
      'Toetsminuten',
      'T.o.v. norm (168 u)',
      'Bijzondere blokken',
    ]);
    // Study hours: each counted cluster's EC spread over its weeks × 28 (week 1: A 5/3 × 28);
    // against the norm: study hours − 60 × 28 / 10 weeks.
    expect(weeks.rows).toEqual([
      [1, 2, 46.7, 0, 0, 0, 0, -121.3, null],
      [2, 4.5, 64.2, 0, 0, 0, 0, -103.8, null],
      [3, 3, 64.2, 0, 0, 3, 270, -103.8, null],
      [4, 4, 87.5, 0, 0, 0, 0, -80.5, null],
      [5, 4, 87.5, 1, 0, 0, 30, -80.5, 'Projectweek'],
      [6, 4, 70, 0, 0, 0, 0, -98, null],
      [7, 4, 70, 0, 1, 0, 0, -98, null],
      [8, 3.5, 98, 0, 0, 0, 0, -70, null],
      [9, 3.5, 98, 0, 1, 0, 45, -70, null],
      [10, 0, 0, 0, 0, 0, 0, -168, null],
    ]);
  });

  it('shows the coverage matrix as a long table: goal × cluster with its flags', () => {
    const year = sections[0]!;
    expect(after(year, 'Dekkingsmatrix')).toEqual({
      kind: 'facts',
      items: [
        { label: 'Ontworpen', value: '80%' },
        { label: 'Geoefend', value: '20%' },
        { label: 'Getoetst', value: '80%' },
      ],
    });
    const cells = table(year, 'Dekking J1');
    expect(labels(cells)).toEqual([
      'Leerdoel',
      'Titel leerdoel',
      'Cluster',
      'Ontworpen',
      'Geoefend',
      'Getoetst',
    ]);
    // Design order of goals, then plan order of clusters; only pairs that hold something.
    expect(cells.rows).toEqual([
      ['1', 'Titel 1', '1 A', 'Ja', 'Ja', 'Ja'],
      ['1', 'Titel 1', '4 D', 'Ja', 'Nee', 'Ja'],
      ['2', 'Titel 2', '1 A', 'Ja', 'Nee', 'Ja'],
      ['2', 'Titel 2', '2 B', 'Ja', 'Nee', 'Nee'],
      ['3', 'Titel 3', '2 B', 'Ja', 'Nee', 'Ja'],
      ['1', 'Titel 1', '3 C', 'Ja', 'Nee', 'Ja'],
    ]);
  });

  it('shows the tests overview: every test by week', () => {
    const overview = table(sections[0]!, 'Toetsoverzicht J1');
    expect(labels(overview)).toEqual([
      'Week',
      'Periode',
      'Cluster',
      'Toets',
      'Toetscode',
      'Soort toets',
      'Omvang',
      'Toetsvorm',
      'Minuten',
      'Weging',
      'Herkansing',
      'Resultaat',
      'Studiepunten (EC)',
      'Leerdoelen',
    ]);
    // prettier-ignore
    expect(overview.rows).toEqual([
      [3, 'Periode 1', '1 A', 'Tentamen A', null, 'Schriftelijk tentamen', 'Groot', 'Schriftelijke toets', 120, 2, 'Nee', 'Cijfer', 2, '1'],
      [3, 'Periode 1', '1 A', 'Beoordeling A', null, 'Assessment', 'Groot', 'Mondelinge toets', 60, 1, 'Nee', 'Cijfer', null, '2'],
      [3, 'Periode 1', '3 C', 'Examen C', null, 'Examen', 'Groot', 'Schriftelijke toets', 90, 1.5, 'Nee', 'Cijfer', null, '1'],
      [5, 'Periode 1', '3 C', 'Oefening C', null, 'Oefening', 'Klein', 'Mondelinge toets', 30, null, 'Nee', 'Cijfer', null, null],
      [7, 'Periode 2', '2 B', 'Aanwezigheid B', null, 'Aanwezigheid', 'Middel', 'Schriftelijke toets', null, null, 'Ja', 'Behaald / niet behaald', null, '3'],
      [9, 'Periode 2', '4 D', 'Tentamen D', null, 'Schriftelijk tentamen', 'Middel', 'Schriftelijke toets', 45, 1, 'Nee', 'Cijfer', null, '1'],
    ]);
  });

  it('shows the team: hours per teacher per period and per week', () => {
    const year = sections[0]!;
    const team = table(year, 'Teaminzet J1');
    expect(labels(team)).toEqual([
      'Docent',
      'Periode 1',
      'Periode 2',
      'Totaal',
      'Uren in bijzondere blokken',
      'Clusters',
    ]);
    expect(types(team)).toEqual(['text', 'decimal', 'decimal', 'decimal', 'decimal', 'text']);
    expect(team.rows).toEqual([
      ['J. Jansen', 10, 4, 14, 1, '1 A, 3 C, 4 D'],
      ['P. de Vries', 7.5, 6, 13.5, 3, '1 A, 2 B'],
      ['Zonder docent', 0, 5, 5, 0, '2 B, 5 E'],
      ['K. Bakker', 0, 0, 0, 0, '2 B'],
    ]);
    // Per period a grid teacher × week; a teacher without hours in the period is left out.
    const p1 = table(year, 'Teaminzet J1 P1');
    expect(p1.caption).toBe('Contacturen per docent en week: Periode 1 (week 1–5)');
    expect(labels(p1)).toEqual(['Docent', '1', '2', '3', '4', '5', 'Totaal']);
    expect(types(p1)).toEqual(['text', ...Array(6).fill('decimal')]);
    expect(p1.rows).toEqual([
      ['J. Jansen', 2, 3, 3, 1, 1, 10],
      ['P. de Vries', 0, 1.5, 0, 3, 3, 7.5],
    ]);
    const p2 = table(year, 'Teaminzet J1 P2');
    expect(labels(p2)).toEqual(['Docent', '6', '7', '8', '9', '10', 'Totaal']);
    expect(p2.rows).toEqual([
      ['J. Jansen', 0, 0, 2, 2, 0, 4],
      ['P. de Vries', 3, 3, 0, 0, 0, 6],
      ['Zonder docent', 1, 1, 1.5, 1.5, 0, 5],
    ]);
  });
});

describe('the analysis section in English', () => {
  it('has English titles, labels, sheet names, and English numbers', async () => {
    const { sections } = await build(analysisPart, { language: 'en' });
    const [year1, year2] = sections as [DocSection, DocSection];
    expect(sections.map((s) => s.title)).toEqual([
      'Analysis Education year 1',
      'Analysis Education year 2',
    ]);
    expect(year2.blocks).toEqual([
      {
        kind: 'paragraph',
        text: 'No clusters are planned in this education year yet, so there is nothing to analyse.',
      },
    ]);
    expect(tables(year1).map((t) => t.sheet)).toEqual([
      'Health Y1',
      'Findings Y1',
      'EC per period Y1',
      'Planned nowhere Y1',
      'Learning goals Y1',
      'Test load Y1',
      'Tests per period Y1',
      'Intensity Y1',
      'Coverage Y1',
      'Tests overview Y1',
      'Team Y1',
      'Team Y1 P1',
      'Team Y1 P2',
    ]);
    expect(after(year1, 'Health of the curriculum')).toEqual({
      kind: 'facts',
      items: [
        { label: 'Score of this education year', value: '66/100 (Needs attention)' },
        { label: 'Score of the whole curriculum', value: '66/100 (Needs attention)' },
      ],
    });
    expect(table(year1, 'Findings Y1').rows.slice(-3)).toEqual([
      ['Summative tests without a weight', 'Oefening C', 5],
      ['Summative tests without a weight', 'Aanwezigheid B', 7],
      ['Tests with a resit that do not say which result counts', 'Aanwezigheid B', 7],
    ]);
    expect(after(year1, 'Planning')).toMatchObject({
      items: expect.arrayContaining([
        { label: 'Credits (ECTS) in the year', value: '24.5' },
        {
          label: 'Study-load norm',
          value:
            'Planned: 24.5 credits (ECTS). Norm per year: exactly 60 credits (ECTS). Under the norm.',
        },
      ]),
    });
    expect(table(year1, 'EC per period Y1').rows).toEqual([
      ['Period 1', 1, 5, 7.5],
      ['Period 2', 6, 10, 17],
    ]);
    expect(labels(table(year1, 'Intensity Y1'))).toEqual([
      'Week',
      'Class hours',
      'Study hours',
      'Small tests',
      'Medium tests',
      'Large tests',
      'Test minutes',
      'Against norm (168 h)',
      'Special blocks',
    ]);
    expect(table(year1, 'Tests overview Y1').rows[4]!.slice(0, 12)).toEqual([
      7,
      'Period 2',
      '2 B',
      'Aanwezigheid B',
      null,
      'Presence',
      'Medium',
      'Written exam',
      null,
      null,
      'Yes',
      'Achieved / not achieved',
    ]);
    expect(table(year1, 'Team Y1').rows[2]![0]).toBe('No teacher');
    expect(table(year1, 'Coverage Y1').rows[0]).toEqual([
      '1',
      'Titel 1',
      '1 A',
      'Yes',
      'Yes',
      'Yes',
    ]);
  });
});

describe('a renamed term', () => {
  const level = () => ({
    scope: testScope(fx.world.schoolId),
    place: { kind: 'education' as const, educationId: fx.id },
  });

  it('names the term in headings, labels, checks and sheet names', async () => {
    const { db } = fx.world.ctx;
    await saveCustomTranslations({
      db,
      ...level(),
      names: {
        cluster: { nl: { singular: 'leerlijn', plural: 'leerlijnen' } },
        learning_goal: { nl: { singular: 'kerndoel', plural: 'kerndoelen' } },
      },
      now: new Date(),
    });
    try {
      const year = (await build(analysisPart, { yearIds: [fx.yearIds[0]] })).sections[0]!;
      expect(outline(year.blocks)).toContain('h2 Kerndoelen');
      expect(tables(year).map((t) => t.sheet)).toContain('Kerndoelen J1');
      expect(table(year, 'Gezondheid J1').rows[0]).toEqual([
        'Kerndoelen die nooit getoetst worden',
        4,
        0,
        'Koppel ze in de planning aan een toets van een leerlijn.',
      ]);
      expect(labels(table(year, 'Dekking J1')).slice(0, 3)).toEqual([
        'Kerndoel',
        'Titel kerndoel',
        'Leerlijn',
      ]);
      expect(labels(table(year, 'Kerndoelen J1'))[3]).toBe('Leerlijnen');
    } finally {
      await resetCustomTranslation({ db, ...level(), term: 'cluster' });
      await resetCustomTranslation({ db, ...level(), term: 'learning_goal' });
    }
  });

  it('keeps a sheet name within 31 characters and its year tag when the term is long', async () => {
    const { db } = fx.world.ctx;
    await saveCustomTranslations({
      db,
      ...level(),
      names: {
        learning_goal: {
          nl: {
            singular: 'beroepsgerichte vaardigheid',
            plural: 'beroepsgerichte vaardigheden: [kern] en meer',
          },
        },
      },
      now: new Date(),
    });
    try {
      const year = (await build(analysisPart, { yearIds: [fx.yearIds[0]] })).sections[0]!;
      const sheet = tables(year)[4]!.sheet;
      // Excel's forbidden characters go, the term is cut, the year tag stays.
      expect(sheet).toBe('Beroepsgerichte vaardigheden J1');
      expect(sheet.length).toBeLessThanOrEqual(31);
    } finally {
      await resetCustomTranslation({ db, ...level(), term: 'learning_goal' });
    }
  });
});

describe('a subset of years and the number of statements', () => {
  it('builds only the chosen year (year 2 only): one section, reported once', async () => {
    const { sections, sectionsDone } = await build(analysisPart, { yearIds: [fx.yearIds[1]] });
    expect(sections.map((s) => [s.key, s.title])).toEqual([['analysis-2', 'Analyse Leerjaar 2']]);
    // The year, and the frameworks' coverage (none linked).
    expect(sectionsDone).toBe(2);
  });

  it('reads the health check once, and a fixed number per year', async () => {
    const both = await build(analysisPart);
    const filled = await build(analysisPart, { yearIds: [fx.yearIds[0]] });
    const empty = await build(analysisPart, { yearIds: [fx.yearIds[1]] });
    // The health check (5, and 2 of the test plan's checks) and the linked frameworks (1, none
    // linked) once; then per year its tabs, or only the planning read when empty.
    const health = 8;
    expect(both.statements).toBe(filled.statements + empty.statements - health);
    expect(empty.statements).toBeLessThan(filled.statements);
  });
});

describe('the large demo education', () => {
  let demo: TestContext;
  let large: { id: number; locationId: number };
  beforeAll(async () => {
    demo = await createTestContext();
    await runSeeds({ db: demo.db, seedDemo: true, log: { info: () => {} } });
    const [row] = await demo.db
      .select({ id: educations.id, locationId: educations.locationId })
      .from(educations)
      .where(eq(educations.name, 'Bouwkunde niveau 4 (groot)'));
    large = row!;
  }, 180_000);
  afterAll(() => demo?.close());

  it('builds plan and analysis of its 4 years in seconds, with the statements of a small one', async () => {
    const options = { db: demo.db, locationId: large.locationId, educationId: large.id };
    const plan = await build(planPart, options);
    const analysis = await build(analysisPart, options);
    expect(plan.sections.map((s) => s.key)).toEqual(['plan-1', 'plan-2', 'plan-3', 'plan-4']);
    expect(analysis.sections.map((s) => s.key)).toEqual([
      'analysis-1',
      'analysis-2',
      'analysis-3',
      'analysis-4',
    ]);
    // Every year is planned: 60+ planned clusters a year, in the tables.
    for (const section of plan.sections) {
      expect(table(section, `Planning J${section.key.slice(-1)} P1`).rows.length).toBeGreaterThan(
        10,
      );
    }
    // The goals tab lists the goals a year touches (and those in no cluster), not all 600.
    for (const section of analysis.sections) {
      const goals = table(section, `Leerdoelen J${section.key.slice(-1)}`);
      expect(goals.rows.length).toBeGreaterThan(50);
      expect(goals.rows.length).toBeLessThan(600);
    }
    // Statements per year are those of the fixture's one small planned year.
    const smallPlan = await build(planPart, { yearIds: [fx.yearIds[0]] });
    const smallAnalysis = await build(analysisPart, { yearIds: [fx.yearIds[0]] });
    const planOnce = 11;
    // The health check (5, and 2 of the test plan's checks) and the linked frameworks (1; the
    // demo links none).
    const healthOnce = 8;
    expect(plan.statements).toBe(planOnce + 4 * (smallPlan.statements - planOnce));
    expect(analysis.statements).toBe(healthOnce + 4 * (smallAnalysis.statements - healthOnce));
    // Every sheet name is unique across both parts (they share one workbook) and fits Excel.
    const sheets = [...plan.sections, ...analysis.sections].flatMap((s) =>
      tables(s).map((t) => t.sheet),
    );
    expect(new Set(sheets.map((s) => s.toLowerCase())).size).toBe(sheets.length);
    for (const sheet of sheets) expect(sheet.length).toBeLessThanOrEqual(31);
  }, 120_000);
});
