import {
  catalogueItemName,
  COVERAGE_FLAGS,
  TEST_KINDS,
  TEST_SIZES,
  type TAnalysisCluster,
  type TLanguage,
  type TNormCheck,
  type TPlanningAnalysis,
  type TTeamAnalysis,
} from '@cp/contracts';
import { periodOfWeek } from '../../analysis/analysis-year';
import type { DocBlock, DocCell } from '../document';
import type { YearAnalysis } from './analysis-data';
import { ANALYSIS_TEXTS } from './analysis-texts';
import { rounded, tableOf, type ColumnSpec } from './plan-columns';
import { taggedSheetName } from './plan-sheet-names';
import { ITEM_WORDS, periodTitle, PLAN_TEXTS, SHEET_TAGS, type Names } from './plan-texts';
import { formatNumber, termTitle } from './words';

/*
 * The analysis tabs of one year as blocks (docs/analysis.md "What each tab counts"), from the
 * screen's own reads (analysis-data.ts). Every tab becomes facts for its headline figures and
 * one or more tables whose numbers stay numbers; the coverage matrix becomes a long table
 * (goal × planned cluster with its flags, only the pairs that hold something) rather than a
 * 600 × 75 grid that no page or sheet can show.
 */

export type TabsInput = {
  analysis: YearAnalysis;
  names: Names;
  language: TLanguage;
  /** The year's sheet tag, "J2". */
  tag: string;
  sheet: (name: string) => string;
};

type Year = YearAnalysis['planning']['year'];

const clusterLabel = (cluster: { index: string; short_title: string }) =>
  `${cluster.index} ${cluster.short_title}`;

/** The period a year week lies in, by name; null past the last period. */
function periodOfWeekName(language: TLanguage, year: Year, week: number): string | null {
  const period = periodOfWeek(year, week);
  return period ? periodTitle(language, period) : null;
}

/** "Gepland: 24,5 studiepunten (EC). Norm per jaar: precies 60 ... Onder de norm." */
function normLine(language: TLanguage, names: Names, check: TNormCheck | null): string {
  const N = ANALYSIS_TEXTS[language].norm;
  if (!check) return N.none(names);
  const number = (value: number) => formatNumber(language, value, 1);
  const unit = check.norm.unit === 'ects' ? names.credit.plural : N.hours;
  const { per_year_min: min, per_year_max: max } = check.norm;
  const range =
    min !== null && max !== null
      ? min === max
        ? N.exactly(number(min), unit)
        : N.between(number(min), number(max), unit)
      : min !== null
        ? N.atLeast(number(min), unit)
        : max !== null
          ? N.atMost(number(max), unit)
          : '–';
  return N.line(number(check.planned), unit, range, N.status[check.status]);
}

function normFacts(language: TLanguage, names: Names, check: TNormCheck | null) {
  const N = ANALYSIS_TEXTS[language].norm;
  return [
    { label: N.label, value: normLine(language, names, check) },
    ...(check ? [{ label: N.source, value: check.norm.law }] : []),
  ];
}

function planningBlocks(input: TabsInput): DocBlock[] {
  const { names, language, tag, sheet } = input;
  const planning: TPlanningAnalysis = input.analysis.planning;
  const texts = ANALYSIS_TEXTS[language];
  const P = texts.planning;
  const ects = new Map(planning.period_ects.map((row) => [row.period_id, row.ects]));
  type Period = Year['periods'][number];
  return [
    { kind: 'heading', level: 2, text: P.heading },
    {
      kind: 'facts',
      items: [
        { label: P.yearEcts(names), value: formatNumber(language, planning.year_ects, 1) },
        ...normFacts(language, names, planning.norm),
        {
          label: P.emptyWeeks,
          value: planning.empty_weeks.length > 0 ? planning.empty_weeks.join(', ') : texts.none,
        },
        {
          label: P.unplannedCount(names),
          value: formatNumber(language, planning.unplanned_clusters.length),
        },
      ],
    },
    tableOf<Period>({
      sheet: sheet(taggedSheetName(texts.sheets.periodEcts, tag)),
      emptyText: texts.noWeeks(names),
      items: planning.year.periods,
      columns: [
        { label: P.period, type: 'text', width: 3, cell: (p) => periodTitle(language, p) },
        { label: P.firstWeek, type: 'week', width: 1, cell: (p) => p.first_week },
        { label: P.lastWeek, type: 'week', width: 1, cell: (p) => p.first_week + p.weeks - 1 },
        {
          label: termTitle(names, 'credit', 'plural'),
          type: 'decimal',
          width: 1,
          cell: (p) => ects.get(p.id) ?? 0,
        },
      ],
    }),
    tableOf<TPlanningAnalysis['unplanned_clusters'][number]>({
      sheet: sheet(taggedSheetName(texts.sheets.unplanned, tag)),
      caption: P.unplannedCaption(names),
      emptyText: P.allPlanned(names),
      items: planning.unplanned_clusters,
      columns: [
        {
          label: termTitle(names, 'cluster', 'singular'),
          type: 'text',
          width: 4,
          cell: clusterLabel,
        },
      ],
    }),
  ];
}

/**
 * The goals tab. The screen shows the whole tree (600 goals) for every year; the document lists
 * the goals the year touches (held by its planned clusters, tested or practised this year) and
 * those in no cluster at all, so four years do not repeat 2,400 rows. The facts count all.
 */
function goalsBlocks(input: TabsInput): DocBlock[] {
  const { names, language, tag, sheet } = input;
  const { goals } = input.analysis;
  const G = ANALYSIS_TEXTS[language].goals;
  const count = (value: number) => formatNumber(language, value);
  const clusters = new Map(goals.clusters.map((cluster) => [cluster.id, clusterLabel(cluster)]));
  const plannedHere = new Set(
    goals.clusters.filter((c) => c.planned_cluster_id !== null).map((c) => c.id),
  );
  type Goal = (typeof goals.goals)[number];
  const held = goals.goals.filter((g) => g.cluster_ids.some((id) => plannedHere.has(id)));
  const listed = goals.goals.filter(
    (g) =>
      g.cluster_ids.length === 0 ||
      g.test_ids.length > 0 ||
      g.link_ids.length > 0 ||
      g.cluster_ids.some((id) => plannedHere.has(id)),
  );
  return [
    { kind: 'heading', level: 2, text: termTitle(names, 'learning_goal', 'plural') },
    {
      kind: 'facts',
      items: [
        { label: G.all(names), value: count(goals.goals.length) },
        {
          label: G.notInCluster(names),
          value: count(goals.goals.filter((g) => g.cluster_ids.length === 0).length),
        },
        { label: G.held(names), value: count(held.length) },
        {
          label: G.heldNotTested,
          value: count(held.filter((g) => g.test_ids.length === 0).length),
        },
        {
          label: G.heldTestedOnce,
          value: count(held.filter((g) => g.test_ids.length === 1).length),
        },
      ],
    },
    tableOf<Goal>({
      sheet: sheet(taggedSheetName(termTitle(names, 'learning_goal', 'plural'), tag)),
      caption: G.caption(names),
      emptyText: G.empty(names),
      items: listed,
      columns: [
        { label: G.index, type: 'text', width: 1, cell: (g) => g.index },
        { label: G.title, type: 'text', width: 4, cell: (g) => g.title },
        { label: G.level, type: 'text', width: 1, cell: (g) => g.level },
        {
          label: termTitle(names, 'cluster', 'plural'),
          type: 'text',
          width: 3,
          cell: (g) =>
            g.cluster_ids.length === 0
              ? null
              : g.cluster_ids.map((id) => clusters.get(id) ?? '').join(', '),
        },
        { label: G.tests, type: 'integer', width: 1, cell: (g) => g.test_ids.length },
        { label: G.links, type: 'integer', width: 1, cell: (g) => g.link_ids.length },
      ],
    }),
  ];
}

function testsBlocks(input: TabsInput): DocBlock[] {
  const { names, language, tag, sheet } = input;
  const { tests } = input.analysis;
  const texts = ANALYSIS_TEXTS[language];
  const T = texts.tests;
  const words = ITEM_WORDS[language];
  type Week = (typeof tests.weeks)[number];
  type Period = (typeof tests.periods)[number];
  const sizeColumns = <R extends Week | Period>(): ColumnSpec<R>[] =>
    TEST_SIZES.map((size) => ({
      label: words.sizes[size],
      type: 'integer',
      width: 1,
      cell: (row: R) => row.by_size[size],
    }));
  const periods = new Map(tests.year.periods.map((period) => [period.id, period]));
  const peaks = tests.weeks.filter((week) => week.peak).map((week) => week.week);
  return [
    { kind: 'heading', level: 2, text: T.heading },
    tableOf<Week>({
      sheet: sheet(taggedSheetName(texts.sheets.testLoad, tag)),
      caption: T.perWeekCaption,
      emptyText: texts.noWeeks(names),
      items: tests.weeks,
      columns: [
        { label: T.week, type: 'week', width: 1, cell: (w) => w.week },
        {
          label: T.period,
          type: 'text',
          width: 2,
          cell: (w) => periodOfWeekName(language, tests.year, w.week),
        },
        { label: T.tests, type: 'integer', width: 1, cell: (w) => w.tests },
        ...sizeColumns<Week>(),
        { label: T.minutes, type: 'integer', width: 1, cell: (w) => w.minutes },
        { label: T.weight, type: 'decimal', width: 1, cell: (w) => w.weight },
        { label: T.peak, type: 'text', width: 1, cell: (w) => (w.peak ? words.yes : words.no) },
      ],
    }),
    {
      kind: 'paragraph',
      text: `${T.rule} ${peaks.length > 0 ? T.peaks(peaks.join(', ')) : T.noPeaks}`,
    },
    tableOf<Period>({
      sheet: sheet(taggedSheetName(texts.sheets.testPeriods, tag)),
      caption: T.perPeriodCaption,
      emptyText: texts.noWeeks(names),
      items: tests.periods,
      columns: [
        {
          label: T.period,
          type: 'text',
          width: 2,
          cell: (p) => {
            const period = periods.get(p.period_id);
            return period ? periodTitle(language, period) : null;
          },
        },
        { label: T.tests, type: 'integer', width: 1, cell: (p) => p.tests },
        ...TEST_KINDS.map((kind): ColumnSpec<Period> => ({
          label: words.kinds[kind],
          type: 'integer',
          width: 1,
          cell: (p) => p.by_kind[kind],
        })),
        ...sizeColumns<Period>(),
        { label: T.minutes, type: 'integer', width: 1, cell: (p) => p.minutes },
        { label: T.weight, type: 'decimal', width: 1, cell: (p) => p.weight },
      ],
    }),
  ];
}

function intensityBlocks(input: TabsInput): DocBlock[] {
  const { names, language, tag, sheet } = input;
  const { intensity } = input.analysis;
  const texts = ANALYSIS_TEXTS[language];
  const I = texts.intensity;
  const words = ITEM_WORDS[language];
  const norm = intensity.norm_hours_per_week;
  type Week = (typeof intensity.weeks)[number];
  // The screen's heat strip compares study hours (HO) or else class hours with the norm.
  const load = (week: Week) => week.study_hours ?? week.class_hours;
  return [
    { kind: 'heading', level: 2, text: I.heading },
    {
      kind: 'facts',
      items: [
        ...normFacts(language, names, intensity.norm),
        ...(norm === null
          ? []
          : [{ label: I.normPerWeek, value: I.hoursValue(formatNumber(language, norm, 1)) }]),
      ],
    },
    tableOf<Week>({
      sheet: sheet(taggedSheetName(texts.sheets.intensity, tag)),
      emptyText: texts.noWeeks(names),
      items: intensity.weeks,
      columns: [
        { label: texts.tests.week, type: 'week', width: 1, cell: (w) => w.week },
        { label: I.classHours, type: 'decimal', width: 1, cell: (w) => w.class_hours },
        {
          label: I.studyHours,
          type: 'decimal',
          width: 1,
          cell: (w) => w.study_hours,
          shown: intensity.weeks.some((w) => w.study_hours !== null),
        },
        ...TEST_SIZES.map((size): ColumnSpec<Week> => ({
          label: I.testsOfSize(words.sizes[size]),
          type: 'integer',
          width: 1,
          cell: (w) => w.tests[size],
        })),
        { label: I.testMinutes, type: 'integer', width: 1, cell: (w) => w.test_minutes },
        {
          label: I.againstNorm(formatNumber(language, norm ?? 0, 1)),
          type: 'decimal',
          width: 1,
          cell: (w) => (norm === null ? null : rounded(load(w) - norm, 1)),
          shown: norm !== null,
        },
        {
          label: I.specialBlocks,
          type: 'text',
          width: 2,
          cell: (w) => (w.special_blocks.length > 0 ? w.special_blocks.join(', ') : null),
        },
      ],
    }),
  ];
}

function coverageBlocks(input: TabsInput): DocBlock[] {
  const { names, language, tag, sheet } = input;
  const { coverage } = input.analysis;
  const texts = ANALYSIS_TEXTS[language];
  const C = texts.coverage;
  const words = ITEM_WORDS[language];
  const goalOrder = new Map(coverage.goals.map((goal, i) => [goal.id, i]));
  const clusterOrder = new Map(coverage.clusters.map((c, i) => [c.planned_cluster_id, i]));
  const goals = new Map(coverage.goals.map((goal) => [goal.id, goal]));
  const clusters = new Map<number, TAnalysisCluster>(
    coverage.clusters.map((cluster) => [cluster.planned_cluster_id, cluster]),
  );
  type Cell = (typeof coverage.cells)[number];
  // The answer sorts by ids; the table reads in the screen's order (design tree × plan order).
  const cells = [...coverage.cells].sort(
    ([goalA, plannedA], [goalB, plannedB]) =>
      (goalOrder.get(goalA) ?? 0) - (goalOrder.get(goalB) ?? 0) ||
      (clusterOrder.get(plannedA) ?? 0) - (clusterOrder.get(plannedB) ?? 0),
  );
  const flag =
    (bit: number) =>
    ([, , flags]: Cell): DocCell =>
      (flags & bit) !== 0 ? words.yes : words.no;
  const percent = (value: number) => texts.percent(formatNumber(language, value, 1));
  return [
    { kind: 'heading', level: 2, text: C.heading },
    {
      kind: 'facts',
      items: [
        { label: C.designed, value: percent(coverage.percentages.designed) },
        { label: C.practised, value: percent(coverage.percentages.practised) },
        { label: C.tested, value: percent(coverage.percentages.tested) },
      ],
    },
    { kind: 'paragraph', text: C.explanation(names) },
    tableOf<Cell>({
      sheet: sheet(taggedSheetName(texts.sheets.coverage, tag)),
      emptyText: C.empty(names),
      items: cells,
      columns: [
        {
          label: termTitle(names, 'learning_goal', 'singular'),
          type: 'text',
          width: 1,
          cell: ([goalId]) => goals.get(goalId)?.index ?? null,
        },
        {
          label: C.goalTitle(names),
          type: 'text',
          width: 4,
          cell: ([goalId]) => goals.get(goalId)?.title ?? null,
        },
        {
          label: termTitle(names, 'cluster', 'singular'),
          type: 'text',
          width: 3,
          cell: ([, plannedId]) => {
            const cluster = clusters.get(plannedId);
            return cluster ? clusterLabel(cluster) : null;
          },
        },
        { label: C.designed, type: 'text', width: 1, cell: flag(COVERAGE_FLAGS.designed) },
        { label: C.practised, type: 'text', width: 1, cell: flag(COVERAGE_FLAGS.practised) },
        { label: C.tested, type: 'text', width: 1, cell: flag(COVERAGE_FLAGS.tested) },
      ],
    }),
  ];
}

function overviewBlocks(input: TabsInput): DocBlock[] {
  const { names, language, tag, sheet } = input;
  const { overview } = input.analysis;
  const texts = ANALYSIS_TEXTS[language];
  const O = texts.overview;
  const words = ITEM_WORDS[language];
  const periods = new Map(overview.year.periods.map((period) => [period.id, period]));
  type Test = (typeof overview.tests)[number];
  return [
    { kind: 'heading', level: 2, text: O.heading },
    tableOf<Test>({
      sheet: sheet(taggedSheetName(texts.sheets.overview, tag)),
      emptyText: O.empty,
      items: overview.tests,
      columns: [
        { label: texts.tests.week, type: 'week', width: 1, cell: (t) => t.week },
        {
          label: texts.tests.period,
          type: 'text',
          width: 2,
          cell: (t) => {
            const period = t.period_id === null ? undefined : periods.get(t.period_id);
            return period ? periodTitle(language, period) : null;
          },
        },
        {
          label: termTitle(names, 'cluster', 'singular'),
          type: 'text',
          width: 2,
          cell: (t) => `${t.cluster_index} ${t.cluster_short_title}`,
        },
        { label: O.name, type: 'text', width: 3, cell: (t) => t.name },
        { label: O.code, type: 'text', width: 1, cell: (t) => t.code },
        { label: O.kind, type: 'text', width: 2, cell: (t) => words.kinds[t.kind] },
        { label: O.size, type: 'text', width: 1, cell: (t) => words.sizes[t.size] },
        {
          label: O.format,
          type: 'text',
          width: 2,
          // The read answers a custom format's name or a default's key (named here).
          cell: (t) =>
            t.test_format === null
              ? null
              : catalogueItemName('testFormats', { key: t.test_format, name: null }, language),
        },
        { label: texts.tests.minutes, type: 'integer', width: 1, cell: (t) => t.minutes },
        { label: texts.tests.weight, type: 'decimal', width: 1, cell: (t) => t.weight },
        { label: O.resit, type: 'text', width: 1, cell: (t) => (t.resit ? words.yes : words.no) },
        { label: O.result, type: 'text', width: 2, cell: (t) => words.results[t.result_type] },
        {
          label: termTitle(names, 'credit', 'plural'),
          type: 'decimal',
          width: 1,
          cell: (t) => t.ects,
        },
        {
          label: termTitle(names, 'learning_goal', 'plural'),
          type: 'text',
          width: 2,
          cell: (t) => (t.goals.length > 0 ? t.goals.join(', ') : null),
        },
      ],
    }),
  ];
}

/**
 * The team tab: per teacher the hours of each period, the year and in special blocks; then per
 * period a grid of teachers × weeks, as the screen's strip (a long list teacher × week would be
 * 1,300 rows for the large demo education; a 40-week-wide table fits no page).
 */
function teamBlocks(input: TabsInput): DocBlock[] {
  const { names, language, tag, sheet } = input;
  const team: TTeamAnalysis = input.analysis.team;
  const texts = ANALYSIS_TEXTS[language];
  const M = texts.team;
  type Teacher = (typeof team.teachers)[number];
  const clusters = new Map(team.clusters.map((c) => [c.planned_cluster_id, clusterLabel(c)]));
  const teacherName = (teacher: Teacher) => teacher.teacher ?? M.noTeacher;
  const grids = team.year.periods.map((period, p) => {
    const weeks = Array.from({ length: period.weeks }, (_, i) => period.first_week + i);
    const last = period.first_week + period.weeks - 1;
    return tableOf<Teacher>({
      sheet: sheet(
        taggedSheetName(
          texts.sheets.teamWeeks,
          `${tag} ${SHEET_TAGS[language].period}${period.position}`,
        ),
      ),
      caption: M.perWeekCaption(
        PLAN_TEXTS[language].periodCaption(periodTitle(language, period), period.first_week, last),
      ),
      emptyText: M.noHours,
      // Teachers without hours in the period have an empty row there: left out.
      items: team.teachers.filter((t) => (t.periods[p]?.class_hours ?? 0) > 0),
      columns: [
        { label: M.teacher, type: 'text', width: 3, cell: teacherName },
        ...weeks.map((week): ColumnSpec<Teacher> => ({
          label: String(week),
          type: 'decimal',
          width: 1,
          cell: (t) => t.weeks[week - 1] ?? 0,
        })),
        {
          label: M.total,
          type: 'decimal',
          width: 1,
          cell: (t) => t.periods[p]?.class_hours ?? 0,
        },
      ],
    });
  });
  return [
    { kind: 'heading', level: 2, text: M.heading },
    tableOf<Teacher>({
      sheet: sheet(taggedSheetName(texts.sheets.team, tag)),
      emptyText: M.empty,
      items: team.teachers,
      columns: [
        { label: M.teacher, type: 'text', width: 3, cell: teacherName },
        ...team.year.periods.map((period, i): ColumnSpec<Teacher> => ({
          label: periodTitle(language, period),
          type: 'decimal',
          width: 1,
          // Both follow the periods' position (team.ts).
          cell: (teacher) => teacher.periods[i]?.class_hours ?? 0,
        })),
        { label: M.total, type: 'decimal', width: 1, cell: (t) => t.total },
        {
          label: M.inSpecialBlocks,
          type: 'decimal',
          width: 1,
          cell: (t) => t.hours_in_special_blocks,
        },
        {
          label: termTitle(names, 'cluster', 'plural'),
          type: 'text',
          width: 3,
          cell: (t) => t.planned_cluster_ids.map((id) => clusters.get(id) ?? '').join(', '),
        },
      ],
    }),
    ...grids,
  ];
}

/** Every tab of the year, in the screen's order. */
export function tabBlocks(input: TabsInput): DocBlock[] {
  return [
    ...planningBlocks(input),
    ...goalsBlocks(input),
    ...testsBlocks(input),
    ...intensityBlocks(input),
    ...coverageBlocks(input),
    ...overviewBlocks(input),
    ...teamBlocks(input),
  ];
}
