import type { THealthAnalysis, THealthCheck, THealthItem, TLanguage } from '@cp/contracts';
import type { DocBlock } from '../document';
import { ANALYSIS_TEXTS } from './analysis-texts';
import { tableOf } from './plan-columns';
import { taggedSheetName } from './plan-sheet-names';
import type { Names } from './plan-texts';
import { capitalise, yearTitle } from './words';

/*
 * The curriculum health check of one year in the analysis section (docs/analysis.md "Health
 * check"): the year's score and the whole education's, a table of the checks that apply (what
 * was checked, how many fail, how to fix it) and a table of the failing items, as many as the
 * check lists (HEALTH_ITEMS_MAX per check; a note says when a list is cut).
 */

export type HealthInput = {
  health: THealthAnalysis;
  yearId: number;
  /** The education's years, to name an item of kind 'year' as the screens do. */
  years: { id: number; name: string | null; position: number }[];
  names: Names;
  language: TLanguage;
  tag: string;
  sheet: (name: string) => string;
};

/** Score words of docs/analysis.md: 80 and up healthy, 50 and up needs attention, below worrying. */
function scoreText(language: TLanguage, score: number | null): string {
  const H = ANALYSIS_TEXTS[language].health;
  if (score === null) return H.noScore;
  const band = score >= 80 ? H.bands.good : score >= 50 ? H.bands.fair : H.bands.poor;
  return H.score(score, band);
}

type Finding = { check: THealthCheck; item: THealthItem };

export function healthBlocks(input: HealthInput): DocBlock[] {
  const { health, names, language } = input;
  const texts = ANALYSIS_TEXTS[language];
  const H = texts.health;
  const year = health.years.find((entry) => entry.year_id === input.yearId);
  const checks = (year?.checks ?? []).filter((check) => check.total > 0);
  const label = (check: THealthCheck) => capitalise(H.checks[check.key].label(names));
  const itemLabel = (item: THealthItem) => {
    if (item.kind === 'week' && item.week !== null) return texts.weekLabel(item.week);
    const named = item.kind === 'year' && input.years.find((y) => y.id === item.id);
    return named ? yearTitle(names, named) : item.label;
  };
  const findings: Finding[] = checks.flatMap((check) =>
    check.items.map((item) => ({ check, item })),
  );
  const blocks: DocBlock[] = [
    { kind: 'heading', level: 2, text: H.heading(names) },
    {
      kind: 'facts',
      items: [
        { label: H.yearScore(names), value: scoreText(language, year?.score ?? null) },
        { label: H.educationScore(names), value: scoreText(language, health.education.score) },
      ],
    },
    tableOf<THealthCheck>({
      sheet: input.sheet(taggedSheetName(texts.sheets.health, input.tag)),
      emptyText: H.noChecks,
      items: checks,
      columns: [
        { label: H.check, type: 'text', width: 4, cell: label },
        { label: H.checked, type: 'integer', width: 1, cell: (check) => check.total },
        { label: H.failing, type: 'integer', width: 1, cell: (check) => check.failing },
        { label: H.fix, type: 'text', width: 5, cell: (check) => H.checks[check.key].fix(names) },
      ],
    }),
    tableOf<Finding>({
      sheet: input.sheet(taggedSheetName(texts.sheets.findings, input.tag)),
      emptyText: H.noFindings,
      items: findings,
      columns: [
        { label: H.check, type: 'text', width: 3, cell: ({ check }) => label(check) },
        { label: H.item, type: 'text', width: 4, cell: ({ item }) => itemLabel(item) },
        { label: H.week, type: 'week', width: 1, cell: ({ item }) => item.week },
      ],
    }),
  ];
  for (const check of checks) {
    if (check.failing > check.items.length) {
      blocks.push({
        kind: 'paragraph',
        text: H.truncated(label(check), check.items.length, check.failing),
      });
    }
  }
  return blocks;
}
