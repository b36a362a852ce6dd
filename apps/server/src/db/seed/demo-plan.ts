import { asc, eq, inArray } from 'drizzle-orm';
import type { TTestKind, TTestSize } from '@cp/contracts';
import { ensureCatalogueDefaults } from '../../domain/catalogues/catalogue-items';
import type { DbOrTx } from '../client';
import {
  activities,
  clusterGoals,
  clusters,
  electiveClusters,
  electiveSubjects,
  planActivities,
  planCheckups,
  planLinks,
  plannedClusters,
  plannedElectives,
  planTestGoals,
  planTests,
  specialBlocks,
  testFormats,
} from '../schema';

/*
 * A generated plan for the demo's large education (docs/plan.md): every design cluster planned
 * once, spread over the years (300 clusters over 4 years of 40 weeks), two tests and one or two
 * activities per planned cluster (about 1,000 tests and activities), a check moment on every
 * third, a link per cluster, holidays as special blocks and one elective slot with two choices in
 * the second year. Deterministic; inserted in bulk (one statement per table and 1000 rows).
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
const KINDS: TTestKind[] = ['assessment', 'exercise', 'written_exam', 'exam', 'presence'];
const SIZES: TTestSize[] = ['small', 'medium', 'large'];
const TEACHERS = ['J. de Boer', 'M. Bakker', 'S. Visser', 'A. Smit', 'R. Meijer'];

export async function insertDemoPlan(
  tx: DbOrTx,
  options: { educationId: number; locationId: number; years: { id: number; weeks: number }[] },
): Promise<void> {
  const { educationId, locationId, years } = options;
  if (years.length === 0) return;
  const now = new Date();
  const own = { educationId, createdAt: now, updatedAt: now };
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
  const designClusters = await tx
    .select({ id: clusters.id, width: clusters.clusterWidth })
    .from(clusters)
    .where(eq(clusters.educationId, educationId))
    .orderBy(asc(clusters.position));
  if (designClusters.length === 0 || formats.length < 2 || activityIds.length === 0) return;
  const goals = new Map<number, number>();
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
    if (!goals.has(row.clusterId)) goals.set(row.clusterId, row.goalId);
  }

  // One elective slot in the second year (or the first), with two of its clusters as choices.
  const slotYear = years[Math.min(1, years.length - 1)]!;
  const [elective] = await tx
    .select({ id: electiveSubjects.id })
    .from(electiveSubjects)
    .where(eq(electiveSubjects.educationId, educationId))
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
  let slotId: number | null = null;
  if (elective && choiceIds.length > 0 && slotYear.weeks >= 35) {
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
    slotId = slot?.id ?? null;
  }

  await tx.insert(specialBlocks).values(
    years.flatMap((year) =>
      HOLIDAYS.filter((holiday) => holiday.start + holiday.length - 1 <= year.weeks).map(
        (holiday) => ({
          educationYearId: year.id,
          name: holiday.name,
          startWeek: holiday.start,
          endWeek: holiday.start + holiday.length - 1,
        }),
      ),
    ),
  );

  // Every cluster once: a quarter per year, spread over the weeks.
  const perYear = Math.ceil(designClusters.length / years.length);
  const placements = designClusters.map((cluster, i) => {
    // The elective's choices sit in its slot, whichever year their turn would have been.
    if (slotId !== null && choiceIds.includes(cluster.id)) {
      return { cluster, year: slotYear, plannedElectiveId: slotId, ...slotRange };
    }
    const year = years[Math.floor(i / perYear)]!;
    const width = Math.min(cluster.width, year.weeks);
    const startWeek = ((i * 7) % (year.weeks - width + 1)) + 1;
    return { cluster, year, plannedElectiveId: null, startWeek, endWeek: startWeek + width - 1 };
  });
  const planned = await insertAll(placements, (batch) =>
    tx
      .insert(plannedClusters)
      .values(
        batch.map((placement) => ({
          ...own,
          educationYearId: placement.year.id,
          clusterId: placement.cluster.id,
          plannedElectiveId: placement.plannedElectiveId,
          startWeek: placement.startWeek,
          endWeek: placement.endWeek,
        })),
      )
      .returning({ id: plannedClusters.id, clusterId: plannedClusters.clusterId }),
  );
  const rangeOf = new Map(planned.map((row, i) => [row.id, placements[i]!] as const));

  const tests = await insertAll(
    planned.flatMap((row, i) =>
      [0, 1].map((n) => {
        const placement = rangeOf.get(row.id)!;
        return {
          ...own,
          plannedClusterId: row.id,
          position: n + 1,
          name: `${TEST_NAMES[(i + n) % TEST_NAMES.length]} ${n + 1}`,
          code: `T${i + 1}-${n + 1}`,
          kind: KINDS[(i + n) % KINDS.length]!,
          size: SIZES[(i + n) % SIZES.length]!,
          // Two different formats per planned cluster (a format once per cluster, SPEC §5).
          testFormatId: formats[(i + n) % formats.length]!,
          week: n === 0 ? placement.startWeek : placement.endWeek,
          minutes: 60 + 30 * n,
          weight: n === 0 ? '40' : '60',
          resit: n === 1,
          resultType: 'grade',
          ects: null,
        };
      }),
    ),
    (batch) =>
      tx
        .insert(planTests)
        .values(batch)
        .returning({ id: planTests.id, plannedClusterId: planTests.plannedClusterId }),
  );
  const clusterOf = new Map(planned.map((row) => [row.id, row.clusterId]));
  await insertAll(
    tests.flatMap((test) => {
      const goalId = goals.get(clusterOf.get(test.plannedClusterId) ?? 0);
      return goalId === undefined ? [] : [{ planTestId: test.id, learningGoalId: goalId }];
    }),
    (batch) => tx.insert(planTestGoals).values(batch).returning({ id: planTestGoals.planTestId }),
  );

  const activityRows = await insertAll(
    planned.flatMap((row, i) =>
      Array.from({ length: 1 + (i % 3 === 0 ? 1 : 0) }, (_, n) => {
        const placement = rangeOf.get(row.id)!;
        return {
          ...own,
          plannedClusterId: row.id,
          position: n + 1,
          activityId: activityIds[(i + n) % activityIds.length]!,
          classHours: n === 0 ? '2' : '1.5',
          teacher: TEACHERS[i % TEACHERS.length]!,
          method: null,
          reading: null,
          tools: null,
          toolsPermitted: null,
          description: null,
          startWeek: placement.startWeek,
          endWeek: placement.endWeek,
        };
      }),
    ),
    (batch) =>
      tx
        .insert(planActivities)
        .values(batch)
        .returning({ id: planActivities.id, plannedClusterId: planActivities.plannedClusterId }),
  );

  const firstOf = <T extends { id: number; plannedClusterId: number }>(rows: T[]) => {
    const first = new Map<number, number>();
    for (const row of rows)
      if (!first.has(row.plannedClusterId)) first.set(row.plannedClusterId, row.id);
    return first;
  };
  const firstTest = firstOf(tests);
  const firstActivity = firstOf(activityRows);
  await insertAll(
    planned.map((row) => ({
      ...own,
      plannedClusterId: row.id,
      position: 1,
      planTestId: firstTest.get(row.id)!,
      planActivityId: firstActivity.get(row.id)!,
      type: 'preparation',
      mandatory: true,
    })),
    (batch) => tx.insert(planLinks).values(batch).returning({ id: planLinks.id }),
  );
  await insertAll(
    planned
      .filter((_, i) => i % 3 === 0)
      .map((row) => {
        const placement = rangeOf.get(row.id)!;
        return {
          ...own,
          plannedClusterId: row.id,
          position: 1,
          title: 'Voortgangsgesprek',
          details: null,
          week: Math.floor((placement.startWeek + placement.endWeek) / 2),
        };
      }),
    (batch) => tx.insert(planCheckups).values(batch).returning({ id: planCheckups.id }),
  );
}
