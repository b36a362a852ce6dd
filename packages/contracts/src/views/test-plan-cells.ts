import type { TEducationSector } from '../rules/education-sector';
import type { TTestPlanCluster, TTestPlanData, TTestPlanTest } from '../schemas/test-plan';
import type { TTestPlanColumn } from '../test-plan-words';
import {
  textValue,
  word,
  wordValue,
  type TViewParam,
  type TViewValue,
  type TViewWord,
} from './view-values';

/*
 * The cells of one test's row in the test plan (views/test-plan.ts): what each column shows,
 * free of language (docs/test-plan.md "One view for screen and document").
 */

const DAY_MS = 86_400_000;
function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const clusterLabel = (cluster: TTestPlanCluster) => `${cluster.index} ${cluster.title}`;

export function durationValue(minutes: number, hours: number): TViewValue {
  if (minutes && hours) return wordValue('duration.both', { minutes, hours });
  if (minutes) return wordValue('duration.minutes', { minutes });
  if (hours) return wordValue('duration.hours', { hours });
  return null;
}

/** Turns a test into its row's cells; made once per test plan (it indexes the year). */
export function testPlanCells(
  data: Pick<TTestPlanData, 'year' | 'special_blocks' | 'clusters'>,
  sector: TEducationSector,
): (test: TTestPlanTest) => Record<TTestPlanColumn, TViewValue> {
  const { year } = data;
  const clusters = new Map(data.clusters.map((cluster) => [cluster.planned_cluster_id, cluster]));
  const periods = [...year.periods].sort((a, b) => a.position - b.position);
  const testWeeks = data.special_blocks.filter((block) => block.kind === 'test_week');

  const periodOf = (week: number) =>
    [...periods].reverse().find((period) => period.first_week <= week) ?? periods[0];
  const periodName = (week: number): TViewParam => {
    const period = periodOf(week);
    if (!period) return '';
    return period.name ?? word('period.unnamed', { position: period.position });
  };
  const periodValue = (test: TTestPlanTest): TViewValue => {
    const end = test.end_week ?? test.week;
    const start = periodOf(test.week);
    if (!start) return null;
    if (periodOf(end)?.id === start.id) {
      const name = periodName(test.week);
      return typeof name === 'string' ? textValue(name) : { type: 'word', word: name as TViewWord };
    }
    return wordValue('period.range', { start: periodName(test.week), end: periodName(end) });
  };
  const weeksValue = (test: TTestPlanTest): TViewValue => {
    const weeks =
      test.end_week && test.end_week !== test.week
        ? word('weeks.range', { start: test.week, end: test.end_week })
        : word('weeks.one', { week: test.week });
    const testWeek = testWeeks.find(
      (block) => block.start_week <= test.week && test.week <= block.end_week,
    );
    return testWeek
      ? wordValue('weeks.inTestWeek', { weeks, name: testWeek.name })
      : { type: 'word', word: weeks };
  };
  const datesValue = (test: TTestPlanTest): TViewValue => {
    if (!year.starts_on) return null;
    const start = addDays(year.starts_on, (test.week - 1) * 7);
    const end = addDays(year.starts_on, ((test.end_week ?? test.week) - 1) * 7 + 4);
    return { type: 'date', start, end };
  };
  const weightValue = (
    test: TTestPlanTest,
    value: string | null,
    unit: TTestPlanTest['weight_unit'],
  ): TViewValue =>
    test.purpose === 'summative' && value !== null && Number(value) > 0
      ? { type: 'number', value: Number(value), unit }
      : null;
  const resitValue = (test: TTestPlanTest): TViewValue => {
    if (!test.resit) return wordValue('resit.none');
    if (!test.resit_rule) return wordValue('resit.withoutRule', { count: test.resit_count });
    return wordValue('resit.withRule', {
      count: test.resit_count,
      rule: word(`resit.rules.${test.resit_rule}`),
    });
  };
  const purposeValue = (test: TTestPlanTest): TViewValue => {
    if (test.purpose === 'formative') return wordValue('purpose.formative');
    return wordValue(test.counts_for_exam ? `purpose.forExam.${sector}` : 'purpose.summative');
  };

  /** Its own cluster; with the others whose goals it covers: "1.1 Tekeningen · ook 1.2 …". */
  const clusterValue = (test: TTestPlanTest): TViewValue => {
    const cluster = clusters.get(test.planned_cluster_id);
    if (!cluster) return null;
    const others = test.also_planned_cluster_ids.flatMap((id) => {
      const other = clusters.get(id);
      return other ? [clusterLabel(other)] : [];
    });
    if (others.length === 0) return textValue(clusterLabel(cluster));
    return wordValue('also.cluster', {
      cluster: clusterLabel(cluster),
      clusters: { list: others },
    });
  };

  return (test) => ({
    code: textValue(test.code),
    period: periodValue(test),
    weeks: weeksValue(test),
    dates: datesValue(test),
    cluster: clusterValue(test),
    name: textValue(test.name),
    format: textValue(test.test_format_name),
    purpose: purposeValue(test),
    duration: durationValue(test.minutes ?? 0, Number(test.study_hours ?? 0)),
    weight: weightValue(test, test.weight, test.weight_unit),
    exam_weight: test.counts_for_exam
      ? weightValue(test, test.exam_weight, test.exam_weight_unit)
      : null,
    resit: resitValue(test),
    pass_mark: test.pass_mark === null ? null : { type: 'number', value: Number(test.pass_mark) },
    aids: textValue(test.aids),
    organisation: textValue(test.organisation),
    framework_items: textValue(
      test.framework_items.map((item) => item.code ?? item.title).join(', '),
    ),
  });
}
