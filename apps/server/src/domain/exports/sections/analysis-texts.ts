import { TEST_PEAK_RULE, type THealthCheckKey, type TLanguage } from '@cp/contracts';
import type { Names } from './plan-texts';
import { capitalise } from './words';

/*
 * The fixed words of the analysis section in Dutch and English, as the analysis screen says them
 * (apps/web/src/i18n/*-analysis*.ts). Words that name a renamable term take `names`. The words of
 * test kinds, sizes and results are the plan section's (plan-texts.ts ITEM_WORDS).
 */

type Term = (names: Names) => string;

export type AnalysisTexts = {
  /** Section title before the year's title: "Analyse Leerjaar 2". */
  title: string;
  nothingPlanned: Term;
  weekLabel: (week: number) => string;
  /** A year without periods (and so without weeks): the per-week and per-period tables. */
  noWeeks: Term;
  none: string;
  percent: (value: string) => string;
  health: {
    heading: Term;
    yearScore: Term;
    educationScore: Term;
    score: (score: number, band: string) => string;
    noScore: string;
    bands: { good: string; fair: string; poor: string };
    check: string;
    checked: string;
    failing: string;
    fix: string;
    item: string;
    week: string;
    noChecks: string;
    noFindings: string;
    truncated: (check: string, shown: number, failing: number) => string;
    checks: Record<THealthCheckKey, { label: Term; fix: Term }>;
  };
  norm: {
    label: string;
    none: Term;
    hours: string;
    exactly: (value: string, unit: string) => string;
    between: (min: string, max: string, unit: string) => string;
    atLeast: (value: string, unit: string) => string;
    atMost: (value: string, unit: string) => string;
    line: (planned: string, unit: string, range: string, status: string) => string;
    source: string;
    status: { under: string; within: string; over: string };
  };
  planning: {
    heading: string;
    yearEcts: Term;
    emptyWeeks: string;
    unplannedCount: Term;
    period: string;
    firstWeek: string;
    lastWeek: string;
    unplannedCaption: Term;
    allPlanned: Term;
  };
  goals: {
    index: string;
    title: string;
    level: string;
    tests: string;
    links: string;
    all: Term;
    notInCluster: Term;
    held: Term;
    heldNotTested: string;
    heldTestedOnce: string;
    /** Which goals the table lists (not all 600 of the education in every year). */
    caption: Term;
    empty: Term;
  };
  tests: {
    heading: string;
    week: string;
    period: string;
    tests: string;
    minutes: string;
    weight: string;
    peak: string;
    perWeekCaption: string;
    perPeriodCaption: string;
    rule: string;
    peaks: (weeks: string) => string;
    noPeaks: string;
  };
  intensity: {
    heading: string;
    classHours: string;
    studyHours: string;
    testsOfSize: (size: string) => string;
    testMinutes: string;
    againstNorm: (norm: string) => string;
    specialBlocks: string;
    normPerWeek: string;
    hoursValue: (hours: string) => string;
  };
  coverage: {
    heading: string;
    designed: string;
    practised: string;
    tested: string;
    goalTitle: Term;
    explanation: Term;
    empty: Term;
  };
  overview: {
    heading: string;
    name: string;
    code: string;
    kind: string;
    size: string;
    format: string;
    resit: string;
    result: string;
    empty: string;
  };
  team: {
    heading: string;
    teacher: string;
    noTeacher: string;
    total: string;
    inSpecialBlocks: string;
    hours: string;
    empty: string;
    perWeekCaption: (period: string) => string;
    noHours: string;
  };
  /** Sheet names without the year tag (fixed words, short). */
  sheets: {
    health: string;
    findings: string;
    periodEcts: string;
    unplanned: string;
    testLoad: string;
    testPeriods: string;
    intensity: string;
    coverage: string;
    overview: string;
    team: string;
    /** With the period's tag: "Teaminzet J2 P1". */
    teamWeeks: string;
  };
};

const { maxLargePerWeek: LARGE, maxTestsPerWeek: ALL } = TEST_PEAK_RULE;

export const ANALYSIS_TEXTS: Record<TLanguage, AnalysisTexts> = {
  nl: {
    title: 'Analyse',
    nothingPlanned: (n) =>
      `In dit ${n.education_year.singular} zijn nog geen ${n.cluster.plural} gepland, dus er is nog niets te analyseren.`,
    weekLabel: (week) => `Week ${week}`,
    noWeeks: (n) => `Dit ${n.education_year.singular} heeft geen periodes en dus geen weken.`,
    none: 'geen',
    percent: (value) => `${value}%`,
    health: {
      heading: (n) => `Gezondheid van de ${n.education.singular}`,
      yearScore: (n) => `Score van dit ${n.education_year.singular}`,
      educationScore: (n) => `Score van de hele ${n.education.singular}`,
      score: (score, band) => `${score}/100 (${band})`,
      noScore: 'Geen score: nog niets te controleren',
      bands: { good: 'Gezond', fair: 'Aandacht nodig', poor: 'Zorgelijk' },
      check: 'Controle',
      checked: 'Gecontroleerd',
      failing: 'Bevindingen',
      fix: 'Hoe op te lossen',
      item: 'Onderdeel',
      week: 'Week',
      noChecks: 'Er is nog niets om te controleren.',
      noFindings: 'Geen bevindingen: alle controles zijn in orde.',
      truncated: (check, shown, failing) =>
        `${check}: de lijst toont de eerste ${shown} van ${failing} bevindingen.`,
      checks: {
        goal_not_in_cluster: {
          label: (n) => `${n.learning_goal.plural} in geen enkele ${n.cluster.singular}`,
          fix: (n) =>
            `Koppel ze in Ontwerp aan een ${n.cluster.singular}, anders worden ze nergens onderwezen.`,
        },
        goal_never_tested: {
          label: (n) => `${n.learning_goal.plural} die nooit getoetst worden`,
          fix: (n) => `Koppel ze in de planning aan een toets van een ${n.cluster.singular}.`,
        },
        test_without_goals: {
          label: (n) => `toetsen zonder ${n.learning_goal.plural}`,
          fix: (n) =>
            `Open de toets in de planning en kies welke ${n.learning_goal.plural} hij toetst.`,
        },
        link_without_goals: {
          label: (n) => `koppelingen zonder ${n.learning_goal.plural}`,
          fix: (n) =>
            `Open de koppeling in de planning en kies de ${n.learning_goal.plural} die geoefend worden.`,
        },
        activity_without_hours: {
          label: () => 'leeractiviteiten zonder contacturen',
          fix: () => 'Vul in de planning de contacturen van de leeractiviteit in.',
        },
        cluster_without_tests: {
          label: (n) => `geplande ${n.cluster.plural} zonder toetsen`,
          fix: (n) => `Voeg in de planning een toets toe aan de ${n.cluster.singular}.`,
        },
        week_over_peak: {
          label: () => 'weken met een toetspiek',
          fix: () =>
            `Meer dan ${LARGE} grote toetsen of meer dan ${ALL} toetsen in één week. Spreid ze in de planning.`,
        },
        year_off_norm: {
          label: (n) => `${n.education_year.plural} buiten de studielastnorm`,
          fix: (n) =>
            `Plan meer of minder ${n.cluster.plural} in het ${n.education_year.singular}, zodat de studielast binnen de wettelijke norm valt.`,
        },
        framework_item_not_tested: {
          label: () => 'onderdelen van een kader die geen toets toetst',
          fix: (n) =>
            `Van een examenprogramma tellen de onderdelen van het schoolexamen (SE), van een ander kader alle. Koppel in de planning een toets aan het onderdeel of aan een ${n.learning_goal.singular} die eraan gekoppeld is.`,
        },
        framework_item_not_covered: {
          label: (n) => `onderdelen van een kader zonder ${n.learning_goal.plural} of toets`,
          fix: (n) =>
            `Koppel er in Ontwerp ${n.learning_goal.plural} aan, of in de planning een toets.`,
        },
        cluster_weights_not_100: {
          label: (n) =>
            `geplande ${n.cluster.plural} waarvan de wegingen in procenten niet op 100% uitkomen`,
          fix: () =>
            'Pas in het toetsplan de wegingen van de summatieve toetsen aan, zodat ze samen 100% zijn.',
        },
        weight_units_mixed: {
          label: (n) => `geplande ${n.cluster.plural} met wegingen in procenten én als factor`,
          fix: (n) =>
            `Kies in het toetsplan één eenheid voor de wegingen van de ${n.cluster.singular}: procenten of factoren.`,
        },
        summative_without_weight: {
          label: () => 'summatieve toetsen zonder weging',
          fix: () =>
            'Geef de toets in het toetsplan een weging, of maak hem formatief als hij niet meetelt.',
        },
        exam_weight_missing: {
          label: () => 'toetsen die meetellen voor het examen zonder examenweging',
          fix: () => 'Vul in het toetsplan de examenweging van de toets in.',
        },
        exam_weights_not_100: {
          label: (n) =>
            `examenonderdelen waarvan de examenwegingen over alle ${n.education_year.plural} niet op 100% uitkomen`,
          fix: (n) =>
            `Pas in het toetsplan de examenwegingen aan, zodat ze over alle ${n.education_year.plural} samen 100% zijn.`,
        },
        resit_rule_missing: {
          label: () => 'toetsen met een herkansing zonder regel welk resultaat telt',
          fix: () =>
            'Kies in het toetsplan welk resultaat telt na een herkansing: het hoogste, het laatste of maximaal een voldoende.',
        },
      },
    },
    norm: {
      label: 'Studielastnorm',
      none: (n) => `Voor dit type ${n.education.singular} is geen studielastnorm vastgelegd.`,
      hours: 'klokuren',
      exactly: (value, unit) => `precies ${value} ${unit}`,
      between: (min, max, unit) => `${min} tot ${max} ${unit}`,
      atLeast: (value, unit) => `minstens ${value} ${unit}`,
      atMost: (value, unit) => `hoogstens ${value} ${unit}`,
      line: (planned, unit, range, status) =>
        `Gepland: ${planned} ${unit}. Norm per jaar: ${range}. ${status}.`,
      source: 'Bron van de norm',
      status: { under: 'Onder de norm', within: 'Binnen de norm', over: 'Boven de norm' },
    },
    planning: {
      heading: 'Planning',
      yearEcts: (n) => `${capitalise(n.credit.plural)} in het jaar`,
      emptyWeeks: 'Weken zonder planning',
      unplannedCount: (n) => `${capitalise(n.cluster.plural)} nergens gepland`,
      period: 'Periode',
      firstWeek: 'Eerste week',
      lastWeek: 'Laatste week',
      unplannedCaption: (n) =>
        `${capitalise(n.cluster.plural)} van het ontwerp die in geen enkel ${n.education_year.singular} gepland zijn`,
      allPlanned: (n) => `Alle ${n.cluster.plural} van het ontwerp zijn gepland.`,
    },
    goals: {
      index: 'Nummer',
      title: 'Titel',
      level: 'Niveau',
      tests: 'Toetsen dit jaar',
      links: 'Koppelingen dit jaar',
      all: (n) => `${capitalise(n.learning_goal.plural)} van de ${n.education.singular}`,
      notInCluster: (n) => `In geen enkele ${n.cluster.singular}`,
      held: (n) => `In de geplande ${n.cluster.plural} van dit ${n.education_year.singular}`,
      heldNotTested: 'Daarvan niet getoetst dit jaar',
      heldTestedOnce: 'Daarvan maar één keer getoetst',
      caption: (n) =>
        `De ${n.learning_goal.plural} in de geplande ${n.cluster.plural} van dit ${n.education_year.singular}, die dit jaar getoetst of geoefend worden, en die in geen enkele ${n.cluster.singular} staan`,
      empty: (n) =>
        `Dit ${n.education_year.singular} raakt geen ${n.learning_goal.plural}, en alle ${n.learning_goal.plural} staan in een ${n.cluster.singular}.`,
    },
    tests: {
      heading: 'Toetsen',
      week: 'Week',
      period: 'Periode',
      tests: 'Toetsen',
      minutes: 'Minuten',
      weight: 'Weging',
      peak: 'Piekweek',
      perWeekCaption: 'Toetsbelasting per week',
      perPeriodCaption: 'Toetsen per periode',
      rule: `Een piekweek heeft meer dan ${LARGE} grote toetsen of meer dan ${ALL} toetsen.`,
      peaks: (weeks) => `Piekweken: ${weeks}.`,
      noPeaks: 'Er zijn geen piekweken.',
    },
    intensity: {
      heading: 'Intensiteit',
      classHours: 'Contacturen',
      studyHours: 'Studie-uren',
      testsOfSize: (size) => `Toetsen ${size.toLocaleLowerCase('nl')}`,
      testMinutes: 'Toetsminuten',
      againstNorm: (norm) => `T.o.v. norm (${norm} u)`,
      specialBlocks: 'Bijzondere blokken',
      normPerWeek: 'Norm per week',
      hoursValue: (hours) => `${hours} uur`,
    },
    coverage: {
      heading: 'Dekkingsmatrix',
      designed: 'Ontworpen',
      practised: 'Geoefend',
      tested: 'Getoetst',
      goalTitle: (n) => `Titel ${n.learning_goal.singular}`,
      explanation: (n) =>
        `Per ${n.learning_goal.singular} de geplande ${n.cluster.plural} die er iets mee doen. Ontworpen: de ${n.cluster.singular} heeft het ${n.learning_goal.singular} in het ontwerp. Geoefend: een koppeling van de ${n.cluster.singular} dekt het. Getoetst: een toets van de ${n.cluster.singular} dekt het. De percentages zijn het deel van alle ${n.learning_goal.plural} met minstens één zo'n ${n.cluster.singular} dit jaar.`,
      empty: (n) =>
        `Geen enkele geplande ${n.cluster.singular} ontwerpt, oefent of toetst een ${n.learning_goal.singular}.`,
    },
    overview: {
      heading: 'Toetsoverzicht',
      name: 'Toets',
      code: 'Toetscode',
      kind: 'Soort toets',
      size: 'Omvang',
      format: 'Toetsvorm',
      resit: 'Herkansing',
      result: 'Resultaat',
      empty: 'In dit jaar zijn nog geen toetsen gepland.',
    },
    team: {
      heading: 'Teaminzet',
      teacher: 'Docent',
      noTeacher: 'Zonder docent',
      total: 'Totaal',
      inSpecialBlocks: 'Uren in bijzondere blokken',
      hours: 'Contacturen',
      empty: 'Er zijn in dit jaar nog geen leeractiviteiten.',
      perWeekCaption: (period) => `Contacturen per docent en week: ${period}`,
      noHours: 'In deze periode heeft geen docent contacturen.',
    },
    sheets: {
      health: 'Gezondheid',
      findings: 'Bevindingen',
      periodEcts: 'EC per periode',
      unplanned: 'Nergens gepland',
      testLoad: 'Toetslast',
      testPeriods: 'Toetsen per periode',
      intensity: 'Intensiteit',
      coverage: 'Dekking',
      overview: 'Toetsoverzicht',
      team: 'Teaminzet',
      teamWeeks: 'Teaminzet',
    },
  },
  en: {
    title: 'Analysis',
    nothingPlanned: (n) =>
      `No ${n.cluster.plural} are planned in this ${n.education_year.singular} yet, so there is nothing to analyse.`,
    weekLabel: (week) => `Week ${week}`,
    noWeeks: (n) => `This ${n.education_year.singular} has no periods, so no weeks.`,
    none: 'none',
    percent: (value) => `${value}%`,
    health: {
      heading: (n) => `Health of the ${n.education.singular}`,
      yearScore: (n) => `Score of this ${n.education_year.singular}`,
      educationScore: (n) => `Score of the whole ${n.education.singular}`,
      score: (score, band) => `${score}/100 (${band})`,
      noScore: 'No score: nothing to check yet',
      bands: { good: 'Healthy', fair: 'Needs attention', poor: 'Worrying' },
      check: 'Check',
      checked: 'Checked',
      failing: 'Findings',
      fix: 'How to fix',
      item: 'Item',
      week: 'Week',
      noChecks: 'There is nothing to check yet.',
      noFindings: 'No findings: every check passes.',
      truncated: (check, shown, failing) =>
        `${check}: the list shows the first ${shown} of ${failing} findings.`,
      checks: {
        goal_not_in_cluster: {
          label: (n) => `${n.learning_goal.plural} in no ${n.cluster.singular}`,
          fix: (n) => `Link them to a ${n.cluster.singular} in Design, or they are taught nowhere.`,
        },
        goal_never_tested: {
          label: (n) => `${n.learning_goal.plural} never tested`,
          fix: (n) => `Link them to a test of a ${n.cluster.singular} in the plan.`,
        },
        test_without_goals: {
          label: (n) => `tests without ${n.learning_goal.plural}`,
          fix: (n) =>
            `Open the test in the plan and choose which ${n.learning_goal.plural} it tests.`,
        },
        link_without_goals: {
          label: (n) => `links without ${n.learning_goal.plural}`,
          fix: (n) =>
            `Open the link in the plan and choose the ${n.learning_goal.plural} it practises.`,
        },
        activity_without_hours: {
          label: () => 'learning activities without class hours',
          fix: () => 'Fill in the class hours of the learning activity in the plan.',
        },
        cluster_without_tests: {
          label: (n) => `planned ${n.cluster.plural} without tests`,
          fix: (n) => `Add a test to the ${n.cluster.singular} in the plan.`,
        },
        week_over_peak: {
          label: () => 'weeks with a test peak',
          fix: () =>
            `More than ${LARGE} large tests or more than ${ALL} tests in one week. Spread them in the plan.`,
        },
        year_off_norm: {
          label: (n) => `${n.education_year.plural} outside the study-load norm`,
          fix: (n) =>
            `Plan more or fewer ${n.cluster.plural} in the ${n.education_year.singular} so the study load falls within the legal norm.`,
        },
        framework_item_not_tested: {
          label: () => 'framework items no test covers',
          fix: (n) =>
            `Of an exam syllabus the school-exam (SE) items count, of another framework all of them. Link a test in the plan to the item or to a ${n.learning_goal.singular} linked to it.`,
        },
        framework_item_not_covered: {
          label: (n) => `framework items without ${n.learning_goal.plural} or a test`,
          fix: (n) => `Link ${n.learning_goal.plural} to them in Design, or a test in the plan.`,
        },
        cluster_weights_not_100: {
          label: (n) =>
            `planned ${n.cluster.plural} whose percentage weights do not add up to 100%`,
          fix: () =>
            'Change the weights of the summative tests in the test plan so that they add up to 100%.',
        },
        weight_units_mixed: {
          label: (n) => `planned ${n.cluster.plural} with weights in percent and as factors`,
          fix: (n) =>
            `Choose one unit for the weights of the ${n.cluster.singular} in the test plan: percent or factors.`,
        },
        summative_without_weight: {
          label: () => 'summative tests without a weight',
          fix: () =>
            'Give the test a weight in the test plan, or make it formative if it does not count.',
        },
        exam_weight_missing: {
          label: () => 'tests that count for the exam without an exam weight',
          fix: () => "Fill in the test's exam weight in the test plan.",
        },
        exam_weights_not_100: {
          label: (n) =>
            `exam parts whose exam weights do not add up to 100% over all ${n.education_year.plural}`,
          fix: (n) =>
            `Change the exam weights in the test plan so that they add up to 100% over all ${n.education_year.plural}.`,
        },
        resit_rule_missing: {
          label: () => 'tests with a resit that do not say which result counts',
          fix: () =>
            'Choose in the test plan which result counts after a resit: the highest, the last, or capped at a pass.',
        },
      },
    },
    norm: {
      label: 'Study-load norm',
      none: (n) => `No study-load norm is set for this type of ${n.education.singular}.`,
      hours: 'hours',
      exactly: (value, unit) => `exactly ${value} ${unit}`,
      between: (min, max, unit) => `${min} to ${max} ${unit}`,
      atLeast: (value, unit) => `at least ${value} ${unit}`,
      atMost: (value, unit) => `at most ${value} ${unit}`,
      line: (planned, unit, range, status) =>
        `Planned: ${planned} ${unit}. Norm per year: ${range}. ${status}.`,
      source: 'Source of the norm',
      status: { under: 'Under the norm', within: 'Within the norm', over: 'Over the norm' },
    },
    planning: {
      heading: 'Planning',
      yearEcts: (n) => `${capitalise(n.credit.plural)} in the year`,
      emptyWeeks: 'Weeks without planning',
      unplannedCount: (n) => `${capitalise(n.cluster.plural)} planned nowhere`,
      period: 'Period',
      firstWeek: 'First week',
      lastWeek: 'Last week',
      unplannedCaption: (n) =>
        `${capitalise(n.cluster.plural)} of the design planned in no ${n.education_year.singular}`,
      allPlanned: (n) => `Every ${n.cluster.singular} of the design is planned.`,
    },
    goals: {
      index: 'Number',
      title: 'Title',
      level: 'Level',
      tests: 'Tests this year',
      links: 'Links this year',
      all: (n) => `${capitalise(n.learning_goal.plural)} of the ${n.education.singular}`,
      notInCluster: (n) => `In no ${n.cluster.singular}`,
      held: (n) => `In the planned ${n.cluster.plural} of this ${n.education_year.singular}`,
      heldNotTested: 'Of these, not tested this year',
      heldTestedOnce: 'Of these, tested only once',
      caption: (n) =>
        `The ${n.learning_goal.plural} in the planned ${n.cluster.plural} of this ${n.education_year.singular}, those tested or practised this year, and those in no ${n.cluster.singular}`,
      empty: (n) =>
        `This ${n.education_year.singular} touches no ${n.learning_goal.plural}, and every ${n.learning_goal.singular} is in a ${n.cluster.singular}.`,
    },
    tests: {
      heading: 'Tests',
      week: 'Week',
      period: 'Period',
      tests: 'Tests',
      minutes: 'Minutes',
      weight: 'Weight',
      peak: 'Peak week',
      perWeekCaption: 'Test load per week',
      perPeriodCaption: 'Tests per period',
      rule: `A peak week has more than ${LARGE} large tests or more than ${ALL} tests.`,
      peaks: (weeks) => `Peak weeks: ${weeks}.`,
      noPeaks: 'There are no peak weeks.',
    },
    intensity: {
      heading: 'Intensity',
      classHours: 'Class hours',
      studyHours: 'Study hours',
      testsOfSize: (size) => `${size} tests`,
      testMinutes: 'Test minutes',
      againstNorm: (norm) => `Against norm (${norm} h)`,
      specialBlocks: 'Special blocks',
      normPerWeek: 'Norm per week',
      hoursValue: (hours) => `${hours} hours`,
    },
    coverage: {
      heading: 'Coverage matrix',
      designed: 'Designed',
      practised: 'Practised',
      tested: 'Tested',
      goalTitle: (n) => `Title of the ${n.learning_goal.singular}`,
      explanation: (n) =>
        `Per ${n.learning_goal.singular} the planned ${n.cluster.plural} that do something with it. Designed: the ${n.cluster.singular} holds it in the design. Practised: a link of the ${n.cluster.singular} covers it. Tested: a test of the ${n.cluster.singular} covers it. The percentages are the share of all ${n.learning_goal.plural} with at least one such ${n.cluster.singular} this year.`,
      empty: (n) =>
        `No planned ${n.cluster.singular} designs, practises or tests a ${n.learning_goal.singular}.`,
    },
    overview: {
      heading: 'Tests overview',
      name: 'Test',
      code: 'Test code',
      kind: 'Test kind',
      size: 'Size',
      format: 'Test format',
      resit: 'Resit',
      result: 'Result',
      empty: 'No tests are planned in this year yet.',
    },
    team: {
      heading: 'Team effort',
      teacher: 'Teacher',
      noTeacher: 'No teacher',
      total: 'Total',
      inSpecialBlocks: 'Hours in special blocks',
      hours: 'Class hours',
      empty: 'There are no learning activities in this year yet.',
      perWeekCaption: (period) => `Class hours per teacher and week: ${period}`,
      noHours: 'No teacher has class hours in this period.',
    },
    sheets: {
      health: 'Health',
      findings: 'Findings',
      periodEcts: 'EC per period',
      unplanned: 'Planned nowhere',
      testLoad: 'Test load',
      testPeriods: 'Tests per period',
      intensity: 'Intensity',
      coverage: 'Coverage',
      overview: 'Tests overview',
      team: 'Team',
      teamWeeks: 'Team',
    },
  },
};
