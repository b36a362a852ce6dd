import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLanguage } from '@cp/contracts';
import type { Db } from '../src/db/client';
import { learningGoals } from '../src/db/schema';
import { LARGE_DESIGN, insertDemoDesign } from '../src/db/seed/demo-design';
import type { DocBlock, DocColumn, DocTable } from '../src/domain/exports/document';
import { designPart } from '../src/domain/exports/sections/design';
import { loadSectionContext } from '../src/domain/exports/sections/load-context';
import { resetCustomTranslation } from '../src/domain/naming/reset-custom-translation';
import { saveCustomTranslations } from '../src/domain/naming/save-custom-translations';
import { testScope } from './helpers/location-scope';
import { designItem } from './helpers/analysis';
import { createEducation } from './helpers/educations';
import { createPlanWorld, type PlanWorld } from './helpers/plan';
import { buildOneSection, sectionContext } from './helpers/export-sections';

/*
 * The design section of an export (docs/exports.md): a small design made through the design API
 * whose every cell is known, checked whole in Dutch, then in English, with a renamed term, empty,
 * and the large demo design for the number of statements and the time.
 *
 * The design ("Ontwerp-export"):
 * - competence 1 "Tekenen" (level 4) with learning cluster 1.1 "Oriëntatie"; outcome 1.1
 *   "Schetsen" (in 1.1) with goals 1.1.1 (level Kennis) and 1.1.2; outcome 1.2 "Uitwerken"
 *   (level B1) with goals 1.2.1 and 1.2.2 (in no cluster). The goals are made in the order
 *   1.1.1, 1.2.1, 1.1.2, 1.2.2, so the design answer (sorted by position over the education)
 *   interleaves them and the section must put them back in tree order.
 * - competence 2 "Rekenen" without outcomes.
 * - subjects Wiskunde, Nederlands; clusters 1 BOU (2.5 EC, 3 weeks, goals 1.2.1 1.1.2 1.1.1,
 *   both subjects, every optional field), 2 PRO (no EC, 10 weeks, goal 1.1.2), 3 KZ (5 EC).
 * - cluster groups Kern (PRO, BOU) and Leeg (none); elective Keuzeruimte (7.5 EC, KZ).
 */

let world: PlanWorld;
let educationId: number;
let emptyId: number;
let largeId: number;

async function buildDesign(id: number) {
  const item = (kind: Parameters<typeof designItem>[2], body: unknown) =>
    designItem(world, id, kind, body);
  const tekenen = await item('competences', {
    index: '1',
    title: 'Tekenen',
    details: 'Maakt bouwkundige tekeningen.',
    level: '4',
  });
  await item('competences', { index: '2', title: 'Rekenen', details: 'Berekent constructies.' });
  const orientation = await item('learning-clusters', {
    index: '1.1',
    title: 'Oriëntatie',
    details: 'Eerste kennismaking.',
    competence_id: tekenen,
  });
  const schetsen = await item('learning-outcomes', {
    index: '1.1',
    title: 'Schetsen',
    details: 'Schetst een ontwerp.',
    competence_id: tekenen,
    learning_cluster_id: orientation,
  });
  const uitwerken = await item('learning-outcomes', {
    index: '1.2',
    title: 'Uitwerken',
    details: 'Werkt een ontwerp uit.',
    level: 'B1',
    competence_id: tekenen,
  });
  const goal = (index: string, outcome: number, level?: string) =>
    item('learning-goals', {
      index,
      title: `Doel ${index}`,
      details: `Omschrijving ${index}`,
      level,
      learning_outcome_id: outcome,
    });
  const g111 = await goal('1.1.1', schetsen, 'Kennis');
  const g121 = await goal('1.2.1', uitwerken);
  const g112 = await goal('1.1.2', schetsen);
  await goal('1.2.2', uitwerken);
  const wiskunde = await item('subjects', { title: 'Wiskunde', details: 'Rekenen en meten' });
  const nederlands = await item('subjects', { title: 'Nederlands' });
  const bou = await item('clusters', {
    index: '1',
    title: 'Bouwen',
    short_title: 'BOU',
    details: 'Een module over bouwen.',
    ects: '2.5',
    course_code: 'BK-1',
    requirements: 'Geen',
    coordinator: 'J. Jansen',
    cluster_width: 3,
    color: '#1c7ed6',
    goal_ids: [g121, g112, g111],
    subject_ids: [nederlands, wiskunde],
  });
  const pro = await item('clusters', {
    index: '2',
    title: 'Project',
    short_title: 'PRO',
    details: 'Een project.',
    cluster_width: 10,
    goal_ids: [g112],
  });
  const kz = await item('clusters', {
    index: '3',
    title: 'Keuze',
    short_title: 'KZ',
    details: 'Een keuze.',
    ects: '5',
    cluster_width: 2,
  });
  await item('cluster-groups', { title: 'Kern', details: 'Verplicht', cluster_ids: [pro, bou] });
  await item('cluster-groups', { title: 'Leeg' });
  await item('electives', { title: 'Keuzeruimte', default_ects: '7.5', cluster_ids: [kz] });
}

beforeAll(async () => {
  world = await createPlanWorld();
  const education = (name: string) =>
    createEducation(world.ctx.db, {
      locationId: world.schoolId,
      educationParentId: world.parentId,
      name,
    });
  educationId = (await education('Ontwerp-export')).id;
  await buildDesign(educationId);
  emptyId = (await education('Leeg ontwerp')).id;
  largeId = (await education('Groot ontwerp')).id;
  await insertDemoDesign(world.ctx.db, largeId, LARGE_DESIGN);
}, 120_000);
afterAll(() => world?.ctx.close());

/** The design section of an education, its context read through the world's database. */
async function build(id: number, language: TLanguage, db: Db = world.ctx.db) {
  const context = await sectionContext({
    db: world.ctx.db,
    locationId: world.schoolId,
    educationId: id,
    language,
    now: new Date('2026-11-25T10:00:00Z'),
  });
  return buildOneSection(designPart, { ...context, db });
}

const tables = (blocks: DocBlock[]) =>
  blocks.filter((block): block is DocTable => block.kind === 'table');

/** The columns of a competence's table: its outcomes and goals, each with its clusters. */
const COMPETENCE_COLUMNS: DocColumn[] = [
  { label: 'Nummer', type: 'text', width: 1 },
  { label: 'Soort', type: 'text', width: 1.5 },
  { label: 'Titel', type: 'text', width: 3 },
  { label: 'Omschrijving', type: 'text', width: 4 },
  { label: 'Niveau', type: 'text', width: 1 },
  { label: 'Leercluster', type: 'text', width: 2 },
  { label: 'Clusters', type: 'text', width: 2 },
];

/** The Dutch section of the small design, whole: every heading, label and cell. */
const DUTCH: DocBlock[] = [
  {
    kind: 'facts',
    items: [
      { label: 'Competenties', value: '2' },
      { label: 'Leerclusters', value: '1' },
      { label: 'Leeruitkomsten', value: '2' },
      { label: 'Leerdoelen', value: '4' },
      { label: 'Leerdoelen zonder cluster', value: '1' },
      { label: 'Clusters', value: '3' },
      { label: 'Clustergroepen', value: '2' },
      { label: 'Vakken', value: '2' },
      { label: 'Keuzevakken', value: '1' },
    ],
  },
  { kind: 'heading', level: 2, text: 'Competenties' },
  {
    kind: 'table',
    sheet: 'Competenties',
    columns: [
      { label: 'Nummer', type: 'text', width: 1 },
      { label: 'Titel', type: 'text', width: 4 },
      { label: 'Omschrijving', type: 'text', width: 5 },
      { label: 'Niveau', type: 'text', width: 1 },
      { label: 'Leeruitkomsten', type: 'integer', width: 1.5 },
      { label: 'Leerdoelen', type: 'integer', width: 1.5 },
    ],
    rows: [
      ['1', 'Tekenen', 'Maakt bouwkundige tekeningen.', '4', 2, 4],
      ['2', 'Rekenen', 'Berekent constructies.', null, 0, 0],
    ],
    emptyText: 'Er zijn nog geen competenties.',
  },
  { kind: 'heading', level: 3, text: '1 Tekenen' },
  { kind: 'paragraph', text: 'Maakt bouwkundige tekeningen.' },
  {
    kind: 'facts',
    items: [
      { label: 'Niveau', value: '4' },
      { label: 'Leerclusters', value: '1.1 Oriëntatie' },
    ],
  },
  {
    kind: 'table',
    sheet: 'Competentie 1',
    columns: COMPETENCE_COLUMNS,
    rows: [
      ['1.1', 'Leeruitkomst', 'Schetsen', 'Schetst een ontwerp.', null, '1.1 Oriëntatie', null],
      ['1.1.1', 'Leerdoel', 'Doel 1.1.1', 'Omschrijving 1.1.1', 'Kennis', null, '1 BOU'],
      ['1.1.2', 'Leerdoel', 'Doel 1.1.2', 'Omschrijving 1.1.2', null, null, '1 BOU, 2 PRO'],
      ['1.2', 'Leeruitkomst', 'Uitwerken', 'Werkt een ontwerp uit.', 'B1', null, null],
      ['1.2.1', 'Leerdoel', 'Doel 1.2.1', 'Omschrijving 1.2.1', null, null, '1 BOU'],
      ['1.2.2', 'Leerdoel', 'Doel 1.2.2', 'Omschrijving 1.2.2', null, null, null],
    ],
    emptyText: 'Nog geen leeruitkomsten.',
  },
  { kind: 'heading', level: 3, text: '2 Rekenen' },
  { kind: 'paragraph', text: 'Berekent constructies.' },
  {
    kind: 'table',
    sheet: 'Competentie 2',
    columns: COMPETENCE_COLUMNS,
    rows: [],
    emptyText: 'Nog geen leeruitkomsten.',
  },
  { kind: 'heading', level: 2, text: 'Clusters' },
  {
    kind: 'table',
    sheet: 'Clusters',
    caption: 'Overzicht',
    columns: [
      { label: 'Nummer', type: 'text', width: 1 },
      { label: 'Titel', type: 'text', width: 3 },
      { label: 'Korte titel', type: 'text', width: 1.5 },
      { label: 'Studiepunten (EC)', type: 'decimal', width: 1.2 },
      { label: 'Weken', type: 'integer', width: 1 },
      { label: 'Clustergroepen', type: 'text', width: 2 },
      { label: 'Vakken', type: 'text', width: 2 },
      { label: 'Leerdoelen', type: 'text', width: 2.5 },
    ],
    rows: [
      ['1', 'Bouwen', 'BOU', 2.5, 3, 'Kern', 'Wiskunde, Nederlands', '1.1.1, 1.1.2, 1.2.1'],
      ['2', 'Project', 'PRO', null, 10, 'Kern', null, '1.1.2'],
      ['3', 'Keuze', 'KZ', 5, 2, null, null, null],
    ],
    emptyText: 'Er zijn nog geen clusters.',
  },
  {
    kind: 'table',
    sheet: 'Clusters – details',
    caption: 'Omschrijving, cursuscode, coördinator en ingangseisen',
    columns: [
      { label: 'Nummer', type: 'text', width: 1 },
      { label: 'Korte titel', type: 'text', width: 1.5 },
      { label: 'Cursuscode', type: 'text', width: 1.5 },
      { label: 'Coördinator', type: 'text', width: 2 },
      { label: 'Ingangseisen', type: 'text', width: 3 },
      { label: 'Omschrijving', type: 'text', width: 5 },
    ],
    rows: [
      ['1', 'BOU', 'BK-1', 'J. Jansen', 'Geen', 'Een module over bouwen.'],
      ['2', 'PRO', null, null, null, 'Een project.'],
      ['3', 'KZ', null, null, null, 'Een keuze.'],
    ],
    emptyText: 'Er zijn nog geen clusters.',
  },
  { kind: 'heading', level: 2, text: 'Clustergroepen' },
  {
    kind: 'table',
    sheet: 'Clustergroepen',
    columns: [
      { label: 'Titel', type: 'text', width: 2.5 },
      { label: 'Omschrijving', type: 'text', width: 4 },
      { label: 'Aantal clusters', type: 'integer', width: 1.2 },
      { label: 'Clusters', type: 'text', width: 4 },
    ],
    rows: [
      ['Kern', 'Verplicht', 2, '1 BOU, 2 PRO'],
      ['Leeg', null, 0, null],
    ],
    emptyText: 'Er zijn nog geen clustergroepen.',
  },
  { kind: 'heading', level: 2, text: 'Vakken' },
  {
    kind: 'table',
    sheet: 'Vakken',
    columns: [
      { label: 'Titel', type: 'text', width: 2.5 },
      { label: 'Omschrijving', type: 'text', width: 4 },
      { label: 'Aantal clusters', type: 'integer', width: 1.2 },
      { label: 'Clusters', type: 'text', width: 4 },
    ],
    rows: [
      ['Wiskunde', 'Rekenen en meten', 1, '1 BOU'],
      ['Nederlands', null, 1, '1 BOU'],
    ],
    emptyText: 'Er zijn nog geen vakken.',
  },
  { kind: 'heading', level: 2, text: 'Keuzevakken' },
  {
    kind: 'table',
    sheet: 'Keuzevakken',
    columns: [
      { label: 'Titel', type: 'text', width: 2.5 },
      { label: 'Omschrijving', type: 'text', width: 4 },
      { label: 'Standaard studiepunten (EC)', type: 'decimal', width: 1.5 },
      { label: 'Aantal clusters', type: 'integer', width: 1.2 },
      { label: 'Clusters', type: 'text', width: 4 },
    ],
    rows: [['Keuzeruimte', null, 7.5, 1, '3 KZ']],
    emptyText: 'Er zijn nog geen keuzevakken.',
  },
];

describe('the design section', () => {
  it('holds the whole design in Dutch, in the order of the screen, numbers as numbers', async () => {
    const section = await build(educationId, 'nl');
    expect(section.key).toBe('design');
    expect(section.part).toBe('design');
    expect(section.title).toBe('Ontwerp');
    expect(section.blocks).toEqual(DUTCH);
  });

  it('says every fixed word and term in English; the data stays as written', async () => {
    const section = await build(educationId, 'en');
    expect(section.title).toBe('Design');
    const [summary] = section.blocks;
    expect(summary).toEqual({
      kind: 'facts',
      items: [
        { label: 'Competences', value: '2' },
        { label: 'Learning clusters', value: '1' },
        { label: 'Learning outcomes', value: '2' },
        { label: 'Learning goals', value: '4' },
        { label: 'Learning goals in no cluster', value: '1' },
        { label: 'Clusters', value: '3' },
        { label: 'Cluster groups', value: '2' },
        { label: 'Subjects', value: '2' },
        { label: 'Elective subjects', value: '1' },
      ],
    });
    const byName = new Map(tables(section.blocks).map((table) => [table.sheet, table]));
    expect([...byName.keys()]).toEqual([
      'Competences',
      'Competence 1',
      'Competence 2',
      'Clusters',
      'Clusters – details',
      'Cluster groups',
      'Subjects',
      'Elective subjects',
    ]);
    const competence = byName.get('Competence 1')!;
    expect(competence.columns.map((column) => column.label)).toEqual([
      'Number',
      'Type',
      'Title',
      'Description',
      'Level',
      'Learning cluster',
      'Clusters',
    ]);
    expect(competence.rows[0]).toEqual([
      '1.1',
      'Learning outcome',
      'Schetsen',
      'Schetst een ontwerp.',
      null,
      '1.1 Oriëntatie',
      null,
    ]);
    expect(byName.get('Competence 2')!.emptyText).toBe('No learning outcomes yet.');
    const clusters = byName.get('Clusters')!;
    expect(clusters.caption).toBe('Overview');
    expect(clusters.columns.map((column) => [column.label, column.type])).toEqual([
      ['Number', 'text'],
      ['Title', 'text'],
      ['Short title', 'text'],
      ['Credits (ECTS)', 'decimal'],
      ['Weeks', 'integer'],
      ['Cluster groups', 'text'],
      ['Subjects', 'text'],
      ['Learning goals', 'text'],
    ]);
    // The same numbers in either language: formatting is the renderer's.
    expect(clusters.rows.map((row) => [row[3], row[4]])).toEqual([
      [2.5, 3],
      [null, 10],
      [5, 2],
    ]);
    expect(byName.get('Clusters – details')!.columns.map((column) => column.label)).toEqual([
      'Number',
      'Short title',
      'Course code',
      'Coordinator',
      'Entry requirements',
      'Description',
    ]);
    expect(byName.get('Elective subjects')!.columns.map((column) => column.label)).toEqual([
      'Title',
      'Description',
      'Default credits (ECTS)',
      'Number of clusters',
      'Clusters',
    ]);
    expect(byName.get('Cluster groups')!.emptyText).toBe('There are no cluster groups yet.');
  });

  it("uses the education's own word for a renamed term in headings, labels and texts", async () => {
    const level = {
      scope: testScope(world.schoolId),
      place: { kind: 'education' as const, educationId },
    };
    const englishBefore = (await build(educationId, 'en')).blocks;
    await saveCustomTranslations({
      db: world.ctx.db,
      ...level,
      names: {
        cluster: {
          nl: { singular: 'leerlijn', plural: 'leerlijnen' },
          en: { singular: 'learning line', plural: 'learning lines' },
        },
      },
      now: new Date(),
    });
    try {
      for (const [language, none, plural] of [
        ['nl', 'Leerdoelen zonder leerlijn', 'Leerlijnen'],
        ['en', 'Learning goals in no learning line', 'Learning lines'],
      ] as const) {
        const section = await build(educationId, language);
        // Other terms that hold the word (learning cluster, cluster group) are not renamed.
        const words = JSON.stringify(section.blocks).replace(
          /[Ll]earning clusters?|[Cc]luster groups?/g,
          '',
        );
        expect(words, language).not.toMatch(/\b[Cc]lusters?\b/);
        expect(section.blocks).toContainEqual({ kind: 'heading', level: 2, text: plural });
        const summary = section.blocks[0] as Extract<DocBlock, { kind: 'facts' }>;
        expect(summary.items).toContainEqual({ label: none, value: '1' });
        const sheets = tables(section.blocks).map((table) => table.sheet);
        expect(sheets).toContain(plural);
        expect(sheets).toContain(`${plural} – details`);
        const competence = tables(section.blocks)[1]!;
        expect(competence.columns.at(-1)!.label).toBe(plural);
      }
      const dutch = tables((await build(educationId, 'nl')).blocks);
      const groups = dutch.find((table) => table.sheet === 'Clustergroepen')!;
      expect(groups.columns.map((column) => column.label)).toEqual([
        'Titel',
        'Omschrijving',
        'Aantal leerlijnen',
        'Leerlijnen',
      ]);
      // Renamed in Dutch only: the English document keeps the English default word (issue 14),
      // never the Dutch word inside English text.
      await saveCustomTranslations({
        db: world.ctx.db,
        ...level,
        names: { cluster: { nl: { singular: 'leerlijn', plural: 'leerlijnen' } } },
        now: new Date(),
      });
      const english = (await build(educationId, 'en')).blocks;
      expect(JSON.stringify(english)).not.toMatch(/[Ll]eerlijn/);
      expect(english).toEqual(englishBefore);
      expect((await build(educationId, 'nl')).blocks).toContainEqual({
        kind: 'heading',
        level: 2,
        text: 'Leerlijnen',
      });
    } finally {
      await resetCustomTranslation({ db: world.ctx.db, ...level, term: 'cluster' });
    }
    // Back to the default word once the override is gone.
    expect((await build(educationId, 'nl')).blocks).toEqual(DUTCH);
  });

  it('shows the empty text of every list of an empty design', async () => {
    const section = await build(emptyId, 'nl');
    expect(section.blocks[0]).toEqual({
      kind: 'facts',
      items: expect.arrayContaining([
        { label: 'Competenties', value: '0' },
        { label: 'Leerdoelen', value: '0' },
      ]) as unknown,
    });
    // No competence, so no heading or table per competence.
    expect(section.blocks.filter((block) => block.kind === 'heading')).toEqual([
      { kind: 'heading', level: 2, text: 'Competenties' },
      { kind: 'heading', level: 2, text: 'Clusters' },
      { kind: 'heading', level: 2, text: 'Clustergroepen' },
      { kind: 'heading', level: 2, text: 'Vakken' },
      { kind: 'heading', level: 2, text: 'Keuzevakken' },
    ]);
    expect(
      tables(section.blocks).map((table) => [table.sheet, table.rows, table.emptyText]),
    ).toEqual([
      ['Competenties', [], 'Er zijn nog geen competenties.'],
      ['Clusters', [], 'Er zijn nog geen clusters.'],
      ['Clusters – details', [], 'Er zijn nog geen clusters.'],
      ['Clustergroepen', [], 'Er zijn nog geen clustergroepen.'],
      ['Vakken', [], 'Er zijn nog geen vakken.'],
      ['Keuzevakken', [], 'Er zijn nog geen keuzevakken.'],
    ]);
  });

  it("marks a goal's track and withdrawn after its kind, and counts no withdrawn goal as without cluster", async () => {
    const { db } = world.ctx;
    const goalsOf = (index: string) =>
      and(eq(learningGoals.educationId, educationId), eq(learningGoals.index, index));
    await db.update(learningGoals).set({ withdrawn: true, track: 'havo' }).where(goalsOf('1.2.2'));
    await db.update(learningGoals).set({ track: 'vwo' }).where(goalsOf('1.1.2'));
    try {
      const rowOf = (blocks: DocBlock[], index: string) =>
        tables(blocks)
          .flatMap((table) => table.rows)
          .find((row) => row[0] === index && String(row[1]).startsWith('L'));
      const dutch = await build(educationId, 'nl');
      expect(rowOf(dutch.blocks, '1.2.2')?.[1]).toBe('Leerdoel (havo, vervallen)');
      expect(rowOf(dutch.blocks, '1.1.2')?.[1]).toBe('Leerdoel (vwo)');
      expect(rowOf(dutch.blocks, '1.1.1')?.[1]).toBe('Leerdoel');
      // 1.2.2 was the one goal in no cluster; withdrawn, it needs none.
      expect(dutch.blocks[0]).toMatchObject({
        items: expect.arrayContaining([
          { label: 'Leerdoelen', value: '4' },
          { label: 'Leerdoelen zonder cluster', value: '0' },
        ]) as unknown,
      });
      const english = await build(educationId, 'en');
      expect(rowOf(english.blocks, '1.2.2')?.[1]).toBe('Learning goal (havo, withdrawn)');
    } finally {
      await db.update(learningGoals).set({ withdrawn: false, track: null }).where(goalsOf('1.2.2'));
      await db.update(learningGoals).set({ track: null }).where(goalsOf('1.1.2'));
    }
  });

  it('answers 404 for an education of another location (the context finds none)', async () => {
    await expect(
      loadSectionContext({
        db: world.ctx.db,
        scope: testScope(world.otherSchoolId),
        educationId,
        yearIds: null,
        language: 'nl',
        now: new Date(),
      }),
    ).rejects.toMatchObject({ kind: 'not_found', key: 'notFound.education' });
  });
});

describe('the design section of a large design', () => {
  /** The db of the section, counting the statements it starts. */
  function counted() {
    let statements = 0;
    const db = new Proxy(world.ctx.db, {
      get(target, property, receiver) {
        if (property === 'select' || property === 'execute') statements += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    return { db: db as Db, statements: () => statements };
  }

  it('reads with the same statements as a small one, and builds in well under two seconds', async () => {
    const small = counted();
    await build(educationId, 'nl', small.db);
    const large = counted();
    const started = performance.now();
    const section = await build(largeId, 'nl', large.db);
    const elapsed = performance.now() - started;
    // loadDesign's one statement per kind.
    expect(small.statements()).toBe(8);
    expect(large.statements()).toBe(small.statements());
    expect(elapsed).toBeLessThan(2000);

    const sheets = tables(section.blocks).map((table) => table.sheet);
    // 30 competences of their own, and the six lists.
    expect(sheets).toHaveLength(LARGE_DESIGN.competences + 6);
    expect(new Set(sheets.map((sheet) => sheet.toLowerCase())).size).toBe(sheets.length);
    expect(sheets.every((sheet) => sheet.length <= 31 && !/[[\]:*?/\\]/.test(sheet))).toBe(true);
    // Every outcome and goal has its row under its competence; every cluster its two rows.
    const rows = (sheet: string) => tables(section.blocks).find((t) => t.sheet === sheet)!.rows;
    const treeRows = sheets
      .filter((sheet) => sheet.startsWith('Competentie '))
      .reduce((sum, sheet) => sum + rows(sheet).length, 0);
    const outcomes = LARGE_DESIGN.competences * LARGE_DESIGN.outcomes;
    expect(treeRows).toBe(outcomes + outcomes * LARGE_DESIGN.goals);
    expect(rows('Clusters')).toHaveLength(LARGE_DESIGN.clusters);
    expect(rows('Clusters – details')).toHaveLength(LARGE_DESIGN.clusters);
    // Numbers stay numbers (or empty), never text.
    for (const row of rows('Clusters')) {
      expect(row[3] === null || typeof row[3] === 'number').toBe(true);
      expect(typeof row[4]).toBe('number');
    }
  });
});
