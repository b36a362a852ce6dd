import type { TLanguage } from './enums';
import { interpolate } from './messages/keys';
import type {
  TFrameworkCoverageColumn,
  TFrameworkCoverageMeasure,
  TFrameworkCoverageRow,
  TFrameworkCoverageStatus,
} from './rules/framework-coverage';

/*
 * The words of a framework's coverage in both languages (docs/analysis.md "Frameworks"), once
 * for the analysis screen (apps/web/src/i18n/*-framework-coverage.ts take them from here) and
 * the exports (apps/server/src/domain/exports/sections/frameworks.ts), so the two never say
 * different things. Placeholders are i18next's `{{name}}`; the renamable terms use the names of
 * the web app's `useTerms()` (`learningGoal`, `clusters` ...), filled by `interpolate` on the
 * server with `termWords(names)`. A label that is only a term ("{{learningGoals}}") is
 * capitalised by whoever shows it.
 */

export type TFrameworkCoverageWords = {
  /** The frameworks tab's heading and the export's section: "Dekking van kaders". */
  title: string;
  /** Under a framework's name: "Versie 2019, release november 2025"; without a version (a sheet). */
  version: string;
  release: string;
  status: Record<TFrameworkCoverageStatus, string>;
  measures: Record<TFrameworkCoverageMeasure, string>;
  columns: Record<TFrameworkCoverageColumn, string>;
  /** The marks of SLO's flags, and their names (a tooltip, a screen reader, a legend). */
  schoolExam: string;
  centralExam: string;
  schoolExamName: string;
  centralExamName: string;
  /** After a test linked to the item itself, not through a goal. */
  direct: string;
  /** After a cluster that holds a linked goal but is planned in no year. */
  notPlanned: string;
  withdrawn: string;
  /** The credit under every table and list of a framework's items (SLO: CC BY 4.0). */
  attribution: string;
  /** A heading row (a domain): how far the counted items under it are. */
  below: string;
  /** The counted items of all and of the school exam, as the figures name them. */
  scopes: { all: string; schoolExam: string };
  /** "62,5% (40 van 64)" (`part`: not `count`, which i18next reads as a plural). */
  figure: string;
  /** What covered, taught and tested mean, and what is counted. */
  explanation: string;
  /** The document's own words: the figures as a table of numbers, sheet names, an empty table. */
  document: {
    /** The figures table's first column, and its first row (the counted items). */
    measure: string;
    items: string;
    /** "Alle items, %": the column of a scope's percentages. */
    percentOf: string;
    /** Sheet names before the framework's code: "Kader INF havo", "Kadercijfers INF havo". */
    itemsSheet: string;
    figuresSheet: string;
    empty: string;
  };
};

export const FRAMEWORK_COVERAGE_WORDS: Record<TLanguage, TFrameworkCoverageWords> = {
  nl: {
    title: 'Dekking van kaders',
    version: 'Versie {{version}}, release {{release}}',
    release: 'Release {{release}}',
    status: {
      not_covered: 'Niet gedekt',
      covered: 'Gedekt',
      taught: 'Onderwezen',
      tested: 'Getoetst',
    },
    measures: { covered: 'Gedekt', taught: 'Onderwezen', tested: 'Getoetst' },
    columns: {
      code: 'Code',
      title: 'Titel',
      exam: 'Examen',
      status: 'Status',
      goals: '{{learningGoals}}',
      clusters: '{{clusters}}',
      tests: 'Toetsen',
    },
    schoolExam: 'SE',
    centralExam: 'CE',
    schoolExamName: 'schoolexamen',
    centralExamName: 'centraal examen',
    direct: 'direct',
    notPlanned: 'niet gepland',
    withdrawn: 'Vervallen in {{release}}',
    attribution: 'Bron: {{attribution}}, licentie {{licence}}',
    below: '{{covered}} van {{items}} gedekt, {{tested}} getoetst',
    scopes: { all: 'Alle items', schoolExam: 'Schoolexamen (SE)' },
    figure: '{{percent}} ({{part}} van {{items}})',
    explanation:
      'Gedekt: een {{learningGoal}} of toets is aan het item gekoppeld. Onderwezen: een gekoppeld {{learningGoal}} zit in een {{cluster}} die in een {{educationYear}} gepland is. Getoetst: een toets dekt het item, direct of via een gekoppeld {{learningGoal}}. Geteld worden de items zonder onderliggende items (eindtermen, kerndoelen) die nog gepubliceerd zijn.',
    document: {
      measure: 'Dekking',
      items: 'Items',
      percentOf: '{{scope}}, %',
      itemsSheet: 'Kader',
      figuresSheet: 'Kadercijfers',
      empty: 'Dit kader heeft geen items.',
    },
  },
  en: {
    title: 'Framework coverage',
    version: 'Version {{version}}, release {{release}}',
    release: 'Release {{release}}',
    status: {
      not_covered: 'Not covered',
      covered: 'Covered',
      taught: 'Taught',
      tested: 'Tested',
    },
    measures: { covered: 'Covered', taught: 'Taught', tested: 'Tested' },
    columns: {
      code: 'Code',
      title: 'Title',
      exam: 'Exam',
      status: 'Status',
      goals: '{{learningGoals}}',
      clusters: '{{clusters}}',
      tests: 'Tests',
    },
    schoolExam: 'SE',
    centralExam: 'CE',
    schoolExamName: 'school exam',
    centralExamName: 'central exam',
    direct: 'direct',
    notPlanned: 'not planned',
    withdrawn: 'Withdrawn in {{release}}',
    attribution: 'Source: {{attribution}}, licence {{licence}}',
    below: '{{covered}} of {{items}} covered, {{tested}} tested',
    scopes: { all: 'All items', schoolExam: 'School exam (SE)' },
    figure: '{{percent}} ({{part}} of {{items}})',
    explanation:
      'Covered: a {{learningGoal}} or test is linked to the item. Taught: a linked {{learningGoal}} is in a {{cluster}} planned in an {{educationYear}}. Tested: a test covers the item, directly or through a linked {{learningGoal}}. Counted are the items without items under them (eindtermen, kerndoelen) that are still published.',
    document: {
      measure: 'Coverage',
      items: 'Items',
      percentOf: '{{scope}}, %',
      itemsSheet: 'Framework',
      figuresSheet: 'Framework figures',
      empty: 'This framework has no items.',
    },
  },
};

/** "SE", "CE", "SE/CE" or null: the SLO flags of an item as its exam column shows them. */
export function examMarks(
  item: { school_exam: boolean | null; central_exam: boolean | null },
  words: Pick<TFrameworkCoverageWords, 'schoolExam' | 'centralExam'>,
): string | null {
  const marks = [
    ...(item.school_exam ? [words.schoolExam] : []),
    ...(item.central_exam ? [words.centralExam] : []),
  ];
  return marks.length === 0 ? null : marks.join('/');
}

/**
 * Each column of one row as text, for a document (the screen shows the same words with links):
 * lists joined by "; ", a withdrawn item flagged after its title, a heading row's summary in the
 * status column. `number` formats a count in the document's language.
 */
export function frameworkCoverageCells(
  row: TFrameworkCoverageRow,
  words: TFrameworkCoverageWords,
  number: (value: number) => string,
): Record<TFrameworkCoverageColumn, string | null> {
  const { item } = row;
  const list = (texts: string[]) => (texts.length === 0 ? null : texts.join('; '));
  const status = row.status
    ? words.status[row.status]
    : row.below
      ? interpolate(words.below, {
          covered: number(row.below.covered),
          items: number(row.below.items),
          tested: number(row.below.tested),
        })
      : null;
  return {
    code: item.code === '' ? null : item.code,
    title:
      item.withdrawn_in === null
        ? item.title
        : `${item.title} (${interpolate(words.withdrawn, { release: item.withdrawn_in })})`,
    exam: examMarks(item, words),
    status,
    goals: list(item.goals.map((goal) => goal.label)),
    clusters: list(
      item.clusters.map((cluster) =>
        cluster.planned ? cluster.label : `${cluster.label} (${words.notPlanned})`,
      ),
    ),
    tests: list(
      item.tests.map((test) => (test.direct ? `${test.label} (${words.direct})` : test.label)),
    ),
  };
}
