import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDUCATION_TYPES,
  NO_LICENSE_BODY,
  ZAnalysisSummaryResponseSchema,
  ZIntensityAnalysisResponseSchema,
  ZPlanningAnalysisResponseSchema,
  ZTeamAnalysisResponseSchema,
} from '@cp/contracts';
import { educations, planActivities, plannedElectives } from '../src/db/schema';
import { yearStudyLoads } from '../src/domain/analysis/study-load';
import {
  analysisUrl,
  unlicensedEducation,
  createAnalysisFixture,
  designItem,
  getAnalysisTab,
  type AnalysisFixture,
} from './helpers/analysis';
import { createEducation } from './helpers/educations';
import { activityBody, addedItem, dataOf, placed, testBody } from './helpers/plan';

/*
 * The summary and the planning, intensity and team tabs (docs/analysis.md) on the analysis
 * fixture (test/helpers/analysis.ts, whose comment lists every figure it holds). Every expected
 * number below is worked out by hand from that list; the arithmetic is in the comments.
 */

let fx: AnalysisFixture;
// Every HO type (hbo_*, wo_*), in the contract's order as the migration stores them.
const HO_TYPES = EDUCATION_TYPES.filter((type) => /^(hbo|wo)_/.test(type));
/** The HO norm the migration inserts (WHW 7.4). */
const hoNorm = () => ({
  id: expect.any(Number) as number,
  education_types: HO_TYPES,
  unit: 'ects',
  per_year_min: 60,
  per_year_max: 60,
  hours_per_ects: 28,
  law: expect.stringContaining('WHW art. 7.4') as string,
  effective_from: '2020-01-01',
});

beforeAll(async () => {
  fx = await createAnalysisFixture();
  // Teachers as an import might leave them: padded, or only spaces. The team tab trims them, so
  // these change no figure below (aA2 stays "P. de Vries", aB2 stays without teacher).
  const { db } = fx.world.ctx;
  await db
    .update(planActivities)
    .set({ teacher: '  P. de Vries ' })
    .where(eq(planActivities.id, fx.activities.aA2));
  await db
    .update(planActivities)
    .set({ teacher: '   ' })
    .where(eq(planActivities.id, fx.activities.aB2));
}, 120_000);
afterAll(() => fx?.world.ctx.close());

const ordered = (...ids: number[]) => [...ids].sort((a, b) => a - b);

async function tab(yearId: number, name: string) {
  const response = await getAnalysisTab(fx, yearId, name);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('the summary', () => {
  it('names the years, the filled ones, the norm in effect, the filters and the bubble view', async () => {
    const response = await fx.world.member.agent.request('GET', analysisUrl(fx));
    expect(response.statusCode, response.body).toBe(200);
    ZAnalysisSummaryResponseSchema.parse(response.json());
    expect(dataOf(response)).toEqual({
      education: {
        id: fx.id,
        name: 'Analyse-opleiding',
        type: 'hbo_full_bachelor',
        is_flexible: false,
        status: 'designing',
      },
      // Year 1: A, B, C and the choices D, E = 5 planned clusters; year 2 is empty.
      // 2 periods × 5 weeks = 10 weeks each.
      years: [
        {
          id: fx.yearIds[0],
          position: 1,
          name: null,
          weeks: 10,
          planned_clusters: 5,
          filled: true,
        },
        {
          id: fx.yearIds[1],
          position: 2,
          name: null,
          weeks: 10,
          planned_clusters: 0,
          filled: false,
        },
      ],
      norm: hoNorm(),
      cluster_groups: [
        { id: fx.groups.k1, title: 'Kern' },
        { id: fx.groups.k2, title: 'Verdieping' },
      ],
      subjects: [
        { id: fx.subjects.s1, title: 'Wiskunde' },
        { id: fx.subjects.s2, title: 'Nederlands' },
      ],
      bubble: [
        { year_id: fx.yearIds[0], available: true, reason: null },
        { year_id: fx.yearIds[1], available: true, reason: null },
      ],
    });
  });

  it('refuses the bubble view for a flexible curriculum', async () => {
    const { db } = fx.world.ctx;
    await db.update(educations).set({ isFlexible: true }).where(eq(educations.id, fx.id));
    try {
      const data = dataOf<{ bubble: unknown[]; education: { is_flexible: boolean } }>(
        await fx.world.member.agent.request('GET', analysisUrl(fx)),
      );
      expect(data.education.is_flexible).toBe(true);
      expect(data.bubble).toEqual([
        { year_id: fx.yearIds[0], available: false, reason: 'flexible' },
        { year_id: fx.yearIds[1], available: false, reason: 'flexible' },
      ]);
    } finally {
      await db.update(educations).set({ isFlexible: false }).where(eq(educations.id, fx.id));
    }
  });

  it('refuses the bubble view above BUBBLE_MAX_CLUSTERS (120) planned clusters, not at it', async () => {
    const { db } = fx.world.ctx;
    const { id, yearIds } = await createEducation(db, {
      locationId: fx.world.schoolId,
      educationParentId: fx.world.parentId,
      years: 2,
      weeks: 10,
    });
    // 121 clusters planned in year 1, the first 120 of them in year 2 as well.
    await db.execute(sql`insert into clusters (education_id, position, index, title, short_title, details)
      select ${id}, g, g::text, 'C', 'C', '-' from generate_series(1, 121) g`);
    await db.execute(sql`insert into planned_clusters
        (education_id, education_year_id, cluster_id, start_week, end_week)
      select ${id}, ${yearIds[0]}, id, 1, 1 from clusters where education_id = ${id}`);
    await db.execute(sql`insert into planned_clusters
        (education_id, education_year_id, cluster_id, start_week, end_week)
      select ${id}, ${yearIds[1]}, id, 1, 1 from clusters where education_id = ${id} and position <= 120`);
    const data = dataOf<{
      years: { planned_clusters: number }[];
      bubble: unknown[];
      norm: unknown;
    }>(await fx.world.member.agent.request('GET', analysisUrl(fx, { educationId: id })));
    expect(data.years.map((year) => year.planned_clusters)).toEqual([121, 120]);
    expect(data.bubble).toEqual([
      { year_id: yearIds[0], available: false, reason: 'too_many' },
      { year_id: yearIds[1], available: true, reason: null },
    ]);
    // A havo education: the VO norm of 940 hours a year (WVO, 4,700 hours over 5 years).
    expect(data.norm).toMatchObject({
      education_types: ['havo'],
      unit: 'hours',
      per_year_min: 940,
    });
  });
});

describe('the planning tab', () => {
  it('answers EC per period and year against the norm, unplanned clusters and empty weeks', async () => {
    const response = await tab(fx.yearIds[0], 'planning');
    ZPlanningAnalysisResponseSchema.parse(response.json());
    const data = dataOf<Record<string, unknown>>(response);
    const [p1, p2] = fx.periodIds[0];
    expect(data.year).toEqual({
      id: fx.yearIds[0],
      position: 1,
      name: null,
      weeks: 10,
      periods: [
        { id: p1, position: 1, name: null, weeks: 5, first_week: 1 },
        { id: p2, position: 2, name: null, weeks: 5, first_week: 6 },
      ],
    });
    const cluster = (
      key: 'A' | 'B' | 'C' | 'D' | 'E',
      ects: number,
      weeks: [number, number],
      groups: number[],
      subjects: number[],
      index: string,
    ) => ({
      planned_cluster_id: fx.planned[key],
      cluster_id: fx.clusters[key],
      index,
      short_title: key,
      title: `Cluster ${key}`,
      color: null,
      ects,
      start_week: weeks[0],
      end_week: weeks[1],
      planned_elective_id: key === 'D' || key === 'E' ? fx.slot : null,
      group_ids: groups,
      subject_ids: subjects,
    });
    // Design order (A 1, B 2, C 3, D 4, E 5), not the order they were placed in (A, C, B).
    expect(data.clusters).toEqual([
      cluster('A', 5, [1, 3], [fx.groups.k1], [fx.subjects.s1], '1'),
      cluster('B', 10, [4, 7], [fx.groups.k1], [fx.subjects.s2], '2'),
      cluster('C', 2.5, [2, 5], [fx.groups.k2], [], '3'),
      cluster('D', 3, [8, 9], [], [fx.subjects.s2], '4'),
      cluster('E', 4, [8, 9], [], [], '5'),
    ]);
    // The slot has 2 places and 2 choices: both count, D 3 + E 4 = 7 EC.
    expect(data.electives).toEqual([
      {
        id: fx.slot,
        elective_subject_id: fx.elective,
        title: 'Keuzevak',
        start_week: 8,
        end_week: 9,
        places: 2,
        choices: 2,
        ects: 7,
      },
    ]);
    expect(data.special_blocks).toEqual([
      { id: fx.block, name: 'Projectweek', start_week: 5, end_week: 5 },
    ]);
    // Each in the period of its last week: period 1 (weeks 1-5): A ends 3 (5 EC) + C ends 5
    // (2.5 EC) = 7.5. Period 2 (weeks 6-10): B ends 7 (10 EC) + the slot ends 9 (7 EC) = 17.
    expect(data.period_ects).toEqual([
      { period_id: p1, ects: 7.5 },
      { period_id: p2, ects: 17 },
    ]);
    // 7.5 + 17 = 24.5 EC; the HO norm asks 60 (min = max): under.
    expect(data.year_ects).toBe(24.5);
    expect(data.norm).toEqual({ norm: hoNorm(), planned: 24.5, status: 'under' });
    // F (an elective cluster not chosen) and U (never planned), in design order.
    expect(data.unplanned_clusters).toEqual([
      { cluster_id: fx.clusters.F, index: '6', short_title: 'F' },
      { cluster_id: fx.clusters.U, index: '7', short_title: 'U' },
    ]);
    // Weeks 1-3 A, 2-5 C, 4-7 B, 8-9 the slot, 5 the block: only week 10 holds nothing.
    expect(data.empty_weeks).toEqual([10]);
  });

  it('answers zeros for an empty year, with every week empty', async () => {
    const response = await tab(fx.yearIds[1], 'planning');
    ZPlanningAnalysisResponseSchema.parse(response.json());
    const [p1, p2] = fx.periodIds[1];
    expect(dataOf(response)).toMatchObject({
      clusters: [],
      electives: [],
      special_blocks: [],
      period_ects: [
        { period_id: p1, ects: 0 },
        { period_id: p2, ects: 0 },
      ],
      year_ects: 0,
      norm: { norm: hoNorm(), planned: 0, status: 'under' },
      // Design clusters planned in no year: the same two (year 1 holds the others).
      unplanned_clusters: [
        { cluster_id: fx.clusters.F, index: '6', short_title: 'F' },
        { cluster_id: fx.clusters.U, index: '7', short_title: 'U' },
      ],
      empty_weeks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
  });

  it('counts only the places of a slot with more choices than places, the choices with most EC', async () => {
    // The plan refuses lowering places below the choices; data from before that rule may hold
    // it. With 1 place, only E (4 EC) of D (3) and E (4) counts.
    const { db } = fx.world.ctx;
    await db.update(plannedElectives).set({ places: 1 }).where(eq(plannedElectives.id, fx.slot));
    try {
      const data = dataOf<{
        electives: { ects: number; choices: number }[];
        period_ects: { ects: number }[];
        year_ects: number;
      }>(await tab(fx.yearIds[0], 'planning'));
      expect(data.electives[0]).toMatchObject({ places: 1, choices: 2, ects: 4 });
      // Period 2: B 10 + slot 4 = 14; year 7.5 + 14 = 21.5.
      expect(data.period_ects.map((p) => p.ects)).toEqual([7.5, 14]);
      expect(data.year_ects).toBe(21.5);
    } finally {
      await db.update(plannedElectives).set({ places: 2 }).where(eq(plannedElectives.id, fx.slot));
    }
  });
});

describe('the planned study load of the years (for the health check)', () => {
  it('answers EC and hours of every year of the education at once', async () => {
    const loads = await yearStudyLoads(fx.world.ctx.db, fx.id);
    // Year 1: EC 5 + 10 + 2.5 + 3 + 4 = 24.5. Hours: class hours × weeks aA1 2×3 + aA2 1.5×1 +
    // aC1 1×4 + aB1 3×4 + aB2 1×2 + aB3 none + aD1 2×2 + aE1 1.5×2 = 32.5, tests 120 + 60 + 90 +
    // 30 + 45 = 345 min = 5.75 h: 38.25 → 38.3. Year 2: nothing.
    expect(Object.fromEntries(loads)).toEqual({
      [fx.yearIds[0]]: { ects: 24.5, hours: 38.3 },
      [fx.yearIds[1]]: { ects: 0, hours: 0 },
    });
  });
});

describe('the intensity tab', () => {
  it('answers class hours, study hours, tests and blocks per week, and the norm per week', async () => {
    const response = await tab(fx.yearIds[0], 'intensity');
    ZIntensityAnalysisResponseSchema.parse(response.json());
    const data = dataOf<{
      weeks: Record<string, unknown>[];
      norm_hours_per_week: number;
      norm: unknown;
    }>(response);
    // Class hours (activities running that week):
    // wk1 aA1 2 = 2 · wk2 aA1 2 + aA2 1.5 + aC1 1 = 4.5 · wk3 aA1 2 + aC1 1 = 3
    // wk4 aC1 1 + aB1 3 + aB3 (no hours) = 4 · wk5 aC1 1 + aB1 3 = 4 · wk6-7 aB1 3 + aB2 1 = 4
    // wk8-9 aD1 2 + aE1 1.5 = 3.5 · wk10 nothing = 0
    const classHours = [2, 4.5, 3, 4, 4, 4, 4, 3.5, 3.5, 0];
    // Study hours, EC spread over the weeks × 28: A 5/3 × 28 = 46.67 a week (wk 1-3);
    // C 2.5/4 × 28 = 17.5 (wk 2-5); B 10/4 × 28 = 70 (wk 4-7); the slot (D 3 + E 4) 7/2 × 28 = 98
    // (wk 8-9). wk1 46.67 → 46.7 · wk2-3 46.67 + 17.5 = 64.17 → 64.2 · wk4-5 17.5 + 70 = 87.5
    // wk6-7 70 · wk8-9 98 · wk10 0
    const studyHours = [46.7, 64.2, 64.2, 87.5, 87.5, 70, 70, 98, 98, 0];
    const none = { small: 0, medium: 0, large: 0 };
    // Tests: wk3 tA1, tA2, tC1 large (120 + 60 + 90 = 270 min) · wk5 tC2 small 30 min
    // wk7 tB1 medium, no minutes · wk9 tD1 medium 45 min.
    const tests: Record<number, [typeof none, number]> = {
      3: [{ small: 0, medium: 0, large: 3 }, 270],
      5: [{ small: 1, medium: 0, large: 0 }, 30],
      7: [{ small: 0, medium: 1, large: 0 }, 0],
      9: [{ small: 0, medium: 1, large: 0 }, 45],
    };
    expect(data.weeks).toEqual(
      classHours.map((hours, i) => ({
        week: i + 1,
        class_hours: hours,
        study_hours: studyHours[i],
        tests: tests[i + 1]?.[0] ?? none,
        test_minutes: tests[i + 1]?.[1] ?? 0,
        special_blocks: i + 1 === 5 ? ['Projectweek'] : [],
      })),
    );
    // 60 EC × 28 hours = 1,680 hours a year over 10 weeks = 168 a week.
    expect(data.norm_hours_per_week).toBe(168);
    expect(data.norm).toEqual({ norm: hoNorm(), planned: 24.5, status: 'under' });
  });

  it('answers an empty year with zeros', async () => {
    const data = dataOf<{ weeks: Record<string, unknown>[] }>(
      await tab(fx.yearIds[1], 'intensity'),
    );
    expect(data.weeks).toHaveLength(10);
    for (const week of data.weeks) {
      expect(week).toMatchObject({
        class_hours: 0,
        study_hours: 0,
        tests: { small: 0, medium: 0, large: 0 },
        test_minutes: 0,
        special_blocks: [],
      });
    }
  });

  it('measures a VO education in clock hours, without study hours', async () => {
    const { world } = fx;
    const { id, yearIds } = await createEducation(world.ctx.db, {
      locationId: world.schoolId,
      educationParentId: world.parentId,
      type: 'havo',
      periods: 1,
      weeks: 10,
    });
    const yearId = yearIds[0]!;
    const cluster = await designItem(world, id, 'clusters', {
      index: '1',
      title: 'Wiskunde',
      short_title: 'WI',
      details: '-',
      ects: '1',
      cluster_width: 10,
    });
    const planned = await placed(world, id, {
      education_year_id: yearId,
      cluster_id: cluster,
      start_week: 1,
      end_week: 10,
    });
    await addedItem(
      world,
      id,
      planned.id,
      'activities',
      activityBody(world.activities[0]!, 1, 10, { class_hours: '2' }),
    );
    await addedItem(
      world,
      id,
      planned.id,
      'tests',
      testBody(world.formats[0]!, 4, { minutes: 90 }),
    );
    const response = await world.member.agent.request(
      'GET',
      `${analysisUrl(fx, { educationId: id })}/years/${yearId}/intensity`,
    );
    const data = dataOf<{
      weeks: { study_hours: number | null; class_hours: number }[];
      norm_hours_per_week: number;
      norm: { planned: number; status: string; norm: { unit: string } };
    }>(response);
    expect(data.weeks.map((week) => week.study_hours)).toEqual(Array(10).fill(null));
    expect(data.weeks.map((week) => week.class_hours)).toEqual(Array(10).fill(2));
    // 940 hours a year over 10 weeks = 94 a week. Planned: 2 hours × 10 weeks + 90 min = 21.5.
    expect(data.norm_hours_per_week).toBe(94);
    expect(data.norm).toMatchObject({ planned: 21.5, status: 'under', norm: { unit: 'hours' } });
    const planning = dataOf<{ year_ects: number; norm: { planned: number } }>(
      await world.member.agent.request(
        'GET',
        `${analysisUrl(fx, { educationId: id })}/years/${yearId}/planning`,
      ),
    );
    // The planning tab measures in the norm's unit too (hours), and still sums EC (1).
    expect(planning.year_ects).toBe(1);
    expect(planning.norm.planned).toBe(21.5);
  });
});

describe('the team tab', () => {
  it('answers per teacher the class hours per week, period and year, clusters and block hours', async () => {
    const response = await tab(fx.yearIds[0], 'team');
    ZTeamAnalysisResponseSchema.parse(response.json());
    const data = dataOf<Record<string, unknown>>(response);
    const [p1, p2] = fx.periodIds[0];
    const periods = (first: number, second: number) => [
      { period_id: p1, class_hours: first },
      { period_id: p2, class_hours: second },
    ];
    const { planned } = fx;
    expect(data.teachers).toEqual([
      // J. Jansen: aA1 2 h wk 1-3, aC1 1 h wk 2-5, aD1 2 h wk 8-9.
      // Period 1: 2 + 3 + 3 + 1 + 1 = 10; period 2: 2 + 2 = 4; total 14. Week 5 (the block): 1.
      {
        teacher: 'J. Jansen',
        weeks: [2, 3, 3, 1, 1, 0, 0, 2, 2, 0],
        periods: periods(10, 4),
        total: 14,
        planned_cluster_ids: ordered(planned.A, planned.C, planned.D),
        hours_in_special_blocks: 1,
      },
      // P. de Vries (aA2 padded in the data): aA2 1.5 h wk 2, aB1 3 h wk 4-7.
      // Period 1: 1.5 + 3 + 3 = 7.5; period 2: 3 + 3 = 6; total 13.5. Week 5: 3.
      {
        teacher: 'P. de Vries',
        weeks: [0, 1.5, 0, 3, 3, 3, 3, 0, 0, 0],
        periods: periods(7.5, 6),
        total: 13.5,
        planned_cluster_ids: ordered(planned.A, planned.B),
        hours_in_special_blocks: 3,
      },
      // No teacher (aB2 only spaces): aB2 1 h wk 6-7, aE1 1.5 h wk 8-9: 0 and 1 + 1 + 1.5 + 1.5 = 5.
      {
        teacher: null,
        weeks: [0, 0, 0, 0, 0, 1, 1, 1.5, 1.5, 0],
        periods: periods(0, 5),
        total: 5,
        planned_cluster_ids: ordered(planned.B, planned.E),
        hours_in_special_blocks: 0,
      },
      // K. Bakker: aB3 without class hours: 0 everywhere, but teaching in B.
      {
        teacher: 'K. Bakker',
        weeks: Array(10).fill(0),
        periods: periods(0, 0),
        total: 0,
        planned_cluster_ids: [planned.B],
        hours_in_special_blocks: 0,
      },
    ]);
    expect(data.special_blocks).toEqual([
      { id: fx.block, name: 'Projectweek', start_week: 5, end_week: 5 },
    ]);
    expect(
      (data.clusters as { planned_cluster_id: number }[]).map((c) => c.planned_cluster_id),
    ).toEqual([planned.A, planned.B, planned.C, planned.D, planned.E]);
  });

  it('answers no teachers for an empty year', async () => {
    expect(dataOf(await tab(fx.yearIds[1], 'team'))).toMatchObject({
      teachers: [],
      special_blocks: [],
      clusters: [],
    });
  });
});

describe('who may read the analysis', () => {
  const paths = (f: AnalysisFixture, yearId: number, base = analysisUrl(f)) => [
    base,
    `${base}/years/${yearId}/planning`,
    `${base}/years/${yearId}/intensity`,
    `${base}/years/${yearId}/team`,
  ];

  it('answers 404 for an education of another location, an archived one, a foreign or unknown year', async () => {
    const { world } = fx;
    // The other location's admin asks for this education under their own location.
    for (const path of paths(
      fx,
      fx.yearIds[0],
      analysisUrl(fx, { locationId: world.otherSchoolId }),
    )) {
      expect((await world.otherAdmin.agent.request('GET', path)).statusCode, path).toBe(404);
    }
    const archived = await createEducation(world.ctx.db, {
      locationId: world.schoolId,
      educationParentId: world.parentId,
      deletedAt: new Date(),
    });
    for (const path of paths(
      fx,
      archived.yearIds[0]!,
      analysisUrl(fx, { educationId: archived.id }),
    )) {
      expect((await world.member.agent.request('GET', path)).statusCode, path).toBe(404);
    }
    const other = await createEducation(world.ctx.db, {
      locationId: world.schoolId,
      educationParentId: world.parentId,
    });
    for (const yearId of [other.yearIds[0]!, 2147483000]) {
      for (const path of paths(fx, yearId).slice(1)) {
        expect((await world.member.agent.request('GET', path)).statusCode, path).toBe(404);
      }
    }
    // An unknown tab is a path that does not exist.
    expect((await getAnalysisTab(fx, fx.yearIds[0], 'nonsense')).statusCode).toBe(404);
  });

  it('answers 403 no_license at a location without a license, and 403 to a stranger', async () => {
    const { world } = fx;
    const { agent, base, yearId } = await unlicensedEducation(fx);
    for (const path of paths(fx, yearId, base)) {
      const response = await agent.request('GET', path);
      expect(response.statusCode, path).toBe(403);
      expect(response.body).toBe(NO_LICENSE_BODY);
    }
    // A member of another location only: not a member here.
    for (const path of paths(fx, fx.yearIds[0])) {
      expect((await world.otherAdmin.agent.request('GET', path)).statusCode, path).toBe(403);
    }
  });
});
