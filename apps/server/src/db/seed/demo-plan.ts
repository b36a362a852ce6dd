import { asc, eq, inArray } from 'drizzle-orm';
import { ensureCatalogueDefaults } from '../../domain/catalogues/ensure-catalogue-defaults';
import type { DbOrTx } from '../client';
import {
  activities,
  clusterGoals,
  clusterSubjects,
  clusters,
  electiveClusters,
  electiveSubjects,
  planActivities,
  planCheckups,
  planLinkGoals,
  planLinks,
  plannedClusters,
  plannedElectives,
  planTestGoals,
  planTests,
  specialBlocks,
  testFormats,
} from '../schema';
import { layoutDemoPlan, type LayoutPlacement, type LayoutSlot } from './demo-plan-layout';
import { TEST_WEEKS } from './demo-test-plan';

/*
 * A generated plan for the demo's large education (docs/plan.md): the design's clusters spread
 * over the years (300 clusters over 4 years of 40 weeks, a few left unplanned), one or two tests
 * and activities per planned cluster (about 1,000 tests and activities), a link per cluster, a
 * check moment on every third, holidays and test weeks as special blocks and one elective slot
 * with two choices in the second year. What goes where, and the findings the analysis screen then
 * shows, is demo-plan-layout.ts; what the tests say as a test plan, demo-test-plan.ts.
 * Deterministic; inserted in bulk (one statement per table and 1000 rows).
 */

const BATCH = 1000;
async function insertAll<T, R>(rows: T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const result: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH)
    result.push(...(await insert(rows.slice(i, i + BATCH))));
  return result;
}

const HOLIDAYS = [
  { name: 'Herfstvakantie', start: 9, length: 1 },
  { name: 'Kerstvakantie', start: 17, length: 2 },
  { name: 'Voorjaarsvakantie', start: 26, length: 1 },
];
const TEST_NAMES = ['Kennistoets', 'Praktijkopdracht', 'Presentatie', 'Verslag', 'Portfolio'];

/**
 * Inserts the generated plan of an education whose design is in place (demo-design.ts). The
 * order of the inserts (and so every id) is part of the demo: the seed's tests and the benchmarks
 * count on it.
 */
export async function insertDemoPlan(
  tx: DbOrTx,
  options: { educationId: number; locationId: number; years: { id: number; weeks: number }[] },
): Promise<void> {
  const { educationId, locationId } = options;
  if (options.years.length === 0) return;
  const now = new Date();
  const own: Own = { educationId, createdAt: now, updatedAt: now };
  const catalogue = await locationCatalogue(tx, locationId);
  const designClusters = await tx
    .select({ id: clusters.id, width: clusters.clusterWidth })
    .from(clusters)
    .where(eq(clusters.educationId, educationId))
    .orderBy(asc(clusters.position));
  if (
    designClusters.length === 0 ||
    catalogue.formats.length < 2 ||
    catalogue.activityIds.length === 0
  ) {
    return;
  }
  const goalsOf = await goalsOfClusters(tx, designClusters);
  const subjectsOf = await subjectsOfClusters(tx, designClusters);
  const years = options.years.map((year) => ({
    ...year,
    holidays: new Set(
      HOLIDAYS.filter((holiday) => holiday.start + holiday.length - 1 <= year.weeks).flatMap(
        (holiday) => Array.from({ length: holiday.length }, (_, i) => holiday.start + i),
      ),
    ),
  }));
  const slot = await insertElectiveSlot(tx, own, years);
  await insertSpecialBlocks(tx, years, slot?.layout ?? null);

  const layout = layoutDemoPlan({
    clusters: designClusters.map((cluster) => ({
      ...cluster,
      goalIds: goalsOf.get(cluster.id) ?? [],
      subjectIds: subjectsOf.get(cluster.id) ?? [],
    })),
    years,
    slot: slot?.layout ?? null,
  });
  const planned = await insertPlannedClusters(tx, own, layout, slot?.id ?? null);
  const target: PlanTarget = { tx, own, layout, planned };
  const testId = await insertTests(target, catalogue.formats);
  const firstActivity = await insertActivities(target, catalogue.activityIds);
  await insertLinks(target, testId, firstActivity);
  await insertCheckups(target);
}

/** The columns every plan row of the education carries. */
type Own = { educationId: number; createdAt: Date; updatedAt: Date };

/** The location's test formats and activities (with its defaults added first), by id. */
async function locationCatalogue(
  tx: DbOrTx,
  locationId: number,
): Promise<{ formats: number[]; activityIds: number[] }> {
  await ensureCatalogueDefaults({ db: tx, kind: 'testFormats', locationId });
  await ensureCatalogueDefaults({ db: tx, kind: 'activities', locationId });
  const formats = (
    await tx
      .select({ id: testFormats.id })
      .from(testFormats)
      .where(eq(testFormats.locationId, locationId))
      .orderBy(asc(testFormats.id))
  ).map((row) => row.id);
  const activityIds = (
    await tx
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.locationId, locationId))
      .orderBy(asc(activities.id))
  ).map((row) => row.id);
  return { formats, activityIds };
}

/** Each cluster's goals in the design's order (goal ids are given in that order). */
async function goalsOfClusters(
  tx: DbOrTx,
  designClusters: { id: number }[],
): Promise<Map<number, number[]>> {
  const goalsOf = new Map<number, number[]>();
  for (const row of await tx
    .select({ clusterId: clusterGoals.clusterId, goalId: clusterGoals.learningGoalId })
    .from(clusterGoals)
    .where(
      inArray(
        clusterGoals.clusterId,
        designClusters.map((cluster) => cluster.id),
      ),
    )
    .orderBy(asc(clusterGoals.learningGoalId))) {
    goalsOf.set(row.clusterId, [...(goalsOf.get(row.clusterId) ?? []), row.goalId]);
  }
  return goalsOf;
}

/** Each cluster's design subjects (the exam group of its tests: demo-test-plan.ts). */
async function subjectsOfClusters(
  tx: DbOrTx,
  designClusters: { id: number }[],
): Promise<Map<number, number[]>> {
  const subjectsOf = new Map<number, number[]>();
  for (const row of await tx
    .select({ clusterId: clusterSubjects.clusterId, subjectId: clusterSubjects.subjectId })
    .from(clusterSubjects)
    .where(
      inArray(
        clusterSubjects.clusterId,
        designClusters.map((cluster) => cluster.id),
      ),
    )
    .orderBy(asc(clusterSubjects.subjectId))) {
    subjectsOf.set(row.clusterId, [...(subjectsOf.get(row.clusterId) ?? []), row.subjectId]);
  }
  return subjectsOf;
}

/**
 * One elective slot in the second year (or the first), with two of its clusters as choices; none
 * without an elective with clusters, or in a year too short for it.
 */
async function insertElectiveSlot(
  tx: DbOrTx,
  own: Own,
  years: { id: number; weeks: number }[],
): Promise<{ id: number; layout: LayoutSlot } | null> {
  const slotYear = years[Math.min(1, years.length - 1)]!;
  const [elective] = await tx
    .select({ id: electiveSubjects.id })
    .from(electiveSubjects)
    .where(eq(electiveSubjects.educationId, own.educationId))
    .orderBy(asc(electiveSubjects.position))
    .limit(1);
  const choiceIds = elective
    ? (
        await tx
          .select({ clusterId: electiveClusters.clusterId })
          .from(electiveClusters)
          .where(eq(electiveClusters.electiveSubjectId, elective.id))
          .orderBy(asc(electiveClusters.clusterId))
          .limit(2)
      ).map((row) => row.clusterId)
    : [];
  const slotRange = { startWeek: 30, endWeek: Math.min(35, slotYear.weeks) };
  if (!elective || choiceIds.length === 0 || slotYear.weeks < 35) return null;
  const [slot] = await tx
    .insert(plannedElectives)
    .values({
      ...own,
      educationYearId: slotYear.id,
      electiveSubjectId: elective.id,
      ...slotRange,
      places: 3,
    })
    .returning({ id: plannedElectives.id });
  if (!slot) return null;
  return { id: slot.id, layout: { yearId: slotYear.id, ...slotRange, choiceIds } };
}

/**
 * The holidays and test weeks as special blocks of their kind, in every year long enough for
 * them and never in the elective slot (docs/plan.md "Rules").
 */
async function insertSpecialBlocks(
  tx: DbOrTx,
  years: { id: number; weeks: number }[],
  slot: LayoutSlot | null,
): Promise<void> {
  const blocks = [
    ...HOLIDAYS.map((block) => ({ ...block, kind: 'holiday' as const })),
    ...TEST_WEEKS.map((block) => ({ ...block, kind: 'test_week' as const })),
  ].sort((a, b) => a.start - b.start);
  await tx.insert(specialBlocks).values(
    years.flatMap((year) =>
      blocks
        .map((block) => ({
          educationYearId: year.id,
          name: block.name,
          kind: block.kind,
          startWeek: block.start,
          endWeek: block.start + block.length - 1,
        }))
        .filter(
          (block) =>
            block.endWeek <= year.weeks &&
            !(
              slot?.yearId === year.id &&
              block.startWeek <= slot.endWeek &&
              slot.startWeek <= block.endWeek
            ),
        ),
    ),
  );
}

/** The planned clusters of the layout; the rows come back in the order given. */
async function insertPlannedClusters(
  tx: DbOrTx,
  own: Own,
  layout: LayoutPlacement[],
  slotId: number | null,
): Promise<{ id: number }[]> {
  return insertAll(layout, (batch) =>
    tx
      .insert(plannedClusters)
      .values(
        batch.map((placement) => ({
          ...own,
          educationYearId: placement.year.id,
          clusterId: placement.cluster.id,
          plannedElectiveId: placement.inSlot ? slotId : null,
          startWeek: placement.startWeek,
          endWeek: placement.endWeek,
        })),
      )
      .returning({ id: plannedClusters.id }),
  );
}

/** Where the items of the planned clusters go: `planned[i]` is the row of `layout[i]`. */
type PlanTarget = {
  tx: DbOrTx;
  own: Own;
  layout: LayoutPlacement[];
  planned: { id: number }[];
};

/** The tests with their goals; answers each test's id by `placement/n`. */
async function insertTests(
  { tx, own, layout, planned }: PlanTarget,
  formats: number[],
): Promise<Map<string, number>> {
  const testRows = layout.flatMap((placement, i) => placement.tests.map((test) => ({ i, test })));
  const tests = await insertAll(testRows, (batch) =>
    tx
      .insert(planTests)
      .values(
        batch.map(({ i, test }) => ({
          ...own,
          plannedClusterId: planned[i]!.id,
          position: test.n + 1,
          name: `${TEST_NAMES[(i + test.n) % TEST_NAMES.length]} ${test.n + 1}`,
          code: `T${i + 1}-${test.n + 1}`,
          kind: test.kind,
          size: test.size,
          // Each test of a planned cluster its own format (docs/plan.md "Rules": `formatInUse`).
          testFormatId: formats[(i + test.n) % formats.length]!,
          week: test.week,
          endWeek: test.plan.endWeek,
          minutes: test.minutes,
          studyHours: test.plan.studyHours,
          purpose: test.plan.purpose,
          weight: test.plan.weight,
          weightUnit: test.plan.weightUnit,
          countsForExam: test.plan.countsForExam,
          examWeight: test.plan.examWeight,
          examWeightUnit: 'percent',
          resit: test.plan.resit,
          resitCount: test.plan.resitCount,
          resitRule: test.plan.resitRule,
          resultType: test.plan.resultType,
          passMark: test.plan.passMark,
          aids: test.plan.aids,
          organisation: test.plan.organisation,
          ects: null,
        })),
      )
      .returning({ id: planTests.id }),
  );
  const testId = new Map(testRows.map(({ i, test }, k) => [`${i}/${test.n}`, tests[k]!.id]));
  await insertAll(
    testRows.flatMap(({ i, test }) =>
      test.goalIds.map((learningGoalId) => ({
        planTestId: testId.get(`${i}/${test.n}`)!,
        learningGoalId,
      })),
    ),
    (batch) => tx.insert(planTestGoals).values(batch).returning({ id: planTestGoals.planTestId }),
  );
  return testId;
}

/** The activities; answers the id of each placement's first activity by its place in the layout. */
async function insertActivities(
  { tx, own, layout, planned }: PlanTarget,
  activityIds: number[],
): Promise<Map<number, number>> {
  const activityRows = layout.flatMap((placement, i) =>
    placement.activities.map((activity) => ({ i, activity })),
  );
  const activityIdsInserted = await insertAll(activityRows, (batch) =>
    tx
      .insert(planActivities)
      .values(
        batch.map(({ i, activity }) => ({
          ...own,
          plannedClusterId: planned[i]!.id,
          position: activity.n + 1,
          activityId: activityIds[(i + activity.n) % activityIds.length]!,
          classHours: activity.classHours,
          teacher: activity.teacher,
          method: null,
          reading: null,
          tools: null,
          toolsPermitted: null,
          description: null,
          startWeek: activity.startWeek,
          endWeek: activity.endWeek,
        })),
      )
      .returning({ id: planActivities.id }),
  );
  const firstActivity = new Map<number, number>();
  activityRows.forEach(({ i, activity }, k) => {
    if (activity.n === 0) firstActivity.set(i, activityIdsInserted[k]!.id);
  });
  return firstActivity;
}

/** A link between a test and the first activity of a placement, with its goals. */
async function insertLinks(
  { tx, own, layout, planned }: PlanTarget,
  testId: Map<string, number>,
  firstActivity: Map<number, number>,
): Promise<void> {
  const linked = layout.flatMap((placement, i) =>
    placement.link && firstActivity.has(i) ? [{ i, link: placement.link }] : [],
  );
  const links = await insertAll(linked, (batch) =>
    tx
      .insert(planLinks)
      .values(
        batch.map(({ i, link }) => ({
          ...own,
          plannedClusterId: planned[i]!.id,
          position: 1,
          planTestId: testId.get(`${i}/${link.testN}`)!,
          planActivityId: firstActivity.get(i)!,
          type: 'preparation',
          mandatory: true,
        })),
      )
      .returning({ id: planLinks.id }),
  );
  await insertAll(
    linked.flatMap(({ link }, k) =>
      link.goalIds.map((learningGoalId) => ({ planLinkId: links[k]!.id, learningGoalId })),
    ),
    (batch) => tx.insert(planLinkGoals).values(batch).returning({ id: planLinkGoals.planLinkId }),
  );
}

/** A check moment on the placements the layout gives one. */
async function insertCheckups({ tx, own, layout, planned }: PlanTarget): Promise<void> {
  await insertAll(
    layout.flatMap((placement, i) =>
      placement.checkupWeek === null
        ? []
        : [
            {
              ...own,
              plannedClusterId: planned[i]!.id,
              position: 1,
              title: 'Voortgangsgesprek',
              details: null,
              week: placement.checkupWeek,
            },
          ],
    ),
    (batch) => tx.insert(planCheckups).values(batch).returning({ id: planCheckups.id }),
  );
}
