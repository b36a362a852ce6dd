import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_LICENSE_BODY,
  ZFrameworkCoverageResponseSchema,
  ZHealthAnalysisResponseSchema,
  type TFrameworkCoverage,
  type THealthAnalysis,
} from '@cp/contracts';
import type { Db } from '../src/db/client';
import {
  clusterGoals,
  frameworkItems,
  learningGoalFrameworkItems,
  planTestFrameworkItems,
  planTests,
} from '../src/db/schema';
import { loadFrameworkCoverage } from '../src/domain/frameworks/load-framework-coverage';
import { readSloExamProgrammes } from '../src/domain/frameworks/read-slo-exam-programmes';
import { storeFramework } from '../src/domain/frameworks/store-framework';
import type { Agent } from './helpers/agent';
import {
  analysisUrl,
  createAnalysisFixture,
  designItem,
  unlicensedEducation,
  type AnalysisFixture,
} from './helpers/analysis';
import { createEducation } from './helpers/educations';
import { sloExamRecords } from './helpers/framework-files';
import { createUser } from './helpers/fixtures';
import { testScope } from './helpers/location-scope';

/*
 * The coverage of a framework (docs/frameworks.md "Coverage") and its health findings, on the
 * real Informatica havo exam programme (SLO's files: 18 domains, 64 subdomains, 64 eindtermen,
 * one eindterm under each subdomain; every eindterm of level "bb havo"; school exam (se) set on
 * 61 of them: A11/11 and G1/31 have no flag, B4/17 is se 0) and the analysis fixture
 * (test/helpers/analysis.ts: goals g1-g5; clusters A [g1 g2], B [g2 g3], C [g4], D [g1] planned
 * in year 1, F and U planned in no year; tests tA1 [g1], tA2 [g2], tC1 [g4], tC2 [], tB1 [g3],
 * tD1 [g1]).
 *
 * Added here, straight into the database (the link routes are another piece of work):
 * - g5 into cluster F (planned in no year);
 * - links goal -> eindterm: g1 -> B1/14 and B2/15, g2 -> B2/15, g3 -> C1/18 and D2/24,
 *   g4 -> B4/17 (se 0), g5 -> C2/19;
 * - test tA1 directly -> B1/14 (it covers it through g1 too), tC2 (code "PTA-3") directly ->
 *   A12/12;
 * - D2/24 withdrawn (a later release): listed with its link, not counted; its subdomain D2 is left
 *   without published children, so D2 counts itself;
 * - another education's goal linked to A1/1: it never counts here.
 *
 * By hand, per counted item (covered: a goal or a direct test; taught: a goal in a planned
 * cluster; tested: a test, direct or through a goal):
 *   B1/14 goals g1; clusters A, D; tests tA1 (direct), tD1     covered taught tested  SE
 *   B2/15 goals g1, g2; clusters A, B, D; tests tA1 tA2 tD1    covered taught tested  SE
 *   C1/18 goal g3; cluster B; test tB1                         covered taught tested  SE
 *   B4/17 goal g4; cluster C; test tC1                         covered taught tested  se 0
 *   C2/19 goal g5; cluster F (not planned); no test            covered                SE
 *   A12/12 no goal; test tC2 (direct)                          covered        tested  SE
 * Counted: 64 - D2/24 + D2 = 64, covered 6, taught 4, tested 5.
 * School exam: 61 - D2/24 = 60 (D2 has no flag), covered 5 (not B4/17), taught 3, tested 4.
 */

const CODE = 'INF/H/Domein';
let fx: AnalysisFixture;
let frameworkId: number;
let foreignFrameworkId: number;
/** Item ids by code (the programme's codes are unique). */
const item = new Map<string, number>();
const id = (code: string) => item.get(`${CODE}${code}`)!;
let healthBefore: THealthAnalysis;
let unlinkedHealth: THealthAnalysis;

const coverageUrl = (query = '', framework: number = frameworkId) =>
  `${analysisUrl(fx)}/frameworks/${framework}${query}`;

async function coverage(query = '', agent: Agent = fx.world.member.agent) {
  const response = await agent.request('GET', coverageUrl(query));
  expect(response.statusCode, response.body).toBe(200);
  return ZFrameworkCoverageResponseSchema.parse(response.json()).data;
}

async function health(educationId = fx.id) {
  const response = await fx.world.member.agent.request(
    'GET',
    `${analysisUrl(fx, { educationId })}/health`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return ZHealthAnalysisResponseSchema.parse(response.json()).data;
}

const check = (data: THealthAnalysis, key: string) =>
  data.education.checks.find((candidate) => candidate.key === key)!;
const itemOf = (data: TFrameworkCoverage, code: string) =>
  data.items.find((candidate) => candidate.id === id(code))!;

beforeAll(async () => {
  fx = await createAnalysisFixture();
  const { db } = fx.world.ctx;
  const platform = await createUser(db, { isPlatformAdmin: true });
  const programmes = readSloExamProgrammes(await sloExamRecords()).frameworks;
  const informatica = programmes.find((programme) => programme.code === 'INF/havo')!;
  const store = (locationId: number | null) =>
    storeFramework(db, {
      owner: { locationId },
      parsed: informatica,
      release: 'november 2025',
      userId: platform.id,
      storedId: null,
    });
  frameworkId = await store(null);
  // The same programme as another location's own framework: this location may not use it.
  foreignFrameworkId = await store(fx.world.otherSchoolId);
  for (const row of await db
    .select({ id: frameworkItems.id, code: frameworkItems.code })
    .from(frameworkItems)
    .where(eq(frameworkItems.frameworkId, frameworkId))) {
    item.set(row.code, row.id);
  }
  healthBefore = await health();

  const { goals, tests, clusters } = fx;
  await db.insert(clusterGoals).values({ clusterId: clusters.F, learningGoalId: goals.g5 });
  await db.insert(learningGoalFrameworkItems).values(
    (
      [
        [goals.g1, 'B/B1/14'],
        [goals.g1, 'B/B2/15'],
        [goals.g2, 'B/B2/15'],
        [goals.g3, 'C/C1/18'],
        [goals.g3, 'D/D2/24'],
        [goals.g4, 'B/B4/17'],
        [goals.g5, 'C/C2/19'],
      ] as const
    ).map(([learningGoalId, code]) => ({ learningGoalId, frameworkItemId: id(code) })),
  );
  await db.insert(planTestFrameworkItems).values([
    { planTestId: tests.tA1, frameworkItemId: id('B/B1/14') },
    { planTestId: tests.tC2, frameworkItemId: id('A/A12/12') },
  ]);
  await db.update(planTests).set({ code: 'PTA-3' }).where(eq(planTests.id, tests.tC2));
  await db
    .update(frameworkItems)
    .set({ withdrawnIn: 'mei 2026' })
    .where(eq(frameworkItems.id, id('D/D2/24')));

  // Another education of the location, one goal linked to A1/1.
  const other = await createEducation(db, {
    locationId: fx.world.schoolId,
    educationParentId: fx.world.parentId,
  });
  const body = (index: string, extra: object = {}) => ({
    index,
    title: `Ander ${index}`,
    details: `Omschrijving ${index}`,
    level: null,
    ...extra,
  });
  const competence = await designItem(fx.world, other.id, 'competences', body('1'));
  const outcome = await designItem(
    fx.world,
    other.id,
    'learning-outcomes',
    body('1', { competence_id: competence }),
  );
  const otherGoal = await designItem(
    fx.world,
    other.id,
    'learning-goals',
    body('1', { learning_outcome_id: outcome }),
  );
  await db
    .insert(learningGoalFrameworkItems)
    .values({ learningGoalId: otherGoal, frameworkItemId: id('A/A1/1') });
  // A third education without links: the framework checks do not apply to it.
  const unlinked = await createEducation(db, {
    locationId: fx.world.schoolId,
    educationParentId: fx.world.parentId,
  });
  unlinkedHealth = await health(unlinked.id);
}, 180_000);
afterAll(() => fx?.world.ctx.close());

describe('GET .../analysis/frameworks/:framework', () => {
  it('counts the covered, taught and tested eindtermen, and those of the school exam', async () => {
    const data = await coverage();
    expect(data.framework).toMatchObject({ id: frameworkId, code: 'INF/havo', national: true });
    expect(data.totals).toEqual({ items: 64, covered: 6, taught: 4, tested: 5 });
    expect(data.school_exam_totals).toEqual({ items: 60, covered: 5, taught: 3, tested: 4 });
    // 146 items: all published ones (145) and the withdrawn D2/24 that g3 still links to.
    expect(data.items).toHaveLength(146);
    expect(data.items.filter((entry) => entry.counted)).toHaveLength(64);
    expect(data.items[0]).toMatchObject({
      id: id('A'),
      parent_id: null,
      depth: 1,
      code: 'INF/H/DomeinA',
      kind: 'domain',
      counted: false,
    });
    expect(data.domains).toHaveLength(18);
    expect(data.domains[1]).toEqual({ id: id('B'), label: 'INF/H/DomeinB Domein B: Grondslagen' });
    expect(data.levels).toEqual(['bb havo']);
  });

  it("lists an item's goals, their clusters and the tests that cover it", async () => {
    const { goals, clusters, tests, planned, yearIds } = fx;
    const data = await coverage();
    const year = yearIds[0];
    expect(itemOf(data, 'B/B2/15')).toEqual({
      id: id('B/B2/15'),
      parent_id: id('B/B2'),
      depth: 3,
      code: 'INF/H/DomeinB/B2/15',
      title: expect.stringMatching(/^De kandidaat kan verschillende abstracte datastruc/) as string,
      kind: 'eindterm',
      school_exam: true,
      central_exam: false,
      levels: ['bb havo'],
      withdrawn_in: null,
      counted: true,
      // Goal labels are "index title" as the analysis screen shows them (fixture: "1 Titel 1").
      goals: [
        { id: goals.g1, label: '1 Titel 1' },
        { id: goals.g2, label: '2 Titel 2' },
      ],
      clusters: [
        { id: clusters.A, label: '1 A', planned: true },
        { id: clusters.B, label: '2 B', planned: true },
        { id: clusters.D, label: '4 D', planned: true },
      ],
      // Year 1, by week: tA1 and tA2 in week 3 (cluster A, in place order), tD1 in week 9.
      tests: [
        {
          id: tests.tA1,
          label: 'Tentamen A',
          year_id: year,
          planned_cluster_id: planned.A,
          direct: false,
        },
        {
          id: tests.tA2,
          label: 'Beoordeling A',
          year_id: year,
          planned_cluster_id: planned.A,
          direct: false,
        },
        {
          id: tests.tD1,
          label: 'Tentamen D',
          year_id: year,
          planned_cluster_id: planned.D,
          direct: false,
        },
      ],
      covered: true,
      taught: true,
      tested: true,
    });
    // tA1 covers B1/14 directly and through g1: one entry, direct.
    expect(itemOf(data, 'B/B1/14').tests.map((test) => [test.id, test.direct])).toEqual([
      [tests.tA1, true],
      [tests.tD1, false],
    ]);
    // A test only: covered and tested, taught by nothing; the label is code and name.
    expect(itemOf(data, 'A/A12/12')).toMatchObject({
      goals: [],
      clusters: [],
      tests: [{ id: tests.tC2, label: 'PTA-3 Oefening C', direct: true }],
      covered: true,
      taught: false,
      tested: true,
    });
    // g5 sits only in F, which no year plans.
    expect(itemOf(data, 'C/C2/19')).toMatchObject({
      clusters: [{ id: clusters.F, label: '6 F', planned: false }],
      tests: [],
      covered: true,
      taught: false,
      tested: false,
    });
    // Another education's goal never counts.
    expect(itemOf(data, 'A/A1/1')).toMatchObject({ goals: [], covered: false });
  });

  it('lists a withdrawn item that is still linked, flagged and not counted', async () => {
    const data = await coverage();
    expect(itemOf(data, 'D/D2/24')).toMatchObject({
      withdrawn_in: 'mei 2026',
      counted: false,
      goals: [{ id: fx.goals.g3 }],
      covered: true,
      taught: true,
      tested: true,
    });
    // Its subdomain has no published children now: it counts itself, and nothing covers it.
    expect(itemOf(data, 'D/D2')).toMatchObject({ counted: true, covered: false });
  });

  it('gives a parent the figures of every counted item under it', async () => {
    const data = await coverage();
    // B1 holds only B1/14: covered, taught and tested.
    expect(itemOf(data, 'B/B1')).toMatchObject({
      counted: false,
      covered: true,
      taught: true,
      tested: true,
    });
    // Domain B: B1/14, B2/15, B4/17 are all three; B3/16 is none.
    expect(itemOf(data, 'B')).toMatchObject({ covered: false, taught: false, tested: false });
    // Domain C: C1/18 all three, C2/19 covered only, the rest nothing.
    expect(itemOf(data, 'C')).toMatchObject({ covered: false });
  });

  it('filters on the school exam, a domain and a level, and the totals follow', async () => {
    const schoolExam = await coverage('?school_exam_only=true');
    expect(schoolExam.totals).toEqual({ items: 60, covered: 5, taught: 3, tested: 4 });
    expect(schoolExam.school_exam_totals).toEqual(schoolExam.totals);
    // 60 eindtermen, the withdrawn D2/24 (se 1), their 61 subdomains (not A11, B4, G1; D2 as
    // the place of D2/24, not counted) and the 18 domains.
    expect(schoolExam.items).toHaveLength(140);
    expect(schoolExam.items.some((entry) => entry.id === id('B/B4/17'))).toBe(false);
    expect(itemOf(schoolExam, 'D/D2')).toMatchObject({ counted: false });
    // Domain B alone: B1/14 B2/15 B4/17 all three, B3/16 none; school exam without B4/17.
    const domainB = await coverage(`?domain=${id('B')}`);
    expect(domainB.totals).toEqual({ items: 4, covered: 3, taught: 3, tested: 3 });
    expect(domainB.school_exam_totals).toEqual({ items: 3, covered: 2, taught: 2, tested: 2 });
    expect(domainB.items.map((entry) => entry.code)).toEqual([
      'INF/H/DomeinB',
      'INF/H/DomeinB/B1',
      'INF/H/DomeinB/B1/14',
      'INF/H/DomeinB/B2',
      'INF/H/DomeinB/B2/15',
      'INF/H/DomeinB/B3',
      'INF/H/DomeinB/B3/16',
      'INF/H/DomeinB/B4',
      'INF/H/DomeinB/B4/17',
    ]);
    // The filters' lists stay whole.
    expect(domainB.domains).toHaveLength(18);
    // Both: domain B's school-exam items.
    const both = await coverage(`?domain=${id('B')}&school_exam_only=true`);
    expect(both.totals).toEqual({ items: 3, covered: 2, taught: 2, tested: 2 });
    // Level "bb havo": every eindterm, but not D2 (a subdomain has no level).
    const level = await coverage('?level=bb%20havo');
    expect(level.totals).toEqual({ items: 63, covered: 6, taught: 4, tested: 5 });
    const none = await coverage('?level=vwo');
    expect([none.totals, none.items]).toEqual([{ items: 0, covered: 0, taught: 0, tested: 0 }, []]);
    // An id that is no top item of the framework lets nothing through.
    const notADomain = await coverage(`?domain=${id('B/B1/14')}`);
    expect(notADomain.totals.items).toBe(0);
  });

  it('takes three statements whatever the size', async () => {
    let queries = 0;
    const db = new Proxy(fx.world.ctx.db, {
      get(target, property, receiver) {
        if (property === 'select' || property === 'execute') queries += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    await loadFrameworkCoverage(db as Db, {
      scope: testScope(fx.world.schoolId),
      educationId: fx.id,
      frameworkId,
      filters: { schoolExamOnly: false },
    });
    // The education, the framework, the items with their facts.
    expect(queries).toBe(3);
  });

  it("answers 404 for another location's framework or education, and for no framework", async () => {
    const { world } = fx;
    const foreign = await world.member.agent.request('GET', coverageUrl('', foreignFrameworkId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ key: 'notFound.framework' });
    expect(
      (await world.member.agent.request('GET', coverageUrl('', 2_000_000_000))).statusCode,
    ).toBe(404);
    // The other location's admin, at their own location, asking for this education.
    const elsewhere = `${analysisUrl(fx, { locationId: world.otherSchoolId })}/frameworks/${frameworkId}`;
    const response = await world.otherAdmin.agent.request('GET', elsewhere);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ key: 'notFound.education' });
  });

  it('answers 403 no_license at a location without a license, and 403 to a stranger', async () => {
    const { agent, base } = await unlicensedEducation(fx);
    const response = await agent.request('GET', `${base}/frameworks/${frameworkId}`);
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(NO_LICENSE_BODY);
    expect((await fx.world.otherAdmin.agent.request('GET', coverageUrl())).statusCode).toBe(403);
  });

  it('refuses a bad query or framework with 422', async () => {
    for (const query of [
      '?domain=abc',
      '?domain=99999999999',
      '?domain=-1',
      '?school_exam_only=yes',
      `?level=${'x'.repeat(101)}`,
    ]) {
      const response = await fx.world.member.agent.request('GET', coverageUrl(query));
      expect(response.statusCode, query).toBe(422);
    }
    const url = `${analysisUrl(fx)}/frameworks/abc`;
    expect((await fx.world.member.agent.request('GET', url)).statusCode).toBe(422);
  });
});

describe('the health findings of a linked framework', () => {
  it('do not apply to an education without links', () => {
    for (const data of [healthBefore, unlinkedHealth]) {
      for (const key of ['framework_item_not_tested', 'framework_item_not_covered']) {
        expect(check(data, key)).toMatchObject({ total: 0, failing: 0, items: [] });
        for (const year of data.years) {
          expect(year.checks.find((candidate) => candidate.key === key)?.total).toBe(0);
        }
      }
    }
    // The fixture's score as analysis-health.test.ts works it out (with the test plan's checks):
    // unchanged.
    expect(healthBefore.education.score).toBe(66);
  });

  it('name the school-exam items no test covers and the items nothing covers', async () => {
    const data = await health();
    // School-exam items 60; tested B1/14, B2/15, C1/18, A12/12: 56 fail.
    expect(check(data, 'framework_item_not_tested')).toMatchObject({ total: 60, failing: 56 });
    // Counted items 64; covered 6: 58 fail.
    expect(check(data, 'framework_item_not_covered')).toMatchObject({ total: 64, failing: 58 });
    const untested = check(data, 'framework_item_not_tested').items;
    expect(untested).toHaveLength(50);
    expect(untested[0]).toEqual({
      kind: 'framework_item',
      id: id('A/A1/1'),
      label: expect.stringMatching(
        /^INF\/H\/DomeinA\/A1\/1 De kandidaat kan doelgericht/,
      ) as string,
      year_id: null,
      planned_cluster_id: null,
      week: null,
      framework_id: frameworkId,
    });
    // A11/11 has no school-exam flag: not checked for tests; A12/12 is tested.
    const untestedIds = untested.map((entry) => entry.id);
    expect(untestedIds).not.toContain(id('A/A11/11'));
    expect(untestedIds).not.toContain(id('A/A12/12'));
    expect(untestedIds).toContain(id('A/A10/10'));
    // The other checks' items keep their shape (no framework_id).
    expect(check(data, 'goal_never_tested').items[0]).not.toHaveProperty('framework_id');
    // Per year the framework checks do not apply.
    for (const year of data.years) {
      expect(year.checks.find((c) => c.key === 'framework_item_not_tested')?.total).toBe(0);
    }
  });

  it('pass once a test covers every school-exam item', async () => {
    const { db } = fx.world.ctx;
    // One finding mended: tC2 covers C2/19 (school exam) directly.
    await db
      .insert(planTestFrameworkItems)
      .values({ planTestId: fx.tests.tC2, frameworkItemId: id('C/C2/19') });
    let data = await health();
    expect(check(data, 'framework_item_not_tested')).toMatchObject({ total: 60, failing: 55 });
    expect(check(data, 'framework_item_not_tested').items.map((entry) => entry.id)).not.toContain(
      id('C/C2/19'),
    );
    // Then every school-exam eindterm, straight into the database.
    await db.execute(sql`insert into plan_test_framework_items (plan_test_id, framework_item_id)
      select ${fx.tests.tC2}, id from framework_items
      where framework_id = ${frameworkId} and school_exam and withdrawn_in is null
      on conflict do nothing`);
    data = await health();
    expect(check(data, 'framework_item_not_tested')).toMatchObject({
      total: 60,
      failing: 0,
      items: [],
    });
    // Not covered now: the counted items without the flag that nothing links to (A11/11, G1/31,
    // D2); B4/17 (se 0) is covered by g4.
    const uncovered = check(data, 'framework_item_not_covered');
    expect([uncovered.total, uncovered.failing]).toEqual([64, 3]);
    expect(uncovered.items.map((entry) => entry.id)).toEqual([
      id('A/A11/11'),
      id('D/D2'),
      id('G/G1/31'),
    ]);
    const coverageNow = await coverage();
    expect(coverageNow.school_exam_totals).toMatchObject({ items: 60, tested: 60, covered: 60 });
  });
});
