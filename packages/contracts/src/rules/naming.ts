import type { TLanguage } from '../enums';

/**
 * The terms a location can rename (docs/organisation.md "Custom naming"), with their default
 * singular and plural per interface language. `word`/`words` are the keys the web app's
 * `useTerms()` hook uses for the singular and the plural. The order is the order of the admin
 * screen.
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
/**
 * A level's own name of one term, per interface language. A school types its Dutch word and may
 * add an English one; a language without a form (null or left out) has no name at that level.
 */
export type TNameForms = Partial<Record<TLanguage, TNamePair | null>>;
/** A level's own names, by term. */
export type TNameOverrides = Partial<Record<TNamingTerm, TNameForms>>;

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
 * The name of every term in a language: the most specific level that has a name **in that
 * language** wins (education over its education parent over the location), else the default of
 * the language. A term renamed only in Dutch therefore reads as the English default in English,
 * never as a Dutch word inside English text (issue 14); an English form of a level further up
 * still wins over the default, as it is the school's own English word (docs/organisation.md).
 */
export function resolveNames(options: {
  language: TLanguage;
  location?: TNameOverrides;
  educationParent?: TNameOverrides;
  education?: TNameOverrides;
}): Record<TNamingTerm, TResolvedName> {
  const { language } = options;
  const defaults = defaultNames(language);
  // Most specific first; the first level with a name in the language names the term.
  const levels: [Exclude<TNamingLevel, 'default'>, TNameOverrides | undefined][] = [
    ['education', options.education],
    ['education_parent', options.educationParent],
    ['location', options.location],
  ];
  const resolved = {} as Record<TNamingTerm, TResolvedName>;
  for (const term of NAMING_TERM_KEYS) {
    let name: TResolvedName = { ...defaults[term], source: 'default' };
    for (const [source, overrides] of levels) {
      const pair = overrides?.[term]?.[language];
      if (pair) {
        name = { singular: pair.singular, plural: pair.plural, source };
        break;
      }
    }
    resolved[term] = name;
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
