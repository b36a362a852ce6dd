import type {
  TLanguage,
  TNamePair,
  TNamingTerm,
  TPlanLinkType,
  TPlanMaterialKind,
  TResultType,
  TTestKind,
  TTestSize,
} from '@cp/contracts';
import { capitalise } from './words';

/*
 * The fixed words of the plan section in Dutch and English (the words of the plan screen's
 * forms, apps/web/src/i18n). Words that name a renamable term take `names`, so a location that
 * calls a cluster a "leerlijn" reads "Leerlijn" in its column headers. The words of test kinds,
 * sizes, results and link types are shared with the analysis section.
 */

export type Names = Record<TNamingTerm, TNamePair>;

/** The words of the plan items' fixed choices, in both languages (also used by the analysis). */
export const ITEM_WORDS: Record<
  TLanguage,
  {
    kinds: Record<TTestKind, string>;
    sizes: Record<TTestSize, string>;
    results: Record<TResultType, string>;
    linkTypes: Record<TPlanLinkType, string>;
    materialKinds: Record<TPlanMaterialKind, string>;
    yes: string;
    no: string;
  }
> = {
  nl: {
    kinds: {
      assessment: 'Assessment',
      exercise: 'Oefening',
      written_exam: 'Schriftelijk tentamen',
      exam: 'Examen',
      presence: 'Aanwezigheid',
    },
    sizes: { small: 'Klein', medium: 'Middel', large: 'Groot' },
    results: { grade: 'Cijfer', usg: 'O/V/G', achieved: 'Behaald / niet behaald' },
    linkTypes: {
      preparation: 'Voorbereiding',
      practice: 'Oefening',
      feedback: 'Feedback',
      instruction: 'Instructie',
    },
    materialKinds: { material: 'Lesmateriaal', data_file: 'Databestand' },
    yes: 'Ja',
    no: 'Nee',
  },
  en: {
    kinds: {
      assessment: 'Assessment',
      exercise: 'Exercise',
      written_exam: 'Written exam',
      exam: 'Exam',
      presence: 'Presence',
    },
    sizes: { small: 'Small', medium: 'Medium', large: 'Large' },
    results: { grade: 'Grade', usg: 'U/S/G', achieved: 'Achieved / not achieved' },
    linkTypes: {
      preparation: 'Preparation',
      practice: 'Practice',
      feedback: 'Feedback',
      instruction: 'Instruction',
    },
    materialKinds: { material: 'Teaching material', data_file: 'Data file' },
    yes: 'Yes',
    no: 'No',
  },
};

/** "Leerjaar" for the sheet tag "J2", "Periode" for "P1" (sheet names stay short and fixed). */
export const SHEET_TAGS: Record<TLanguage, { year: string; period: string }> = {
  nl: { year: 'J', period: 'P' },
  en: { year: 'Y', period: 'P' },
};

type Term = (names: Names) => string;

export type PlanTexts = {
  /** Section title before the year's title: "Planning Leerjaar 2". */
  title: string;
  /** Paragraph of a year with nothing planned. */
  nothingPlanned: Term;
  /** A period without a name. */
  period: (position: number) => string;
  periodCaption: (period: string, first: number, last: number) => string;
  facts: {
    weeks: string;
    periods: string;
    plannedClusters: Term;
    electives: Term;
    specialBlocks: string;
    tests: string;
    activities: string;
  };
  headings: {
    timeline: string;
    tests: string;
    checkups: string;
    activities: string;
    links: string;
    materials: string;
    comments: string;
  };
  /** Sheet names without the year tag (at most ~24 characters, fixed words). */
  sheets: {
    timeline: string;
    tests: string;
    checkups: string;
    activities: string;
    links: string;
    materials: string;
    comments: string;
  };
  timeline: {
    name: string;
    kind: string;
    choice: string;
    specialBlock: string;
    places: (choices: number, places: number) => string;
    firstWeek: string;
    lastWeek: string;
    weeks: string;
    tests: string;
    empty: string;
    /** Why a slot's EC is what it is (a paragraph under the timeline when there is a slot). */
    electiveNote: Term;
  };
  columns: {
    name: string;
    code: string;
    kind: string;
    size: string;
    format: string;
    week: string;
    minutes: string;
    weight: string;
    resit: string;
    result: string;
    title: string;
    details: string;
    activity: string;
    noActivity: string;
    teacher: string;
    classHours: string;
    totalHours: string;
    method: string;
    reading: string;
    tools: string;
    toolsPermitted: string;
    description: string;
    test: string;
    linkType: string;
    mandatory: string;
    materialKind: string;
    source: string;
    comment: string;
    weekRange: (first: number, last: number) => string;
  };
  empty: {
    tests: string;
    checkups: string;
    activities: string;
    links: string;
    materials: string;
    comments: Term;
  };
};

export const PLAN_TEXTS: Record<TLanguage, PlanTexts> = {
  nl: {
    title: 'Planning',
    nothingPlanned: (n) =>
      `In dit ${n.education_year.singular} is nog niets gepland: geen ${n.cluster.plural}, ${n.elective_subject.plural} of bijzondere blokken.`,
    period: (position) => `Periode ${position}`,
    periodCaption: (period, first, last) => `${period} (week ${first}–${last})`,
    facts: {
      weeks: 'Weken',
      periods: 'Periodes',
      plannedClusters: (n) => `Geplande ${n.cluster.plural}`,
      electives: (n) => capitalise(n.elective_subject.plural),
      specialBlocks: 'Bijzondere blokken',
      tests: 'Toetsen',
      activities: 'Leeractiviteiten',
    },
    headings: {
      timeline: 'Tijdlijn per periode',
      tests: 'Toetsen',
      checkups: 'Controlemomenten',
      activities: 'Leeractiviteiten',
      links: 'Koppelingen',
      materials: 'Materialen en databestanden',
      comments: 'Opmerkingen',
    },
    sheets: {
      timeline: 'Planning',
      tests: 'Toetsen',
      checkups: 'Controlemomenten',
      activities: 'Leeractiviteiten',
      links: 'Koppelingen',
      materials: 'Materialen',
      comments: 'Opmerkingen',
    },
    timeline: {
      name: 'Naam',
      kind: 'Soort',
      choice: 'Keuze',
      specialBlock: 'Bijzonder blok',
      places: (choices, places) => `${choices}/${places} plaatsen`,
      firstWeek: 'Eerste week',
      lastWeek: 'Laatste week',
      weeks: 'Weken',
      tests: 'Toetsen',
      empty: 'In deze periode is niets gepland.',
      electiveNote: (n) =>
        `De ${n.credit.plural} bij een ${n.elective_subject.singular} zijn wat het ${n.education_year.singular} ervan telt: de keuzes met de meeste ${n.credit.plural}, zoveel als er plaatsen zijn. Tel ze niet op bij die van de keuzes.`,
    },
    columns: {
      name: 'Naam',
      code: 'Toetscode',
      kind: 'Soort toets',
      size: 'Omvang',
      format: 'Toetsvorm',
      week: 'Week',
      minutes: 'Minuten',
      weight: 'Weging',
      resit: 'Herkansing',
      result: 'Resultaat',
      title: 'Titel',
      details: 'Toelichting',
      activity: 'Leeractiviteit',
      noActivity: 'Geen activiteit',
      teacher: 'Docent',
      classHours: 'Contacturen per week',
      totalHours: 'Contacturen totaal',
      method: 'Werkvorm',
      reading: 'Literatuur',
      tools: 'Hulpmiddelen',
      toolsPermitted: 'Toegestane hulpmiddelen',
      description: 'Omschrijving',
      test: 'Toets',
      linkType: 'Soort koppeling',
      mandatory: 'Verplicht',
      materialKind: 'Soort',
      source: 'Bestand of link',
      comment: 'Opmerking',
      weekRange: (first, last) => (first === last ? `week ${first}` : `week ${first}–${last}`),
    },
    empty: {
      tests: 'Er zijn geen toetsen gepland.',
      checkups: 'Er zijn geen controlemomenten gepland.',
      activities: 'Er zijn geen leeractiviteiten gepland.',
      links: 'Er zijn geen koppelingen.',
      materials: 'Er zijn geen materialen of databestanden.',
      comments: (n) => `Geen opmerkingen bij de geplande ${n.cluster.plural}.`,
    },
  },
  en: {
    title: 'Planning',
    nothingPlanned: (n) =>
      `Nothing is planned in this ${n.education_year.singular} yet: no ${n.cluster.plural}, ${n.elective_subject.plural} or special blocks.`,
    period: (position) => `Period ${position}`,
    periodCaption: (period, first, last) => `${period} (week ${first}–${last})`,
    facts: {
      weeks: 'Weeks',
      periods: 'Periods',
      plannedClusters: (n) => `Planned ${n.cluster.plural}`,
      electives: (n) => capitalise(n.elective_subject.plural),
      specialBlocks: 'Special blocks',
      tests: 'Tests',
      activities: 'Learning activities',
    },
    headings: {
      timeline: 'Timeline per period',
      tests: 'Tests',
      checkups: 'Check moments',
      activities: 'Learning activities',
      links: 'Links',
      materials: 'Materials and data files',
      comments: 'Comments',
    },
    sheets: {
      timeline: 'Planning',
      tests: 'Tests',
      checkups: 'Check moments',
      activities: 'Learning activities',
      links: 'Links',
      materials: 'Materials',
      comments: 'Comments',
    },
    timeline: {
      name: 'Name',
      kind: 'Kind',
      choice: 'Choice',
      specialBlock: 'Special block',
      places: (choices, places) => `${choices}/${places} places`,
      firstWeek: 'First week',
      lastWeek: 'Last week',
      weeks: 'Weeks',
      tests: 'Tests',
      empty: 'Nothing is planned in this period.',
      electiveNote: (n) =>
        `The ${n.credit.plural} on the row of each ${n.elective_subject.singular} are what the ${n.education_year.singular} counts of it: the choices with the most ${n.credit.plural}, as many as it has places. Do not add them to those of its choices.`,
    },
    columns: {
      name: 'Name',
      code: 'Test code',
      kind: 'Test kind',
      size: 'Size',
      format: 'Test format',
      week: 'Week',
      minutes: 'Minutes',
      weight: 'Weight',
      resit: 'Resit',
      result: 'Result',
      title: 'Title',
      details: 'Details',
      activity: 'Learning activity',
      noActivity: 'No activity',
      teacher: 'Teacher',
      classHours: 'Class hours per week',
      totalHours: 'Class hours in total',
      method: 'Working method',
      reading: 'Reading',
      tools: 'Tools',
      toolsPermitted: 'Tools permitted',
      description: 'Description',
      test: 'Test',
      linkType: 'Link type',
      mandatory: 'Mandatory',
      materialKind: 'Kind',
      source: 'File or link',
      comment: 'Comment',
      weekRange: (first, last) => (first === last ? `week ${first}` : `weeks ${first}–${last}`),
    },
    empty: {
      tests: 'No tests are planned.',
      checkups: 'No check moments are planned.',
      activities: 'No learning activities are planned.',
      links: 'There are no links.',
      materials: 'There are no materials or data files.',
      comments: (n) => `No comments on the planned ${n.cluster.plural}.`,
    },
  },
};

/** A period's own name, or "Periode 2" / "Period 2". */
export function periodTitle(
  language: TLanguage,
  period: { name: string | null; position: number },
): string {
  return period.name ?? PLAN_TEXTS[language].period(period.position);
}
