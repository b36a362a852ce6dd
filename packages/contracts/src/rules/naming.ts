import type { TLanguage } from '../enums';

/**
 * The terms a location can rename (SPEC §3 "Configurable terms"), with their default singular
 * and plural per interface language. `word`/`words` are the keys the web app's `useTerms()`
 * hook uses for the singular and the plural. The order is the order of the admin screen.
 */
export const NAMING_TERMS = {
  competence: {
    word: 'competence',
    words: 'competences',
    nl: ['competentie', 'competenties'],
    en: ['competence', 'competences'],
  },
  learning_cluster: {
    word: 'learningCluster',
    words: 'learningClusters',
    nl: ['leercluster', 'leerclusters'],
    en: ['learning cluster', 'learning clusters'],
  },
  learning_outcome: {
    word: 'learningOutcome',
    words: 'learningOutcomes',
    nl: ['leeruitkomst', 'leeruitkomsten'],
    en: ['learning outcome', 'learning outcomes'],
  },
  learning_goal: {
    word: 'learningGoal',
    words: 'learningGoals',
    nl: ['leerdoel', 'leerdoelen'],
    en: ['learning goal', 'learning goals'],
  },
  cluster: {
    word: 'cluster',
    words: 'clusters',
    nl: ['cluster', 'clusters'],
    en: ['cluster', 'clusters'],
  },
  cluster_group: {
    word: 'clusterGroup',
    words: 'clusterGroups',
    nl: ['clustergroep', 'clustergroepen'],
    en: ['cluster group', 'cluster groups'],
  },
  subject: {
    word: 'subject',
    words: 'subjects',
    nl: ['vak', 'vakken'],
    en: ['subject', 'subjects'],
  },
  credit: {
    word: 'credit',
    words: 'credits',
    nl: ['studiepunt (EC)', 'studiepunten (EC)'],
    en: ['credit (ECTS)', 'credits (ECTS)'],
  },
  faculty: {
    word: 'faculty',
    words: 'faculties',
    nl: ['faculteit', 'faculteiten'],
    en: ['faculty', 'faculties'],
  },
  education_year: {
    word: 'educationYear',
    words: 'educationYears',
    nl: ['leerjaar', 'leerjaren'],
    en: ['education year', 'education years'],
  },
  description: {
    word: 'description',
    words: 'descriptions',
    nl: ['omschrijving', 'omschrijvingen'],
    en: ['description', 'descriptions'],
  },
  education: {
    word: 'education',
    words: 'educations',
    nl: ['opleiding', 'opleidingen'],
    en: ['curriculum', 'curricula'],
  },
  grade_required: {
    word: 'gradeRequired',
    words: 'gradesRequired',
    nl: ['cijfer verplicht', 'cijfers verplicht'],
    en: ['grade required', 'grades required'],
  },
  grade_not_required: {
    word: 'gradeNotRequired',
    words: 'gradesNotRequired',
    nl: ['cijfer niet verplicht', 'cijfers niet verplicht'],
    en: ['grade not required', 'grades not required'],
  },
  assessment_criterion: {
    word: 'assessmentCriterion',
    words: 'assessmentCriteria',
    nl: ['beoordelingscriterium', 'beoordelingscriteria'],
    en: ['assessment criterion', 'assessment criteria'],
  },
  elective_subject: {
    word: 'electiveSubject',
    words: 'electiveSubjects',
    nl: ['keuzevak', 'keuzevakken'],
    en: ['elective subject', 'elective subjects'],
  },
} as const satisfies Record<
  string,
  { word: string; words: string; nl: readonly [string, string]; en: readonly [string, string] }
>;

export type TNamingTerm = keyof typeof NAMING_TERMS;
export const NAMING_TERM_KEYS = Object.keys(NAMING_TERMS) as TNamingTerm[];

/** The levels a name can come from, least specific first. */
export const NAMING_LEVELS = ['default', 'location', 'education_parent', 'education'] as const;
export type TNamingLevel = (typeof NAMING_LEVELS)[number];

export type TNamePair = { singular: string; plural: string };
export type TNameOverrides = Partial<Record<TNamingTerm, TNamePair>>;

export type TResolvedName = TNamePair & { source: TNamingLevel };

/** The default singular and plural of every term in a language. */
export function defaultNames(language: TLanguage): Record<TNamingTerm, TNamePair> {
  const names = {} as Record<TNamingTerm, TNamePair>;
  for (const term of NAMING_TERM_KEYS) {
    const [singular, plural] = NAMING_TERMS[term][language];
    names[term] = { singular, plural };
  }
  return names;
}

/**
 * The name of every term: the most specific override wins (education over its education parent
 * over the location over the default of the language). An override is one pair that applies in
 * every language: it is the school's own word.
 */
export function resolveNames(options: {
  language: TLanguage;
  location?: TNameOverrides;
  educationParent?: TNameOverrides;
  education?: TNameOverrides;
}): Record<TNamingTerm, TResolvedName> {
  const defaults = defaultNames(options.language);
  // Most specific first; the first level that overrides a term names it.
  const levels: [Exclude<TNamingLevel, 'default'>, TNameOverrides | undefined][] = [
    ['education', options.education],
    ['education_parent', options.educationParent],
    ['location', options.location],
  ];
  const resolved = {} as Record<TNamingTerm, TResolvedName>;
  for (const term of NAMING_TERM_KEYS) {
    const found = levels.find(([, overrides]) => overrides?.[term]);
    const pair = found?.[1]?.[term];
    resolved[term] =
      found && pair ? { ...pair, source: found[0] } : { ...defaults[term], source: 'default' };
  }
  return resolved;
}

/** Flat words for the web app: `{ cluster: 'cluster', clusters: 'clusters', ... }`. */
export type TTermWords = {
  [
    T in TNamingTerm as (typeof NAMING_TERMS)[T]['word'] | (typeof NAMING_TERMS)[T]['words']
  ]: string;
};

export function termWords(names: Record<TNamingTerm, TNamePair>): TTermWords {
  const words: Record<string, string> = {};
  for (const term of NAMING_TERM_KEYS) {
    words[NAMING_TERMS[term].word] = names[term].singular;
    words[NAMING_TERMS[term].words] = names[term].plural;
  }
  return words as TTermWords;
}
