import type {
  TLanguage,
  TPlanActivity,
  TPlanCheckup,
  TPlanLink,
  TPlanMaterial,
  TPlanTest,
  TPlanFields,
  TPlannedCluster,
  TYearPlan,
} from '@cp/contracts';
import type { DocBlock, DocCell, DocSection, DocTable } from '../document';
import { rounded, tableOf, type ColumnSpec } from './plan-columns';
import type { PlanLookups } from './plan-data';
import { taggedSheetName } from './plan-sheet-names';
import {
  ITEM_WORDS,
  periodTitle,
  PLAN_TEXTS,
  SHEET_TAGS,
  type Names,
  type PlanTexts,
} from './plan-texts';
import { decimalOf, formatNumber, termTitle, yearTitle } from './words';

/*
 * The plan section of one year (docs/exports.md) from its year plan (loadYearPlan) and the
 * lookups (plan-data.ts). Layout, chosen for a plan of 75+ clusters a year and for Excel, where
 * every table is a sheet:
 * - facts: weeks, periods, and how much is planned;
 * - the week timeline as one table per period ("Planning J2 P1"): planned clusters, elective
 *   slots with their choices, special blocks that lie in the period, with their weeks;
 * - one table per kind of item for the whole year ("Toetsen J2", ...) with a cluster column, in
 *   the plan's order (cluster in design order, then the item's place in its list), instead of a
 *   heading and five small tables per planned cluster: 300 clusters would make 1,500 tables.
 * Optional fields the location hides in its plan forms (/admin/plan) are left out here too.
 */

export type PlanYearInput = {
  plan: TYearPlan;
  lookups: PlanLookups;
  names: Names;
  language: TLanguage;
  /** Hands out sheet names unique within the part (words.ts uniqueSheetNames). */
  sheet: (name: string) => string;
};

const weeksOf = (item: { start_week: number; end_week: number }) =>
  item.end_week - item.start_week + 1;

/** Items of planned clusters in the plan's order: cluster (design order), then list position. */
function inPlanOrder<T extends { planned_cluster_id: number }>(
  items: readonly T[],
  plannedOrder: Map<number, number>,
): T[] {
  // loadYearPlan sorts each list by planned cluster id, then position; a stable sort on the
  // cluster's place keeps the position order within a cluster.
  return [...items].sort(
    (a, b) =>
      (plannedOrder.get(a.planned_cluster_id) ?? 0) - (plannedOrder.get(b.planned_cluster_id) ?? 0),
  );
}

/** EC a slot counts: its `places` choices with the most EC (docs/analysis.md, study load). */
function slotEcts(choicesEcts: (number | null)[], places: number): number {
  const largest = choicesEcts
    .map((ects) => ects ?? 0)
    .sort((a, b) => b - a)
    .slice(0, places);
  return rounded(
    largest.reduce((sum, ects) => sum + ects, 0),
    1,
  );
}

type TimelineRow = {
  name: string;
  kind: string;
  groups: string | null;
  start_week: number;
  end_week: number;
  ects: number | null;
  tests: number | null;
};

function timelineRows(input: PlanYearInput): TimelineRow[] {
  const { plan, lookups, names } = input;
  const T = PLAN_TEXTS[input.language].timeline;
  const testCounts = new Map<number, number>();
  for (const test of plan.tests) {
    testCounts.set(test.planned_cluster_id, (testCounts.get(test.planned_cluster_id) ?? 0) + 1);
  }
  const clusterRow = (planned: TPlannedCluster, kind: string): TimelineRow => {
    const cluster = lookups.clusters.get(planned.cluster_id);
    return {
      name: cluster?.name ?? '',
      kind,
      groups: cluster && cluster.groups.length > 0 ? cluster.groups.join(', ') : null,
      start_week: planned.start_week,
      end_week: planned.end_week,
      ects: cluster?.ects ?? null,
      tests: testCounts.get(planned.id) ?? 0,
    };
  };
  const clusterKind = termTitle(names, 'cluster', 'singular');
  const electiveKind = termTitle(names, 'elective_subject', 'singular');
  const rows = plan.planned_clusters
    .filter((planned) => planned.planned_elective_id === null)
    .map((planned) => clusterRow(planned, clusterKind));
  for (const slot of plan.planned_electives) {
    const title = lookups.electives.get(slot.elective_subject_id) ?? '';
    const choices = plan.planned_clusters.filter((p) => p.planned_elective_id === slot.id);
    rows.push({
      name: `${title} (${T.places(choices.length, slot.places)})`,
      kind: electiveKind,
      groups: null,
      start_week: slot.start_week,
      end_week: slot.end_week,
      ects: slotEcts(
        choices.map((choice) => lookups.clusters.get(choice.cluster_id)?.ects ?? null),
        slot.places,
      ),
      tests: null,
    });
    rows.push(...choices.map((choice) => clusterRow(choice, `${T.choice}: ${title}`)));
  }
  for (const block of plan.special_blocks) {
    rows.push({
      name: block.name,
      kind: T.specialBlock,
      groups: null,
      start_week: block.start_week,
      end_week: block.end_week,
      ects: null,
      tests: null,
    });
  }
  return rows;
}

/** The timeline as a table per period: what lies (partly) in the period's weeks. */
function timelineTables(input: PlanYearInput, tag: string): DocTable[] {
  const { plan, names, language } = input;
  const texts = PLAN_TEXTS[language];
  const T = texts.timeline;
  const rows = timelineRows(input);
  const columns: ColumnSpec<TimelineRow>[] = [
    { label: T.name, type: 'text', width: 4, cell: (row) => row.name },
    { label: T.kind, type: 'text', width: 2, cell: (row) => row.kind },
    {
      label: termTitle(names, 'cluster_group', 'singular'),
      type: 'text',
      width: 2,
      cell: (row) => row.groups,
    },
    { label: T.firstWeek, type: 'week', width: 1, cell: (row) => row.start_week },
    { label: T.lastWeek, type: 'week', width: 1, cell: (row) => row.end_week },
    { label: T.weeks, type: 'integer', width: 1, cell: (row) => weeksOf(row) },
    {
      label: termTitle(names, 'credit', 'plural'),
      type: 'decimal',
      width: 1,
      cell: (row) => row.ects,
    },
    { label: T.tests, type: 'integer', width: 1, cell: (row) => row.tests },
  ];
  return plan.year.periods.map((period) => {
    const first = period.first_week;
    const last = period.first_week + period.weeks - 1;
    const periodName = periodTitle(language, period);
    return tableOf({
      sheet: input.sheet(
        taggedSheetName(
          texts.sheets.timeline,
          `${tag} ${SHEET_TAGS[language].period}${period.position}`,
        ),
      ),
      caption: texts.periodCaption(periodName, first, last),
      emptyText: T.empty,
      columns,
      items: rows.filter((row) => row.start_week <= last && row.end_week >= first),
    });
  });
}

/** What the tables of a year's items share: texts, the plan's order, common columns. */
type ItemTableParts = {
  plan: TYearPlan;
  names: Names;
  texts: PlanTexts;
  words: (typeof ITEM_WORDS)[TLanguage];
  fields: TPlanFields;
  lookups: PlanLookups;
  plannedOrder: Map<number, number>;
  clusterOf: (item: { planned_cluster_id: number }) => DocCell;
  clusterColumn: ColumnSpec<{ planned_cluster_id: number }>;
  goalsColumn: ColumnSpec<{ goal_ids: number[] }>;
  yesNo: (value: boolean) => string;
  activityName: (activity: TPlanActivity) => string;
  /** A sheet name unique within the part, tagged with the year. */
  sheet: (base: string) => string;
};

function itemTableParts(input: PlanYearInput, tag: string): ItemTableParts {
  const { plan, lookups, names, language } = input;
  const texts = PLAN_TEXTS[language];
  const C = texts.columns;
  const words = ITEM_WORDS[language];
  const plannedCluster = new Map(plan.planned_clusters.map((planned) => [planned.id, planned]));
  const clusterOf = (item: { planned_cluster_id: number }): DocCell => {
    const planned = plannedCluster.get(item.planned_cluster_id);
    return (planned && lookups.clusters.get(planned.cluster_id)?.shortName) ?? null;
  };
  return {
    plan,
    names,
    texts,
    words,
    fields: lookups.fields,
    lookups,
    plannedOrder: new Map(plan.planned_clusters.map((planned, i) => [planned.id, i])),
    clusterOf,
    clusterColumn: {
      label: termTitle(names, 'cluster', 'singular'),
      type: 'text',
      width: 3,
      cell: clusterOf,
    },
    goalsColumn: {
      label: termTitle(names, 'learning_goal', 'plural'),
      type: 'text',
      width: 3,
      cell: (item) => goalList(item.goal_ids, lookups),
    },
    yesNo: (value) => (value ? words.yes : words.no),
    activityName: (activity) =>
      activity.activity_id === null
        ? C.noActivity
        : (lookups.activities.get(activity.activity_id) ?? C.noActivity),
    sheet: (base) => input.sheet(taggedSheetName(base, tag)),
  };
}

/** The tables of the items of the year's planned clusters, one per kind. */
function itemTables(input: PlanYearInput, tag: string): DocBlock[] {
  const parts = itemTableParts(input, tag);
  const { texts } = parts;
  // In this order: each table takes the next unique sheet name.
  const blocks: DocBlock[] = [
    { kind: 'heading', level: 2, text: texts.headings.tests },
    testsTable(parts),
    { kind: 'heading', level: 2, text: texts.headings.checkups },
    checkupsTable(parts),
    { kind: 'heading', level: 2, text: texts.headings.activities },
    activitiesTable(parts),
    { kind: 'heading', level: 2, text: texts.headings.links },
    linksTable(parts),
    { kind: 'heading', level: 2, text: texts.headings.materials },
    materialsTable(parts),
  ];
  if (parts.fields.comment) {
    blocks.push({ kind: 'heading', level: 2, text: texts.headings.comments }, commentsTable(parts));
  }
  return blocks;
}

function testsTable(parts: ItemTableParts): DocTable {
  const { plan, names, texts, words, fields, lookups, yesNo } = parts;
  const C = texts.columns;
  return tableOf<TPlanTest>({
    sheet: parts.sheet(texts.sheets.tests),
    emptyText: texts.empty.tests,
    items: inPlanOrder(plan.tests, parts.plannedOrder),
    columns: [
      parts.clusterColumn,
      { label: C.name, type: 'text', width: 3, cell: (t) => t.name },
      { label: C.code, type: 'text', width: 1, cell: (t) => t.code, shown: fields.test_code },
      { label: C.kind, type: 'text', width: 2, cell: (t) => words.kinds[t.kind] },
      { label: C.size, type: 'text', width: 1, cell: (t) => words.sizes[t.size] },
      {
        label: C.format,
        type: 'text',
        width: 2,
        cell: (t) =>
          t.test_format_id === null ? null : (lookups.testFormats.get(t.test_format_id) ?? null),
        shown: fields.test_format,
      },
      { label: C.week, type: 'week', width: 1, cell: (t) => t.week },
      { label: C.minutes, type: 'integer', width: 1, cell: (t) => t.minutes, shown: fields.time },
      {
        label: C.weight,
        type: 'decimal',
        width: 1,
        cell: (t) => decimalOf(t.weight),
        shown: fields.weight,
      },
      { label: C.resit, type: 'text', width: 1, cell: (t) => yesNo(t.resit), shown: fields.resit },
      {
        label: C.result,
        type: 'text',
        width: 2,
        cell: (t) => words.results[t.result_type],
        shown: fields.result,
      },
      {
        label: termTitle(names, 'credit', 'plural'),
        type: 'decimal',
        width: 1,
        cell: (t) => decimalOf(t.ects),
        shown: fields.ects,
      },
      parts.goalsColumn,
    ],
  });
}

function checkupsTable(parts: ItemTableParts): DocTable {
  const { texts } = parts;
  const C = texts.columns;
  return tableOf<TPlanCheckup>({
    sheet: parts.sheet(texts.sheets.checkups),
    emptyText: texts.empty.checkups,
    items: inPlanOrder(parts.plan.checkups, parts.plannedOrder),
    columns: [
      parts.clusterColumn,
      { label: C.title, type: 'text', width: 3, cell: (c) => c.title },
      { label: C.week, type: 'week', width: 1, cell: (c) => c.week },
      { label: C.details, type: 'text', width: 4, cell: (c) => c.details },
    ],
  });
}

function activitiesTable(parts: ItemTableParts): DocTable {
  const { texts, fields } = parts;
  const C = texts.columns;
  return tableOf<TPlanActivity>({
    sheet: parts.sheet(texts.sheets.activities),
    emptyText: texts.empty.activities,
    items: inPlanOrder(parts.plan.activities, parts.plannedOrder),
    columns: [
      parts.clusterColumn,
      { label: C.activity, type: 'text', width: 3, cell: parts.activityName },
      {
        label: C.teacher,
        type: 'text',
        width: 2,
        cell: (a) => a.teacher,
        shown: fields.teacher,
      },
      { label: texts.timeline.firstWeek, type: 'week', width: 1, cell: (a) => a.start_week },
      { label: texts.timeline.lastWeek, type: 'week', width: 1, cell: (a) => a.end_week },
      {
        label: C.classHours,
        type: 'decimal',
        width: 1,
        cell: (a) => decimalOf(a.class_hours),
        shown: fields.class_hours,
      },
      {
        label: C.totalHours,
        type: 'decimal',
        width: 1,
        cell: (a) => {
          const hours = decimalOf(a.class_hours);
          return hours === null ? null : rounded(hours * weeksOf(a));
        },
        shown: fields.class_hours,
      },
      { label: C.method, type: 'text', width: 2, cell: (a) => a.method, shown: fields.method },
      { label: C.reading, type: 'text', width: 2, cell: (a) => a.reading, shown: fields.reading },
      { label: C.tools, type: 'text', width: 2, cell: (a) => a.tools, shown: fields.tools },
      {
        label: C.toolsPermitted,
        type: 'text',
        width: 2,
        cell: (a) => a.tools_permitted,
        shown: fields.tools_permitted,
      },
      {
        label: C.description,
        type: 'text',
        width: 3,
        cell: (a) => a.description,
        shown: fields.description,
      },
    ],
  });
}

function linksTable(parts: ItemTableParts): DocTable {
  const { plan, texts, words, activityName } = parts;
  const C = texts.columns;
  const testById = new Map(plan.tests.map((test) => [test.id, test]));
  const activityById = new Map(plan.activities.map((activity) => [activity.id, activity]));
  return tableOf<TPlanLink>({
    sheet: parts.sheet(texts.sheets.links),
    emptyText: texts.empty.links,
    items: inPlanOrder(plan.links, parts.plannedOrder),
    columns: [
      parts.clusterColumn,
      {
        label: C.test,
        type: 'text',
        width: 3,
        cell: (l) => testById.get(l.plan_test_id)?.name ?? null,
      },
      {
        label: C.activity,
        type: 'text',
        width: 3,
        // As the plan screen names an activity: its type and weeks ("Hoorcollege (week 2–4)").
        cell: (l) => {
          const activity = activityById.get(l.plan_activity_id);
          if (!activity) return null;
          return `${activityName(activity)} (${C.weekRange(activity.start_week, activity.end_week)})`;
        },
      },
      { label: C.linkType, type: 'text', width: 2, cell: (l) => words.linkTypes[l.type] },
      { label: C.mandatory, type: 'text', width: 1, cell: (l) => parts.yesNo(l.mandatory) },
      parts.goalsColumn,
    ],
  });
}

function materialsTable(parts: ItemTableParts): DocTable {
  const { texts, words } = parts;
  const C = texts.columns;
  return tableOf<TPlanMaterial>({
    sheet: parts.sheet(texts.sheets.materials),
    emptyText: texts.empty.materials,
    items: inPlanOrder(parts.plan.materials, parts.plannedOrder),
    columns: [
      parts.clusterColumn,
      {
        label: C.materialKind,
        type: 'text',
        width: 2,
        cell: (m) => words.materialKinds[m.kind],
      },
      { label: C.title, type: 'text', width: 3, cell: (m) => m.title },
      { label: C.source, type: 'text', width: 4, cell: (m) => m.url ?? m.file_name },
    ],
  });
}

/** The planned clusters' comments (only when the location shows the comment field). */
function commentsTable(parts: ItemTableParts): DocTable {
  const { texts, clusterOf } = parts;
  return tableOf<TPlannedCluster>({
    sheet: parts.sheet(texts.sheets.comments),
    emptyText: texts.empty.comments(parts.names),
    items: parts.plan.planned_clusters.filter((planned) => planned.comment !== null),
    columns: [
      { ...parts.clusterColumn, cell: (p) => clusterOf({ planned_cluster_id: p.id }) },
      { label: texts.columns.comment, type: 'text', width: 6, cell: (p) => p.comment },
    ],
  });
}

/** Covered goals as their indexes in design order: "1.1.1, 1.2.3". */
function goalList(goalIds: readonly number[], lookups: PlanLookups): string | null {
  const goals = goalIds
    .map((id) => lookups.goals.get(id))
    .filter((goal) => goal !== undefined)
    .sort((a, b) => a.order - b.order);
  return goals.length === 0 ? null : goals.map((goal) => goal.index).join(', ');
}

export function planYearSection(input: PlanYearInput): DocSection {
  const { plan, names, language } = input;
  const texts = PLAN_TEXTS[language];
  const key = `plan-${plan.year.position}`;
  const title = `${texts.title} ${yearTitle(names, plan.year)}`;
  const nothing =
    plan.planned_clusters.length === 0 &&
    plan.planned_electives.length === 0 &&
    plan.special_blocks.length === 0;
  if (nothing) {
    return {
      key,
      part: 'plan',
      title,
      blocks: [{ kind: 'paragraph', text: texts.nothingPlanned(names) }],
    };
  }
  const number = (value: number) => formatNumber(language, value);
  const tag = `${SHEET_TAGS[language].year}${plan.year.position}`;
  const blocks: DocBlock[] = [
    {
      kind: 'facts',
      items: [
        { label: texts.facts.weeks, value: number(plan.year.weeks) },
        { label: texts.facts.periods, value: number(plan.year.periods.length) },
        {
          label: texts.facts.plannedClusters(names),
          value: number(plan.planned_clusters.length),
        },
        { label: texts.facts.electives(names), value: number(plan.planned_electives.length) },
        { label: texts.facts.specialBlocks, value: number(plan.special_blocks.length) },
        { label: texts.facts.tests, value: number(plan.tests.length) },
        { label: texts.facts.activities, value: number(plan.activities.length) },
      ],
    },
    { kind: 'heading', level: 2, text: texts.headings.timeline },
    ...timelineTables(input, tag),
  ];
  if (plan.planned_electives.length > 0) {
    blocks.push({ kind: 'paragraph', text: texts.timeline.electiveNote(names) });
  }
  blocks.push(...itemTables(input, tag));
  return { key, part: 'plan', title, blocks };
}
