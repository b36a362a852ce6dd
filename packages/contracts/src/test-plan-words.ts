import { EDUCATION_STATUS_LABELS, EDUCATION_TYPE_LABELS } from './education-labels';
import type { TEducationStatus, TEducationType, TLanguage } from './enums';
import type { TEducationSector } from './rules/education-sector';

/*
 * The words of the test plan (docs/test-plan.md) in both languages, once for the Toetsplan screen
 * (apps/web/src/i18n/*-test-plan.ts take them from here) and its documents (the document adapter
 * in apps/server/src/documents), so the two never say different things. The view
 * (views/test-plan.ts) names them by key ("columns.code"); placeholders are i18next's
 * `{{name}}`, the renamable terms use the web app's `useTerms()` names (`cluster`,
 * `educationYear` ...).
 */

/** The columns a test plan can show, in the order a PTA prints them. */
export const TEST_PLAN_COLUMNS = [
  'code',
  'period',
  'weeks',
  'dates',
  'cluster',
  'name',
  'format',
  'purpose',
  'duration',
  'weight',
  'exam_weight',
  'resit',
  'pass_mark',
  'aids',
  'organisation',
  'framework_items',
] as const;
export type TTestPlanColumn = (typeof TEST_PLAN_COLUMNS)[number];

/** The checks of a test plan (also health findings, docs/test-plan.md "Checks"). */
export const TEST_PLAN_CHECKS = [
  'cluster_weights_not_100',
  'weight_units_mixed',
  'summative_without_weight',
  'exam_weight_missing',
  'exam_weights_not_100',
  'resit_rule_missing',
] as const;
export type TTestPlanCheckKey = (typeof TEST_PLAN_CHECKS)[number];

type TBySector = Record<TEducationSector, string>;

export type TTestPlanWords = {
  /** The screen's name, the same in every sector. */
  screen: string;
  /** The document's name per sector. */
  document: TBySector;
  /** The short name in an export's part list and file name. */
  part: TBySector;
  facts: {
    education: string;
    track: string;
    year: string;
    schoolYear: string;
    cohort: string;
    status: string;
    version: string;
    adoption: string;
  };
  /** "Vastgesteld op 12 september 2026 door A. Jansen en P. de Vries". */
  adopted: string;
  /** An adoption without approvals on record (e.g. before reviews were kept). */
  adoptedOn: string;
  /** Said where an adopted document names its adoption, when it is not adopted. */
  notAdopted: string;
  /** On every page of a document that is not adopted. */
  draftMark: string;
  /** "and" between the last two names. */
  and: string;
  columns: Record<TTestPlanColumn, string>;
  /** Column names that differ per sector. */
  sectorColumns: { exam_weight: TBySector; framework_items: TBySector };
  purpose: {
    summative: string;
    formative: string;
    /** A summative test that counts for the exam: "summatief (SE)". */
    forExam: TBySector;
  };
  /** A period without a name ("P2"), and a range of periods ("P1–P2"). */
  period: { unnamed: string; range: string };
  /** A year without a name: "Leerjaar 2". */
  yearUnnamed: string;
  weeks: { one: string; range: string; inTestWeek: string };
  duration: { minutes: string; hours: string; both: string };
  resit: {
    none: string;
    /** "1× (hoogste telt)". */
    withRule: string;
    withoutRule: string;
    rules: { highest: string; last: string; capped: string };
  };
  /** Group headings and totals. */
  group: {
    /** The cluster's line above its tests: its code, EC and subjects. */
    ects: string;
    /** One credit: the singular term. */
    ectsOne: string;
    subjects: string;
    courseCode: string;
    elective: string;
    total: string;
    totalYear: string;
    /** A sum of weights in both units: "100% + 3×". */
    mixedTotal: string;
    tests: string;
  };
  /**
   * A test that also covers the goals of other clusters of the year (docs/test-plan.md "A test
   * for two clusters"): its cluster cell ("1.1 Tekeningen · ook 1.2 Berekeningen"), and the line
   * under each such cluster's heading that names the test.
   */
  also: { cluster: string; tests: string };
  checks: Record<TTestPlanCheckKey, string>;
  /** The education's type and status, as everywhere else (education-labels.ts). */
  types: Record<TEducationType, string>;
  statuses: Record<TEducationStatus, string>;
  checksTitle: string;
  noChecks: string;
  empty: string;
};

const nl: TTestPlanWords = {
  screen: 'Toetsplan',
  document: {
    vo: 'Programma van toetsing en afsluiting (PTA)',
    mbo: 'Examenplan',
    ho: 'Onderwijs- en examenregeling: onderwijseenheden en tentamens',
  },
  part: { vo: 'PTA', mbo: 'Examenplan', ho: 'OER-tabel' },
  facts: {
    education: 'Opleiding',
    track: 'Type',
    year: '{{EducationYear}}',
    schoolYear: 'Schooljaar',
    cohort: 'Cohort',
    status: 'Status',
    version: 'Versie',
    adoption: 'Vaststelling',
  },
  adopted: 'Vastgesteld op {{date}} door {{names}}',
  adoptedOn: 'Vastgesteld op {{date}}',
  notAdopted: 'Nog niet vastgesteld',
  draftMark: 'CONCEPT',
  and: 'en',
  columns: {
    code: 'Code',
    period: 'Periode',
    weeks: 'Week',
    dates: 'Datum',
    cluster: '{{Cluster}}',
    name: 'Inhoud',
    format: 'Toetsvorm',
    purpose: 'Soort',
    duration: 'Duur',
    weight: 'Weging',
    exam_weight: 'Weging examen',
    resit: 'Herkansing',
    pass_mark: 'Cesuur',
    aids: 'Hulpmiddelen',
    organisation: 'Organisatie',
    framework_items: 'Eindtermen',
  },
  sectorColumns: {
    exam_weight: { vo: 'Weging SE', mbo: 'Weging examen', ho: 'Weging tentamen' },
    framework_items: { vo: 'Eindtermen', mbo: 'Kerntaken en werkprocessen', ho: 'Leeruitkomsten' },
  },
  purpose: {
    summative: 'summatief',
    formative: 'formatief',
    forExam: { vo: 'summatief (SE)', mbo: 'summatief (examen)', ho: 'summatief (tentamen)' },
  },
  period: { unnamed: 'P{{position}}', range: '{{start}}–{{end}}' },
  yearUnnamed: '{{EducationYear}} {{position}}',
  weeks: { one: 'wk {{week}}', range: 'wk {{start}}–{{end}}', inTestWeek: '{{weeks}} ({{name}})' },
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} uur',
    both: '{{minutes}} min + {{hours}} uur',
  },
  resit: {
    none: 'nee',
    withRule: '{{count}}× ({{rule}})',
    withoutRule: '{{count}}×',
    rules: { highest: 'hoogste telt', last: 'laatste telt', capped: 'max. voldoende' },
  },
  group: {
    ects: '{{ects}} {{credits}}',
    ectsOne: '{{ects}} {{credit}}',
    subjects: '{{Subject}}: {{subjects}}',
    courseCode: 'Cursuscode {{code}}',
    elective: 'Keuze in {{elective}}',
    total: 'Totaal',
    totalYear: 'Totaal {{educationYear}}',
    mixedTotal: '{{percent}}% + {{factor}}×',
    tests: '{{count}} toetsen',
  },
  also: {
    cluster: '{{cluster}} · ook {{clusters}}',
    tests: 'Ook getoetst in {{tests}}',
  },
  checks: {
    cluster_weights_not_100:
      'De wegingen in procenten van {{name}} tellen op tot {{sum}}% in plaats van 100%',
    weight_units_mixed: '{{name}} heeft wegingen in procenten én als factor; kies één eenheid',
    summative_without_weight: 'De summatieve toets {{name}} heeft geen weging',
    exam_weight_missing: '{{name}} telt mee voor het examen maar heeft geen examenweging',
    exam_weights_not_100:
      'De examenwegingen van {{name}} tellen over alle {{educationYears}} op tot {{sum}}% in plaats van 100%',
    resit_rule_missing: 'Bij {{name}} staat niet welk resultaat telt na een herkansing',
  },
  types: EDUCATION_TYPE_LABELS.nl,
  statuses: EDUCATION_STATUS_LABELS.nl,
  checksTitle: 'Controles',
  noChecks: 'Geen opmerkingen: de wegingen tellen op en elke toets is compleet.',
  empty: 'Geen toetsen gepland in dit {{educationYear}}',
};

const en: TTestPlanWords = {
  screen: 'Test plan',
  document: {
    vo: 'Programme of testing and completion (PTA)',
    mbo: 'Examination plan',
    ho: 'Education and examination regulations: course units and tests',
  },
  part: { vo: 'PTA', mbo: 'Examination plan', ho: 'OER table' },
  facts: {
    education: 'Curriculum',
    track: 'Type',
    year: '{{EducationYear}}',
    schoolYear: 'School year',
    cohort: 'Cohort',
    status: 'Status',
    version: 'Version',
    adoption: 'Adoption',
  },
  adopted: 'Adopted on {{date}} by {{names}}',
  adoptedOn: 'Adopted on {{date}}',
  notAdopted: 'Not adopted yet',
  draftMark: 'DRAFT',
  and: 'and',
  columns: {
    code: 'Code',
    period: 'Period',
    weeks: 'Week',
    dates: 'Date',
    cluster: '{{Cluster}}',
    name: 'Content',
    format: 'Test format',
    purpose: 'Kind',
    duration: 'Duration',
    weight: 'Weight',
    exam_weight: 'Exam weight',
    resit: 'Resit',
    pass_mark: 'Pass mark',
    aids: 'Permitted aids',
    organisation: 'Organisation',
    framework_items: 'Attainment targets',
  },
  sectorColumns: {
    exam_weight: { vo: 'School exam weight', mbo: 'Exam weight', ho: 'Test weight' },
    framework_items: {
      vo: 'Attainment targets',
      mbo: 'Core tasks and work processes',
      ho: 'Learning outcomes',
    },
  },
  purpose: {
    summative: 'summative',
    formative: 'formative',
    forExam: {
      vo: 'summative (school exam)',
      mbo: 'summative (exam)',
      ho: 'summative (examination)',
    },
  },
  period: { unnamed: 'P{{position}}', range: '{{start}}–{{end}}' },
  yearUnnamed: '{{EducationYear}} {{position}}',
  weeks: { one: 'wk {{week}}', range: 'wk {{start}}–{{end}}', inTestWeek: '{{weeks}} ({{name}})' },
  duration: {
    minutes: '{{minutes}} min',
    hours: '{{hours}} h',
    both: '{{minutes}} min + {{hours}} h',
  },
  resit: {
    none: 'no',
    withRule: '{{count}}× ({{rule}})',
    withoutRule: '{{count}}×',
    rules: { highest: 'highest counts', last: 'last counts', capped: 'capped at a pass' },
  },
  group: {
    ects: '{{ects}} {{credits}}',
    ectsOne: '{{ects}} {{credit}}',
    subjects: '{{Subject}}: {{subjects}}',
    courseCode: 'Course code {{code}}',
    elective: 'Choice in {{elective}}',
    total: 'Total',
    totalYear: 'Total {{educationYear}}',
    mixedTotal: '{{percent}}% + {{factor}}×',
    tests: '{{count}} tests',
  },
  also: {
    cluster: '{{cluster}} · also {{clusters}}',
    tests: 'Also tested in {{tests}}',
  },
  checks: {
    cluster_weights_not_100:
      'The percentage weights of {{name}} add up to {{sum}}% instead of 100%',
    weight_units_mixed: '{{name}} has weights in percent and as factors; choose one unit',
    summative_without_weight: 'The summative test {{name}} has no weight',
    exam_weight_missing: '{{name}} counts for the exam but has no exam weight',
    exam_weights_not_100:
      'The exam weights of {{name}} add up to {{sum}}% over all {{educationYears}} instead of 100%',
    resit_rule_missing: '{{name}} does not say which result counts after a resit',
  },
  types: EDUCATION_TYPE_LABELS.en,
  statuses: EDUCATION_STATUS_LABELS.en,
  checksTitle: 'Checks',
  noChecks: 'Nothing to remark: the weights add up and every test is complete.',
  empty: 'No tests planned in this {{educationYear}}',
};

export const TEST_PLAN_WORDS: Record<TLanguage, TTestPlanWords> = { nl, en };
