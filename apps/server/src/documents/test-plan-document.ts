import {
  TEST_PLAN_COLUMNS,
  TEST_PLAN_WORDS,
  formatViewValue,
  formatViewWord,
  testPlanView,
  word,
  wordValue,
  type TLanguage,
  type TNamePair,
  type TNamingTerm,
  type TTestPlanColumn,
  type TTestPlanData,
  type TTestPlanView,
  type TViewFormat,
  type TViewValue,
} from '@cp/contracts';
import type { DocBlock, DocSection, DocTable } from '../domain/exports/document';
import { documentColumns, documentRow, viewFormat } from './view-to-document';

/*
 * The test plan of one year as a document section (docs/exports.md "Test plan"): the PTA (VO),
 * examenplan (MBO) or OER table (HO), from the one view the Toetsplan screen shows
 * (contracts views/test-plan.ts). In PDF and Word: the header facts, then per cluster its heading,
 * its details and its tests with a totals row, then the checks and the frameworks' credits. In
 * Excel: one sheet with every test of the year in week order (with the cluster column) and the
 * year's totals, so it can be sorted and filtered.
 */

export type TestPlanSectionOptions = {
  language: TLanguage;
  names: Record<TNamingTerm, TNamePair>;
};

/** The view's rows keyed by column (the group and year totals rows have the same keys). */
type Row = Record<TTestPlanColumn, TViewValue>;

export function testPlanSection(data: TTestPlanData, options: TestPlanSectionOptions): DocSection {
  const words = TEST_PLAN_WORDS[options.language];
  const format = viewFormat(options.language, words, options.names);
  const view = testPlanView(data);
  const say = (value: TViewValue) => formatViewValue(value, format);

  const yearName =
    data.year.name ?? formatViewWord(word('yearUnnamed', { position: data.year.position }), format);
  const title = `${formatViewWord(view.title, format)}: ${yearName}`;
  const partName = words.part[view.sector];
  const emptyText = formatViewWord(word('empty'), format);

  const rowsById = new Map(view.rows.map((row) => [row.test_id, row.cells]));
  const yearTotals = yearTotalsRow(view.totals, format);
  const allRows: Row[] = [
    ...view.rows.map((row) => row.cells),
    ...view.groups.map((group) => group.totals_row),
    yearTotals,
  ];
  const pageColumns = documentColumns(view.columns, allRows, format, { leaveOut: ['cluster'] });
  const sheetColumns = documentColumns(view.columns, allRows, format);

  const blocks: DocBlock[] = [
    {
      kind: 'facts',
      items: view.facts.map((fact) => ({
        label: formatViewWord(fact.label, format),
        value: say(fact.value),
      })),
    },
  ];

  const groups = view.groups.filter((group) => group.test_ids.length > 0);
  if (groups.length === 0) blocks.push({ kind: 'paragraph', text: emptyText });
  for (const group of groups) {
    const heading = say(group.title);
    blocks.push({ kind: 'heading', level: 2, text: heading });
    const table: DocTable = {
      kind: 'table',
      only: 'pages',
      sheet: `${partName} ${heading}`,
      // The details as the table's caption: kept with the table and its heading on one page.
      ...(group.details.length > 0
        ? { caption: group.details.map((detail) => formatViewWord(detail, format)).join(' · ') }
        : {}),
      columns: pageColumns.map((column) => column.column),
      rows: [
        ...group.test_ids.flatMap((id) => {
          const row = rowsById.get(id);
          return row ? [documentRow(pageColumns, row)] : [];
        }),
        documentRow(pageColumns, group.totals_row),
      ],
      totalRow: true,
      emptyText,
    };
    blocks.push(table);
  }

  blocks.push({ kind: 'heading', level: 2, text: formatViewWord(word('checksTitle'), format) });
  if (view.checks.length === 0) {
    blocks.push({ kind: 'paragraph', text: formatViewWord(word('noChecks'), format) });
  }
  for (const check of view.checks) {
    blocks.push({ kind: 'paragraph', text: formatViewWord(check.word, format) });
  }
  for (const credit of data.framework_credits) blocks.push({ kind: 'paragraph', text: credit });

  // Excel: the whole year on one sheet, in week order, with the cluster column and the totals.
  blocks.push({
    kind: 'table',
    only: 'sheet',
    sheet: `${partName} ${yearName}`.length <= 31 ? `${partName} ${yearName}` : yearName,
    caption: title,
    columns: sheetColumns.map((column) => column.column),
    rows:
      view.rows.length === 0
        ? []
        : [
            ...view.rows.map((row) => documentRow(sheetColumns, row.cells)),
            documentRow(sheetColumns, yearTotals),
          ],
    totalRow: view.rows.length > 0,
    emptyText,
    ...(data.framework_credits.length ? { footnote: data.framework_credits.join(' · ') } : {}),
  });

  // Landscape throughout: the tests' tables are wide, and Word would turn every cluster's
  // details line between two of them into a portrait page of its own.
  const landscape = pageColumns.length > 7;
  return { key: `test-plan-${data.year.position}`, part: 'test_plan', title, blocks, landscape };
}

/**
 * The year's totals as a row: "Totaal (42 toetsen)" and the minutes and study hours. Weights are
 * left out: percentages of different clusters add up to nothing meaningful.
 */
function yearTotalsRow(totals: TTestPlanView['totals'], format: TViewFormat): Row {
  const row = Object.fromEntries(TEST_PLAN_COLUMNS.map((key) => [key, null])) as Row;
  const total = formatViewWord(word('group.total'), format);
  const tests = formatViewWord(word('group.tests', { count: totals.tests }), format);
  row.name = { type: 'text', text: `${total} (${tests})` };
  const { minutes, study_hours: hours } = totals;
  if (minutes && hours) row.duration = wordValue('duration.both', { minutes, hours });
  else if (minutes) row.duration = wordValue('duration.minutes', { minutes });
  else if (hours) row.duration = wordValue('duration.hours', { hours });
  return row;
}
