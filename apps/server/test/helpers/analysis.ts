import { asc, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { DESIGN_ITEM_RESPONSE_SCHEMAS, type TDesignKind } from '@cp/contracts';
import { educationPeriods } from '../../src/db/schema';
import type { Agent } from './agent';
import { createEducation, createEducationParent } from './educations';
import { createLocation, createUser } from './fixtures';
import {
  activityBody,
  addedItem,
  createPlanWorld,
  dataOf,
  placed,
  planApi,
  testBody,
  type PlanWorld,
} from './plan';

/*
 * The analysis fixture (docs/analysis.md): one SMALL education whose every figure can be worked
 * out by hand. Built through the design and plan APIs (real rows, real rules). Shared by the
 * analysis tests of every tab: KEEP IT STABLE — add to it, never change an existing figure.
 *
 * Education "Analyse-opleiding", type hbo_full_bachelor (HO norm: 60 EC a year, 28 h per EC),
 * not flexible, designing. Two years of two periods of 5 weeks (10 weeks a year):
 * period 1 = weeks 1-5, period 2 = weeks 6-10. Year 2 is left EMPTY.
 *
 * Design (in design order):
 * - competence 1 "Competentie 1"; outcome 1.1 (goals g1 1.1.1 level "1", g2 1.1.2 level "1",
 *   g3 1.1.3 level "2") and outcome 1.2 (goals g4 1.2.1 level "2", g5 1.2.2 no level).
 *   g5 is in no cluster.
 * - subjects: s1 "Wiskunde", s2 "Nederlands"; cluster groups: k1 "Kern" (A, B), k2 "Verdieping" (C).
 * - clusters (index, short title, EC, goals, subjects):
 *   A 1 "A" 5 EC [g1, g2] [s1] · B 2 "B" 10 EC [g2, g3] [s2] · C 3 "C" 2.5 EC [g4] []
 *   D 4 "D" 3 EC [g1] [s2] · E 5 "E" 4 EC [] [] · F 6 "F" 6 EC [] [] · U 7 "U" no EC [] []
 * - elective "Keuzevak" holding D, E, F.
 *
 * Plan of year 1:
 * - planned clusters: A weeks 1-3, C weeks 2-5, B weeks 4-7; an elective slot "Keuzevak" weeks
 *   8-9 with 2 places and the choices D and E (weeks 8-9). F and U are planned in no year.
 * - special block "Projectweek" week 5. Week 10 holds nothing.
 * - tests (cluster, week, kind, size, minutes, weight, goals):
 *   tA1 A wk 3 written_exam large 120 min w 2   [g1] (ects 2, format f0)
 *   tA2 A wk 3 assessment   large  60 min w 1   [g2]           (format f1)
 *   tC1 C wk 3 exam         large  90 min w 1.5 [g4]           (format f0)
 *   tC2 C wk 5 exercise     small  30 min -     []  (covers no goal; format f1)
 *   tB1 B wk 7 presence     medium  -   -       [g3] resit, result achieved (format f0)
 *   tD1 D wk 9 written_exam medium  45 min w 1  [g1]           (format f0)
 *   Week 3 holds three large tests: a peak (TEST_PEAK_RULE: more than 2 large).
 * - activities (cluster, weeks, class hours per week, teacher):
 *   aA1 A 1-3 2 "J. Jansen" · aA2 A 2-2 1.5 "P. de Vries" · aC1 C 2-5 1 "J. Jansen"
 *   aB1 B 4-7 3 "P. de Vries" · aB2 B 6-7 1 (no teacher) · aB3 B 4-4 no hours "K. Bakker"
 *   aD1 D 8-9 2 "J. Jansen" · aE1 E 8-9 1.5 (no teacher)
 * - links: lA tA1↔aA1 practice [g1]; lB tB1↔aB1 feedback, no goals.
 *
 * Figures of year 1 that follow (worked out in analysis-planning.test.ts):
 * - EC per period (a cluster counts in the period of its last week): period 1 A 5 + C 2.5 = 7.5;
 *   period 2 B 10 + the slot (D 3 + E 4) 7 = 17; the year 24.5, under the HO norm of 60.
 * - class hours per week 1..10: 2, 4.5, 3, 4, 4, 4, 4, 3.5, 3.5, 0 (32.5 in all); test minutes
 *   345; planned hours of the year 32.5 + 345 / 60 = 38.25 → 38.3.
 * - teachers: J. Jansen 14 h, P. de Vries 13.5 h, no teacher 5 h, K. Bakker 0 h.
 * - week 10 is empty; F and U are planned in no year.
 */

export type AnalysisFixture = {
  world: PlanWorld;
  /** The education's id, its year ids [year 1, year 2] and per year its period ids in order. */
  id: number;
  yearIds: [number, number];
  periodIds: [[number, number], [number, number]];
  competence: number;
  outcomes: { o1: number; o2: number };
  goals: { g1: number; g2: number; g3: number; g4: number; g5: number };
  subjects: { s1: number; s2: number };
  groups: { k1: number; k2: number };
  clusters: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'U', number>;
  elective: number;
  /** Planned clusters of year 1 (D and E are the slot's choices). */
  planned: Record<'A' | 'B' | 'C' | 'D' | 'E', number>;
  slot: number;
  block: number;
  tests: Record<'tA1' | 'tA2' | 'tC1' | 'tC2' | 'tB1' | 'tD1', number>;
  activities: Record<'aA1' | 'aA2' | 'aC1' | 'aB1' | 'aB2' | 'aB3' | 'aD1' | 'aE1', number>;
  links: { lA: number; lB: number };
};

/** A design item made through the design API as the world's designer; answers its id. */
export async function designItem(
  world: PlanWorld,
  educationId: number,
  kind: TDesignKind,
  body: unknown,
): Promise<number> {
  const response = await world.designer.agent.request(
    'POST',
    `locations/${world.schoolId}/educations/${educationId}/design/${kind}`,
    { body },
  );
  expect(response.statusCode, response.body).toBe(201);
  return (DESIGN_ITEM_RESPONSE_SCHEMAS[kind].parse(response.json()).data as { id: number }).id;
}

/** Builds the analysis fixture education in `world` (or a new plan world). */
export async function createAnalysisFixture(given?: PlanWorld): Promise<AnalysisFixture> {
  const world = given ?? (await createPlanWorld());
  const { id, yearIds } = await createEducation(world.ctx.db, {
    locationId: world.schoolId,
    educationParentId: world.parentId,
    name: 'Analyse-opleiding',
    type: 'hbo_full_bachelor',
    years: 2,
    periods: 2,
    weeks: 5,
  });
  const periods = await world.ctx.db
    .select({ id: educationPeriods.id, yearId: educationPeriods.educationYearId })
    .from(educationPeriods)
    .where(inArray(educationPeriods.educationYearId, yearIds))
    .orderBy(asc(educationPeriods.educationYearId), asc(educationPeriods.position));
  const periodsOf = (yearId: number) =>
    periods.filter((p) => p.yearId === yearId).map((p) => p.id) as [number, number];

  const item = (kind: TDesignKind, body: unknown) => designItem(world, id, kind, body);
  const described = (index: string, level: string | null, extra: Record<string, unknown> = {}) => ({
    index,
    title: `Titel ${index}`,
    details: `Omschrijving ${index}`,
    level,
    ...extra,
  });
  const competence = await item('competences', described('1', null));
  const o1 = await item('learning-outcomes', described('1', null, { competence_id: competence }));
  const o2 = await item('learning-outcomes', described('2', null, { competence_id: competence }));
  const goal = (index: string, level: string | null, outcome: number) =>
    item('learning-goals', described(index, level, { learning_outcome_id: outcome }));
  const goals = {
    g1: await goal('1', '1', o1),
    g2: await goal('2', '1', o1),
    g3: await goal('3', '2', o1),
    g4: await goal('1', '2', o2),
    g5: await goal('2', null, o2),
  };
  const subjects = {
    s1: await item('subjects', { title: 'Wiskunde' }),
    s2: await item('subjects', { title: 'Nederlands' }),
  };
  const cluster = (
    index: string,
    key: string,
    ects: string | null,
    width: number,
    goalIds: number[],
    subjectIds: number[],
  ) =>
    item('clusters', {
      index,
      title: `Cluster ${key}`,
      short_title: key,
      details: 'Iets',
      ects,
      cluster_width: width,
      goal_ids: goalIds,
      subject_ids: subjectIds,
    });
  const clusters = {
    A: await cluster('1', 'A', '5', 3, [goals.g1, goals.g2], [subjects.s1]),
    B: await cluster('2', 'B', '10', 4, [goals.g2, goals.g3], [subjects.s2]),
    C: await cluster('3', 'C', '2.5', 2, [goals.g4], []),
    D: await cluster('4', 'D', '3', 2, [goals.g1], [subjects.s2]),
    E: await cluster('5', 'E', '4', 2, [], []),
    F: await cluster('6', 'F', '6', 2, [], []),
    U: await cluster('7', 'U', null, 1, [], []),
  };
  const groups = {
    k1: await item('cluster-groups', { title: 'Kern', cluster_ids: [clusters.A, clusters.B] }),
    k2: await item('cluster-groups', { title: 'Verdieping', cluster_ids: [clusters.C] }),
  };
  const elective = await item('electives', {
    title: 'Keuzevak',
    cluster_ids: [clusters.D, clusters.E, clusters.F],
  });

  const year = yearIds[0]!;
  const api = planApi(world, id);
  const place = async (clusterId: number, start: number, end: number) =>
    (
      await placed(world, id, {
        education_year_id: year,
        cluster_id: clusterId,
        start_week: start,
        end_week: end,
      })
    ).id;
  const pA = await place(clusters.A, 1, 3);
  const pC = await place(clusters.C, 2, 5);
  const pB = await place(clusters.B, 4, 7);
  const slot = dataOf<{ id: number }>(
    await api.placeElective({
      education_year_id: year,
      elective_subject_id: elective,
      places: 2,
      start_week: 8,
      end_week: 9,
    }),
    201,
  ).id;
  const pD = dataOf<{ id: number }>(await api.choose(slot, clusters.D), 201).id;
  const pE = dataOf<{ id: number }>(await api.choose(slot, clusters.E), 201).id;
  const block = dataOf<{ id: number }>(
    await api.addBlock(year, { name: 'Projectweek', start_week: 5, end_week: 5 }),
    201,
  ).id;

  const [f0, f1] = world.formats as [number, number];
  const test = async (planned: number, body: unknown) =>
    (await addedItem(world, id, planned, 'tests', body)).id;
  const tests = {
    tA1: await test(
      pA,
      testBody(f0, 3, {
        name: 'Tentamen A',
        kind: 'written_exam',
        size: 'large',
        minutes: 120,
        weight: '2',
        ects: '2',
        goal_ids: [goals.g1],
      }),
    ),
    tA2: await test(
      pA,
      testBody(f1, 3, {
        name: 'Beoordeling A',
        kind: 'assessment',
        size: 'large',
        minutes: 60,
        weight: '1',
        goal_ids: [goals.g2],
      }),
    ),
    tC1: await test(
      pC,
      testBody(f0, 3, {
        name: 'Examen C',
        kind: 'exam',
        size: 'large',
        minutes: 90,
        weight: '1.5',
        goal_ids: [goals.g4],
      }),
    ),
    tC2: await test(
      pC,
      testBody(f1, 5, { name: 'Oefening C', kind: 'exercise', size: 'small', minutes: 30 }),
    ),
    tB1: await test(
      pB,
      testBody(f0, 7, {
        name: 'Aanwezigheid B',
        kind: 'presence',
        size: 'medium',
        resit: true,
        result_type: 'achieved',
        goal_ids: [goals.g3],
      }),
    ),
    tD1: await test(
      pD,
      testBody(f0, 9, {
        name: 'Tentamen D',
        kind: 'written_exam',
        size: 'medium',
        minutes: 45,
        weight: '1',
        goal_ids: [goals.g1],
      }),
    ),
  };

  const [c0, c1] = world.activities as [number, number];
  const activity = async (
    planned: number,
    start: number,
    end: number,
    hours: string | null,
    teacher: string | null,
    kind = c0,
  ) =>
    (
      await addedItem(
        world,
        id,
        planned,
        'activities',
        activityBody(kind, start, end, { class_hours: hours, teacher }),
      )
    ).id;
  const activities = {
    aA1: await activity(pA, 1, 3, '2', 'J. Jansen'),
    aA2: await activity(pA, 2, 2, '1.5', 'P. de Vries', c1),
    aC1: await activity(pC, 2, 5, '1', 'J. Jansen'),
    aB1: await activity(pB, 4, 7, '3', 'P. de Vries'),
    aB2: await activity(pB, 6, 7, '1', null, c1),
    aB3: await activity(pB, 4, 4, null, 'K. Bakker'),
    aD1: await activity(pD, 8, 9, '2', 'J. Jansen'),
    aE1: await activity(pE, 8, 9, '1.5', null),
  };
  const link = async (planned: number, body: Record<string, unknown>) =>
    (await addedItem(world, id, planned, 'links', body)).id;
  const links = {
    lA: await link(pA, {
      plan_test_id: tests.tA1,
      plan_activity_id: activities.aA1,
      type: 'practice',
      goal_ids: [goals.g1],
    }),
    lB: await link(pB, {
      plan_test_id: tests.tB1,
      plan_activity_id: activities.aB1,
      type: 'feedback',
    }),
  };

  return {
    world,
    id,
    yearIds: [yearIds[0]!, yearIds[1]!],
    periodIds: [periodsOf(yearIds[0]!), periodsOf(yearIds[1]!)],
    competence,
    outcomes: { o1, o2 },
    goals,
    subjects,
    groups,
    clusters,
    elective,
    planned: { A: pA, B: pB, C: pC, D: pD, E: pE },
    slot,
    block,
    tests,
    activities,
    links,
  };
}

/** `locations/:l/educations/:e/analysis` of the fixture (or another education/location). */
export const analysisUrl = (
  fixture: AnalysisFixture,
  options: { educationId?: number; locationId?: number } = {},
) =>
  `locations/${options.locationId ?? fixture.world.schoolId}/educations/${
    options.educationId ?? fixture.id
  }/analysis`;

/** GET of one tab of a year (`.../analysis/years/:year/:tab`) as `agent` (the member by default). */
export function getAnalysisTab(
  fixture: AnalysisFixture,
  yearId: number,
  tab: string,
  agent: Agent = fixture.world.member.agent,
) {
  return agent.request('GET', `${analysisUrl(fixture)}/years/${yearId}/${tab}`);
}

/**
 * An education at a location without a license, and an admin of that location signed in: every
 * analysis read must answer 403 `no_license` to them (docs/permissions.md).
 */
export async function unlicensedEducation(fixture: AnalysisFixture) {
  const { db } = fixture.world.ctx;
  const location = await createLocation(db, { licensed: false });
  const parent = await createEducationParent(db, location.id);
  const education = await createEducation(db, {
    locationId: location.id,
    educationParentId: parent,
  });
  const member = await createUser(db, {
    memberships: [{ locationId: location.id, roles: ['admin'] }],
  });
  return {
    agent: await fixture.world.ctx.agent().signIn(member.email),
    base: analysisUrl(fixture, { locationId: location.id, educationId: education.id }),
    yearId: education.yearIds[0]!,
  };
}
