import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  testPlanView,
  ZHealthAnalysisResponseSchema,
  ZTestPlanResponseSchema,
  type THealthAnalysis,
  type TTestPlanData,
} from '@cp/contracts';
import {
  educationApprovals,
  educations,
  educationYears,
  frameworkItems,
  frameworks,
  planTestFrameworkItems,
  planTests,
  specialBlocks,
  users,
} from '../src/db/schema';
import { analysisUrl, createAnalysisFixture, unlicensedEducation } from './helpers/analysis';
import type { AnalysisFixture } from './helpers/analysis';
import { createEducation } from './helpers/educations';
import { addedItem, placed, testBody } from './helpers/plan';

/*
 * The test plan's read (docs/test-plan.md): `GET .../test-plan/years/:year` on the analysis
 * fixture (test/helpers/analysis.ts lists it) with the test plan's fields written straight into
 * the database (their writes are the plan's, tested with it), and the health check's test plan
 * findings. Every figure below is worked out by hand:
 *
 * Year 1 (starts Monday 2025-08-25; "Projectweek" week 5 is a test week):
 * - A (subject Wiskunde, weeks 1-3): tA1 60% (exam 30%, resit 2× highest counts, pass mark 5.5,
 *   aids, organisation; framework items B2 and B1, answered in framework order), tA2 40%: 100.
 * - C (no subject): tC1 33.33% counting for the exam at 50%; tC2 formative: C's weights 33.33%.
 * - B (Nederlands): tB1 summative without a weight, a resit without a rule.
 * - D (Nederlands, choice of "Keuzevak"): tD1 weight 1 (factor), counts for the exam without an
 *   exam weight. E (choice): no tests.
 * Year 2: A again with tA3, weight 100%, exam 70%: Wiskunde's exam weights 30 + 70 = 100.
 * Exam groups: Wiskunde (A) 100 over both years; C itself 50; Nederlands (B, D) no percent.
 */

let fx: AnalysisFixture;
let base: string;
let tA3: number;
let plannedA2: number;

beforeAll(async () => {
  fx = await createAnalysisFixture();
  const { db } = fx.world.ctx;
  const { tests: t } = fx;
  const [y1, y2] = fx.yearIds;
  base = `locations/${fx.world.schoolId}/educations/${fx.id}/test-plan/years`;
  const set = (id: number, values: Partial<typeof planTests.$inferInsert>) =>
    db.update(planTests).set(values).where(eq(planTests.id, id));
  await set(t.tA1, {
    weight: '60',
    weightUnit: 'percent',
    countsForExam: true,
    examWeight: '30',
    resitCount: 2,
    resitRule: 'highest',
    resit: true,
    passMark: '5.5',
    aids: 'rekenmachine',
    organisation: 'schriftelijk, 2 uur',
  });
  await set(t.tA2, { weight: '40', weightUnit: 'percent' });
  await set(t.tC1, {
    weight: '33.33',
    weightUnit: 'percent',
    countsForExam: true,
    examWeight: '50',
  });
  await set(t.tC2, { purpose: 'formative' });
  await set(t.tD1, { countsForExam: true });
  await db.update(educationYears).set({ startsOn: '2025-08-25' }).where(eq(educationYears.id, y1));
  await db.update(specialBlocks).set({ kind: 'test_week' }).where(eq(specialBlocks.id, fx.block));

  plannedA2 = (
    await placed(fx.world, fx.id, {
      education_year_id: y2,
      cluster_id: fx.clusters.A,
      start_week: 1,
    })
  ).id;
  const [a3] = await db
    .insert(planTests)
    .values({
      educationId: fx.id,
      plannedClusterId: plannedA2,
      position: 1,
      name: 'Eindtoets A',
      kind: 'written_exam',
      size: 'large',
      week: 2,
      resultType: 'grade',
      weight: '100',
      weightUnit: 'percent',
      countsForExam: true,
      examWeight: '70',
    })
    .returning({ id: planTests.id });
  tA3 = a3!.id;

  // An SLO framework (location null) with two items; tA1 covers both, linked in reverse order.
  const [framework] = await db
    .insert(frameworks)
    .values({
      sourceKind: 'slo_exam',
      sourceKey: `test-plan-${fx.id}`,
      code: 'WIS',
      title: 'Wiskunde havo',
      description: '',
      version: '2024',
      release: '2025',
      levels: ['havo'],
      licence: 'CC BY 4.0',
      attribution: 'SLO, opendata.slo.nl',
    })
    .returning({ id: frameworks.id });
  const item = async (code: string, ordinal: number) =>
    (
      await db
        .insert(frameworkItems)
        .values({
          frameworkId: framework!.id,
          sourceId: `${code}-${fx.id}`,
          position: ordinal,
          ordinal,
          depth: 1,
          code,
          title: `Eindterm ${code}`,
          description: '',
          kind: 'eindterm',
          levels: ['havo'],
        })
        .returning({ id: frameworkItems.id })
    )[0]!.id;
  const b1 = await item('B1', 1);
  const b2 = await item('B2', 2);
  await db.insert(planTestFrameworkItems).values([
    { planTestId: t.tA1, frameworkItemId: b2 },
    { planTestId: t.tA1, frameworkItemId: b1 },
  ]);
}, 120_000);
afterAll(() => fx?.world.ctx.close());

async function testPlan(yearId: number, language = 'nl'): Promise<TTestPlanData> {
  const response = await fx.world.member.agent.request('GET', `${base}/${yearId}`, {
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZTestPlanResponseSchema.parse(response.json()).data;
}

describe('GET .../test-plan/years/:year', () => {
  it('answers the year, its clusters and tests in week order, with weights and exam groups', async () => {
    const [y1] = fx.yearIds;
    const data = await testPlan(y1);
    const { planned: p, tests: t, clusters: c, subjects: s } = fx;

    expect(data.education).toMatchObject({
      id: fx.id,
      name: 'Analyse-opleiding',
      type: 'hbo_full_bachelor',
      status: 'designing',
      year_count: 2,
      published_at: null,
      approvals: [],
    });
    expect(data.year).toMatchObject({ id: y1, position: 1, starts_on: '2025-08-25', weeks: 10 });
    expect(data.year.periods.map((period) => period.first_week)).toEqual([1, 6]);
    expect(data.special_blocks).toEqual([
      { id: fx.block, name: 'Projectweek', kind: 'test_week', start_week: 5, end_week: 5 },
    ]);

    // Design order: A (1), B (2), C (3), D (4), E (5); D and E are choices of "Keuzevak".
    expect(
      data.clusters.map((cluster) => [
        cluster.planned_cluster_id,
        cluster.index,
        cluster.subjects,
        cluster.elective,
        cluster.exam_group,
      ]),
    ).toEqual([
      [p.A, '1', ['Wiskunde'], null, `s${s.s1}`],
      [p.B, '2', ['Nederlands'], null, `s${s.s2}`],
      [p.C, '3', [], null, `c${c.C}`],
      [p.D, '4', ['Nederlands'], 'Keuzevak', `s${s.s2}`],
      [p.E, '5', [], 'Keuzevak', `c${c.E}`],
    ]);
    expect(data.clusters[0]).toMatchObject({
      cluster_id: c.A,
      title: 'Cluster A',
      short_title: 'A',
      ects: '5',
      start_week: 1,
      end_week: 3,
    });

    // Week order, then the clusters' design order (A before C in week 3), then position.
    expect(data.tests.map((test) => test.id)).toEqual([t.tA1, t.tA2, t.tC1, t.tC2, t.tB1, t.tD1]);
    const a1 = data.tests[0]!;
    expect(a1).toMatchObject({
      purpose: 'summative',
      weight: '60',
      weight_unit: 'percent',
      counts_for_exam: true,
      exam_weight: '30',
      exam_weight_unit: 'percent',
      resit: true,
      resit_count: 2,
      resit_rule: 'highest',
      pass_mark: '5.5',
      aids: 'rekenmachine',
      organisation: 'schriftelijk, 2 uur',
      end_week: null,
    });
    expect(a1.test_format_name).toEqual(expect.any(String));
    expect(a1.framework_items).toEqual([
      { code: 'B1', title: 'Eindterm B1' },
      { code: 'B2', title: 'Eindterm B2' },
    ]);
    expect(data.tests[1]!.framework_items).toEqual([]);
    // Every test covers goals of its own cluster only, some of them held by other clusters too
    // (tA1 [g1]: D holds g1; tA2 [g2]: B; tD1 [g1]: A): a shared goal tests its own cluster.
    expect(data.tests.map((test) => test.also_planned_cluster_ids)).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
    expect(data.framework_credits).toEqual([
      'Wiskunde havo (Bron: SLO, opendata.slo.nl, licentie CC BY 4.0)',
    ]);

    // Wiskunde: 70 in year 2; C and E: no other year; Nederlands: none in percent.
    expect(data.exam_groups).toEqual([
      { key: `s${s.s1}`, label: 'Wiskunde', percent_other_years: 70 },
      { key: `s${s.s2}`, label: 'Nederlands', percent_other_years: 0 },
      { key: `c${c.C}`, label: '3 Cluster C', percent_other_years: 0 },
      { key: `c${c.E}`, label: '5 Cluster E', percent_other_years: 0 },
    ]);
  });

  it('feeds the view: totals, dates and the checks', async () => {
    const [y1] = fx.yearIds;
    const view = testPlanView(await testPlan(y1));
    const { planned: p, tests: t } = fx;
    const group = (id: number) => view.groups.find((g) => g.planned_cluster_id === id)!;
    expect(group(p.A).totals.weight).toEqual({ percent: 100, factor: 0 });
    expect(group(p.C).totals.weight).toEqual({ percent: 33.33, factor: 0 });
    // Week 3 of a year starting Monday 2025-08-25: Monday 8 to Friday 12 September.
    expect(view.rows[0]!.cells.dates).toEqual({
      type: 'date',
      start: '2025-09-08',
      end: '2025-09-12',
    });
    expect(
      view.checks.map((check) => [check.key, check.test_id ?? check.planned_cluster_id]),
    ).toEqual([
      // Per cluster in design order (A, B, C, D): a cluster's own check, then its tests'.
      ['summative_without_weight', t.tB1],
      ['resit_rule_missing', t.tB1],
      ['cluster_weights_not_100', p.C],
      ['exam_weight_missing', t.tD1],
      // Only C's group: Wiskunde is 30 + 70 = 100, Nederlands has no percent exam weight.
      ['exam_weights_not_100', null],
    ]);
  });

  it('sees the exam weights of year 1 from year 2', async () => {
    const data = await testPlan(fx.yearIds[1]);
    expect(data.tests.map((test) => test.id)).toEqual([tA3]);
    expect(data.clusters.map((cluster) => cluster.planned_cluster_id)).toEqual([plannedA2]);
    expect(data.exam_groups).toEqual([
      { key: `s${fx.subjects.s1}`, label: 'Wiskunde', percent_other_years: 30 },
    ]);
    expect(data.year.starts_on).toBeNull();
    expect(data.framework_credits).toEqual([]);
    expect(testPlanView(data).checks).toEqual([]);
  });

  it('names the adoption: approvals oldest first with the names they have now', async () => {
    const { db } = fx.world.ctx;
    const published = new Date('2026-09-12T10:00:00Z');
    await db
      .update(educations)
      .set({ status: 'active', publishedAt: published })
      .where(eq(educations.id, fx.id));
    await db.insert(educationApprovals).values([
      {
        educationId: fx.id,
        userId: fx.world.admin.user.id,
        approvedAt: new Date('2026-09-12T10:00:00Z'),
      },
      {
        educationId: fx.id,
        userId: fx.world.designer.user.id,
        approvedAt: new Date('2026-09-11T09:00:00Z'),
      },
    ]);
    await db
      .update(users)
      .set({ firstName: 'Anna', middleName: 'de', lastName: 'Jong' })
      .where(eq(users.id, fx.world.admin.user.id));
    try {
      const data = await testPlan(fx.yearIds[0]);
      expect(data.education).toMatchObject({
        status: 'active',
        published_at: '2026-09-12T10:00:00.000Z',
        approvals: [
          { name: 'Test Gebruiker', approved_at: '2026-09-11T09:00:00.000Z' },
          { name: 'Anna de Jong', approved_at: '2026-09-12T10:00:00.000Z' },
        ],
      });
      expect(testPlanView(data).adoption.adopted).toBe(true);
    } finally {
      await db.delete(educationApprovals).where(eq(educationApprovals.educationId, fx.id));
      await db
        .update(educations)
        .set({ status: 'designing', publishedAt: null })
        .where(eq(educations.id, fx.id));
    }
  });

  it('answers 401 without a session, 403 without a license, 404 elsewhere', async () => {
    const [y1] = fx.yearIds;
    const anonymous = fx.world.ctx.agent();
    expect((await anonymous.request('GET', `${base}/${y1}`)).statusCode).toBe(401);

    const unlicensed = await unlicensedEducation(fx);
    const path = unlicensed.base.replace(/analysis$/, `test-plan/years/${unlicensed.yearId}`);
    expect((await unlicensed.agent.request('GET', path)).statusCode).toBe(403);

    // Another location's admin, asking at their own location for this education: 404.
    const other = await fx.world.otherAdmin.agent.request(
      'GET',
      `locations/${fx.world.otherSchoolId}/educations/${fx.id}/test-plan/years/${y1}`,
    );
    expect(other.statusCode).toBe(404);
    // A year that does not exist, and a year of another education of the same location.
    const unknown = await fx.world.member.agent.request('GET', `${base}/999999`);
    expect(unknown.statusCode).toBe(404);
    const elsewhere = await createEducation(fx.world.ctx.db, {
      locationId: fx.world.schoolId,
      educationParentId: fx.world.parentId,
    });
    const foreignYear = await fx.world.member.agent.request(
      'GET',
      `${base}/${elsewhere.yearIds[0]}`,
    );
    expect(foreignYear.statusCode).toBe(404);
  });
});

describe('the health check reports the test plan checks', () => {
  async function health(): Promise<THealthAnalysis> {
    const response = await fx.world.member.agent.request('GET', `${analysisUrl(fx)}/health`);
    expect(response.statusCode, response.body).toBe(200);
    return ZHealthAnalysisResponseSchema.parse(response.json()).data;
  }
  const KEYS = [
    'cluster_weights_not_100',
    'weight_units_mixed',
    'summative_without_weight',
    'exam_weight_missing',
    'exam_weights_not_100',
    'resit_rule_missing',
  ] as const;
  const counts = (scope: THealthAnalysis['education']) =>
    KEYS.map((key) => {
      const check = scope.checks.find((c) => c.key === key)!;
      return [check.total, check.failing];
    });

  it('counts per year and for the education, with the items where they are mended', async () => {
    const data = await health();
    const [y1, y2] = fx.yearIds;
    const { planned: p, tests: t } = fx;
    const year1 = data.years.find((year) => year.year_id === y1)!;
    const year2 = data.years.find((year) => year.year_id === y2)!;
    expect(counts(year1)).toEqual([
      // A and C weigh in percent only; C is 33.33.
      [2, 1],
      // A, C and D carry weights; none mixes.
      [3, 0],
      // Summative: tA1 tA2 tC1 tB1 tD1 (tC2 is formative); tB1 has no weight.
      [5, 1],
      // tA1, tC1, tD1 count for the exam; tD1 has no exam weight.
      [3, 1],
      // Groups with percent exam weights: Wiskunde (100 over both years), C (50).
      [2, 1],
      // Resits: tA1 (with a rule) and tB1 (without).
      [2, 1],
    ]);
    expect(counts(year2)).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
      [0, 0],
    ]);
    // The education: the years' sums; each exam group once (Wiskunde, C).
    expect(counts(data.education)).toEqual([
      [3, 1],
      [4, 0],
      [6, 1],
      [4, 1],
      [2, 1],
      [2, 1],
    ]);
    const items = (key: (typeof KEYS)[number]) =>
      year1.checks.find((check) => check.key === key)!.items;
    expect(items('cluster_weights_not_100')).toEqual([
      {
        kind: 'planned_cluster',
        id: p.C,
        label: '3 C',
        year_id: y1,
        planned_cluster_id: p.C,
        week: 2,
      },
    ]);
    expect(items('summative_without_weight')).toEqual([
      {
        kind: 'test',
        id: t.tB1,
        label: 'Aanwezigheid B',
        year_id: y1,
        planned_cluster_id: p.B,
        week: 7,
      },
    ]);
    expect(items('exam_weight_missing').map((item) => item.id)).toEqual([t.tD1]);
    expect(items('resit_rule_missing').map((item) => item.id)).toEqual([t.tB1]);
    expect(items('exam_weights_not_100')).toEqual([
      {
        kind: 'planned_cluster',
        id: p.C,
        label: '3 Cluster C',
        year_id: y1,
        planned_cluster_id: p.C,
        week: 2,
      },
    ]);
    expect(
      data.education.checks.find((check) => check.key === 'exam_weights_not_100')!.items,
    ).toEqual(items('exam_weights_not_100'));
  });
});

describe('a test for two clusters', () => {
  it('tests the other cluster whose goal it covers, in the health check and the test plan', async () => {
    const [, y2] = fx.yearIds;
    const { goals: g, clusters: c } = fx;
    const untested = async () => {
      const response = await fx.world.member.agent.request('GET', `${analysisUrl(fx)}/health`);
      const data = ZHealthAnalysisResponseSchema.parse(response.json()).data;
      const check = data.years
        .find((year) => year.year_id === y2)!
        .checks.find((k) => k.key === 'cluster_without_tests')!;
      return [check.total, check.failing, check.items.map((item) => item.id)];
    };
    // Year 2 holds A (tA3, no goals); B (goals g2, g3) planned there too, without a test of its
    // own. Year 1's tests cover g2 and g3 (tA2, tB1), but a cluster counts its own year's.
    const b2 = (
      await placed(fx.world, fx.id, { education_year_id: y2, cluster_id: c.B, start_week: 4 })
    ).id;
    expect(await untested()).toEqual([2, 1, [b2]]);
    // A test of A in year 2 that covers g3, one of B's goals (through the plan API: a change).
    const both = await addedItem(
      fx.world,
      fx.id,
      plannedA2,
      'tests',
      testBody(fx.world.formats[0]!, 2, { name: 'Dubbel', goal_ids: [g.g3] }),
    );
    expect(await untested()).toEqual([2, 0, []]);

    const data = await testPlan(y2);
    expect(data.tests.map((test) => [test.id, test.also_planned_cluster_ids])).toEqual([
      [tA3, []],
      [both.id, [b2]],
    ]);
    const view = testPlanView(data);
    expect(view.rows.find((row) => row.test_id === both.id)!.cells.cluster).toEqual({
      type: 'word',
      word: {
        key: 'also.cluster',
        params: { cluster: '1 Cluster A', clusters: { list: ['2 Cluster B'] } },
      },
    });
    // Listed under B, counted in A only.
    const group = (id: number) => view.groups.find((grp) => grp.planned_cluster_id === id)!;
    expect(group(b2).details.at(-1)).toEqual({
      key: 'also.tests',
      params: { tests: { list: ['Dubbel (1 Cluster A)'] } },
    });
    expect(group(b2).test_ids).toEqual([]);
    expect(group(plannedA2).test_ids).toEqual([tA3, both.id]);
    expect(view.totals.tests).toBe(2);
  });
});
