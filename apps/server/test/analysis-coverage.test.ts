import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYSIS_MESSAGES,
  BUBBLE_MAX_CLUSTERS,
  COVERAGE_FLAGS,
  ZBubblesAnalysisResponseSchema,
  ZCoverageAnalysisResponseSchema,
} from '@cp/contracts';
import { clusters, educations, plannedClusters } from '../src/db/schema';
import {
  createAnalysisFixture,
  designItem,
  getAnalysisTab,
  type AnalysisFixture,
} from './helpers/analysis';
import { createEducation } from './helpers/educations';

/*
 * The coverage matrix and the bubble view (docs/analysis.md) on the analysis fixture
 * (test/helpers/analysis.ts, whose comment lists every cluster, test and link). Every cell and
 * percentage is worked out by hand from that list; the arithmetic is in the comments.
 */

let fx: AnalysisFixture;
beforeAll(async () => {
  fx = await createAnalysisFixture();
}, 120_000);
afterAll(() => fx?.world.ctx.close());

const { designed: D, practised: P, tested: T } = COVERAGE_FLAGS;

async function coverageOf(yearId: number) {
  const response = await getAnalysisTab(fx, yearId, 'coverage');
  expect(response.statusCode, response.body).toBe(200);
  return ZCoverageAnalysisResponseSchema.parse(response.json()).data;
}

describe('GET .../analysis/years/:year/coverage', () => {
  it('answers the sparse cells and the shares of goals designed, practised and tested', async () => {
    const { goals: g, planned: p } = fx;
    const data = await coverageOf(fx.yearIds[0]);
    expect(data.goals.map((goal) => goal.id)).toEqual([g.g1, g.g2, g.g3, g.g4, g.g5]);
    expect(data.outcomes.map((o) => o.id)).toEqual([fx.outcomes.o1, fx.outcomes.o2]);
    expect(data.competences.map((c) => c.id)).toEqual([fx.competence]);
    expect(data.clusters.map((c) => c.planned_cluster_id)).toEqual([p.A, p.B, p.C, p.D, p.E]);
    // Cells by goal, then planned cluster id (placed in the order A, C, B, D, E):
    // g1 × A: A holds g1 (designed), lA of A covers g1 (practised), tA1 of A tests it: 1+2+4.
    // g1 × D: D holds g1, tD1 tests it: 1+4.
    // g2 × A: A holds g2, tA2 tests it: 1+4.   g2 × B: B holds g2, no test of B covers it: 1.
    // g3 × B: B holds g3, tB1 tests it: 1+4.   g4 × C: C holds g4, tC1 tests it: 1+4.
    // g5: no cluster, test or link; E holds no goal: no cells.
    expect(data.cells).toEqual([
      [g.g1, p.A, D + P + T],
      [g.g1, p.D, D + T],
      [g.g2, p.A, D + T],
      [g.g2, p.B, D],
      [g.g3, p.B, D + T],
      [g.g4, p.C, D + T],
    ]);
    // Of 5 goals: designed g1-g4 = 4/5 = 80 %, practised g1 = 1/5 = 20 %, tested g1-g4 = 80 %.
    expect(data.percentages).toEqual({ designed: 80, practised: 20, tested: 80 });
  });

  it('answers no cells and 0 % for the empty year 2', async () => {
    const data = await coverageOf(fx.yearIds[1]);
    expect(data.goals).toHaveLength(5);
    expect(data).toMatchObject({
      clusters: [],
      cells: [],
      percentages: { designed: 0, practised: 0, tested: 0 },
    });
  });

  it('rounds the shares to one decimal', async () => {
    // A sixth goal, in no cluster: designed 4/6 = 66.67 → 66.7, practised 1/6 = 16.67 → 16.7.
    await designItem(fx.world, fx.id, 'learning-goals', {
      index: '3',
      title: 'Titel 3',
      details: 'Omschrijving',
      learning_outcome_id: fx.outcomes.o2,
    });
    const data = await coverageOf(fx.yearIds[0]);
    expect(data.goals).toHaveLength(6);
    expect(data.cells).toHaveLength(6);
    expect(data.percentages).toEqual({ designed: 66.7, practised: 16.7, tested: 66.7 });
  });
});

describe('GET .../analysis/years/:year/bubbles', () => {
  it("answers the year's planned clusters with their number of goals", async () => {
    const response = await getAnalysisTab(fx, fx.yearIds[0], 'bubbles');
    expect(response.statusCode, response.body).toBe(200);
    const data = ZBubblesAnalysisResponseSchema.parse(response.json()).data;
    const { planned: p } = fx;
    // Design order A, B, C, D, E; goals: A [g1, g2], B [g2, g3], C [g4], D [g1], E none.
    expect(data.bubbles.map((b) => [b.planned_cluster_id, b.short_title, b.ects, b.goals])).toEqual(
      [
        [p.A, 'A', 5, 2],
        [p.B, 'B', 10, 2],
        [p.C, 'C', 2.5, 1],
        [p.D, 'D', 3, 1],
        [p.E, 'E', 4, 0],
      ],
    );
    expect(data.bubbles[0]).toMatchObject({
      start_week: 1,
      end_week: 3,
      planned_elective_id: null,
    });
  });

  it('refuses a flexible curriculum with 409 and the reason', async () => {
    const { db } = fx.world.ctx;
    await db.update(educations).set({ isFlexible: true }).where(eq(educations.id, fx.id));
    try {
      const response = await getAnalysisTab(fx, fx.yearIds[0], 'bubbles');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'bubble_unavailable',
        key: ANALYSIS_MESSAGES.bubbleFlexible,
        message: expect.any(String),
      });
    } finally {
      await db.update(educations).set({ isFlexible: false }).where(eq(educations.id, fx.id));
    }
  });

  it(`answers ${BUBBLE_MAX_CLUSTERS} planned clusters and refuses one more with 409`, async () => {
    const { db } = fx.world.ctx;
    const education = await createEducation(db, {
      locationId: fx.world.schoolId,
      educationParentId: fx.world.parentId,
      weeks: 40,
    });
    const yearId = education.yearIds[0]!;
    const plan = async (from: number, count: number) => {
      const rows = await db
        .insert(clusters)
        .values(
          Array.from({ length: count }, (_, i) => ({
            educationId: education.id,
            position: from + i,
            index: String(from + i),
            title: `Cluster ${from + i}`,
            shortTitle: `C${from + i}`,
            details: '',
          })),
        )
        .returning({ id: clusters.id });
      await db.insert(plannedClusters).values(
        rows.map((row) => ({
          educationId: education.id,
          educationYearId: yearId,
          clusterId: row.id,
          startWeek: 1,
          endWeek: 2,
        })),
      );
    };
    const path = `locations/${fx.world.schoolId}/educations/${education.id}/analysis/years/${yearId}/bubbles`;
    await plan(1, BUBBLE_MAX_CLUSTERS);
    const allowed = await fx.world.member.agent.request('GET', path);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(ZBubblesAnalysisResponseSchema.parse(allowed.json()).data.bubbles).toHaveLength(
      BUBBLE_MAX_CLUSTERS,
    );
    await plan(BUBBLE_MAX_CLUSTERS + 1, 1);
    const refused = await fx.world.member.agent.request('GET', path);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'bubble_unavailable',
      key: ANALYSIS_MESSAGES.bubbleTooMany,
      message: expect.any(String),
    });
  });
});
