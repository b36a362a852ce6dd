import { sql } from 'drizzle-orm';
import {
  coverageFigures,
  coveragePercent,
  FRAMEWORK_COVERAGE_COLUMNS,
  FRAMEWORK_COVERAGE_MEASURES,
  FRAMEWORK_COVERAGE_WORDS,
  frameworkCoverageCells,
  frameworkCoverageRows,
  hasSchoolExamItems,
  interpolate,
  termWords,
  type TFrameworkCoverage,
  type TFrameworkCoverageMeasure,
  type TLanguage,
  type TMessageParams,
} from '@cp/contracts';
import type { DbOrTx } from '../../../db/client';
import { selectRows } from '../../analysis/sql-rows';
import { loadFrameworkCoverage } from '../../frameworks/load-framework-coverage';
import type { LocationScope } from '../../locations/location-scope';
import type { DocBlock, DocSection } from '../document';
import type { SectionContext } from './context';
import { tableOf } from './plan-columns';
import { taggedSheetName } from './plan-sheet-names';
import type { Names } from './plan-texts';
import { capitalise, formatNumber, sheetName } from './words';

/*
 * The coverage of every framework the education links to, in the analysis part of an export
 * (docs/exports.md, docs/analysis.md "Frameworks"): per framework its name, version, the figures
 * as a table of numbers, what they mean and the table of its items, with the framework's credit
 * under it in every format (SLO's data is CC BY 4.0). Built from the screen's view of the
 * coverage (@cp/contracts frameworkCoverageRows, FRAMEWORK_COVERAGE_COLUMNS and
 * FRAMEWORK_COVERAGE_WORDS), so the document and the frameworks tab say the same. Unfiltered:
 * a document shows the whole framework.
 */

/** The frameworks the education's goals or tests link to that the location may use, by title. */
export async function linkedFrameworkIds(
  db: DbOrTx,
  scope: LocationScope,
  educationId: number,
): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select f.id from frameworks f
      where (f.location_id is null or f.location_id = ${scope.locationId})
        and f.id in (
          select i.framework_id from framework_items i
          where i.id in (
            select l.framework_item_id from learning_goal_framework_items l
            join learning_goals g on g.id = l.learning_goal_id
            where g.education_id = ${educationId}
            union
            select l.framework_item_id from plan_test_framework_items l
            join plan_tests t on t.id = l.plan_test_id
            where t.education_id = ${educationId}))
      order by f.title, f.id`,
  );
  return rows.map((row) => row.id);
}

type Figures = {
  label: string;
  all: number;
  allPercent: number | null;
  schoolExam: number;
  schoolExamPercent: number | null;
};

/** The counted items, then covered, taught and tested: counts and percentages, as numbers. */
function figureRows(
  coverage: TFrameworkCoverage,
  label: (measure: 'items' | TFrameworkCoverageMeasure) => string,
): Figures[] {
  const all = coverageFigures(coverage.totals);
  const schoolExam = coverageFigures(coverage.school_exam_totals);
  return [
    {
      label: label('items'),
      all: coverage.totals.items,
      allPercent: null,
      schoolExam: coverage.school_exam_totals.items,
      schoolExamPercent: null,
    },
    ...FRAMEWORK_COVERAGE_MEASURES.map((measure, index) => ({
      label: label(measure),
      all: all[index]!.count,
      allPercent: coveragePercent(all[index]!.share),
      schoolExam: schoolExam[index]!.count,
      schoolExamPercent: coveragePercent(schoolExam[index]!.share),
    })),
  ];
}

/** One framework's coverage as blocks: heading, version, figures, explanation, items, credit. */
export function frameworkCoverageBlocks(input: {
  coverage: TFrameworkCoverage;
  names: Names;
  language: TLanguage;
  sheet: (name: string) => string;
}): DocBlock[] {
  const { coverage, names, language, sheet } = input;
  const { framework } = coverage;
  const words = FRAMEWORK_COVERAGE_WORDS[language];
  const terms = termWords(names);
  const fill = (text: string, params: TMessageParams = {}) =>
    interpolate(text, { ...terms, ...params });
  const number = (value: number) => formatNumber(language, value);
  // The framework's code names its sheets ("Kader INF havo"); a long title is cut, never the word.
  const tag = sheetName(framework.code || framework.title)
    .slice(0, 16)
    .trim();
  const credit =
    framework.attribution === '' && framework.licence === ''
      ? null
      : fill(words.attribution, {
          attribution: framework.attribution,
          licence: framework.licence,
        });
  const schoolExam = hasSchoolExamItems(coverage);
  const rows = frameworkCoverageRows(coverage);

  const figures = tableOf<Figures>({
    sheet: sheet(taggedSheetName(words.document.figuresSheet, tag)),
    emptyText: words.document.empty,
    items: figureRows(coverage, (measure) =>
      measure === 'items' ? words.document.items : words.measures[measure],
    ),
    columns: [
      { label: words.document.measure, type: 'text', width: 3, cell: (row) => row.label },
      { label: words.scopes.all, type: 'integer', width: 2, cell: (row) => row.all },
      {
        label: fill(words.document.percentOf, { scope: words.scopes.all }),
        type: 'decimal',
        width: 2,
        cell: (row) => row.allPercent,
      },
      {
        label: words.scopes.schoolExam,
        type: 'integer',
        width: 2,
        cell: (row) => row.schoolExam,
        shown: schoolExam,
      },
      {
        label: fill(words.document.percentOf, { scope: words.scopes.schoolExam }),
        type: 'decimal',
        width: 2,
        cell: (row) => row.schoolExamPercent,
        shown: schoolExam,
      },
    ],
  });

  const cells = rows.map((row) => frameworkCoverageCells(row, words, number));
  const items = tableOf<(typeof cells)[number]>({
    sheet: sheet(taggedSheetName(words.document.itemsSheet, tag)),
    emptyText: words.document.empty,
    items: cells,
    columns: FRAMEWORK_COVERAGE_COLUMNS.map(({ key, width }) => ({
      label: capitalise(fill(words.columns[key])),
      type: 'text' as const,
      width,
      cell: (row: (typeof cells)[number]) => row[key],
    })),
  });

  return [
    {
      kind: 'heading',
      level: 2,
      text: framework.code ? `${framework.title} (${framework.code})` : framework.title,
    },
    {
      kind: 'paragraph',
      text: fill(framework.version === '' ? words.release : words.version, {
        version: framework.version,
        release: framework.release,
      }),
    },
    figures,
    { kind: 'paragraph', text: fill(words.explanation) },
    credit === null ? items : { ...items, footnote: credit },
  ];
}

/**
 * The section of every framework the education links to (key `analysis-frameworks`); null when
 * it links to none. Per framework the three statements of loadFrameworkCoverage, whatever its size.
 */
export async function frameworksSection(
  context: Pick<SectionContext, 'db' | 'scope' | 'education' | 'names' | 'language'>,
  sheet: (name: string) => string,
): Promise<DocSection | null> {
  const { db, scope, education, names, language } = context;
  const ids = await linkedFrameworkIds(db, scope, education.id);
  if (ids.length === 0) return null;
  const blocks: DocBlock[] = [];
  for (const frameworkId of ids) {
    // One after the other: PGlite runs one query at a time.
    const coverage = await loadFrameworkCoverage(db, {
      scope,
      educationId: education.id,
      frameworkId,
      filters: { schoolExamOnly: false },
    });
    blocks.push(...frameworkCoverageBlocks({ coverage, names, language, sheet }));
  }
  return {
    key: 'analysis-frameworks',
    part: 'analysis',
    title: FRAMEWORK_COVERAGE_WORDS[language].title,
    blocks,
  };
}
