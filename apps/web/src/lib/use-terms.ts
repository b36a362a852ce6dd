import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  defaultNames,
  LANGUAGES,
  NAMING_TERM_KEYS,
  resolveNames,
  termWords,
  type TCustomTranslations,
  type TLanguage,
  type TNameOverrides,
  type TNamePair,
  type TNamingTerm,
  type TTermWords,
} from '@cp/contracts';
import { ApiError, callEndpoint } from './api';
import { useAppContext } from './context-store';
import { formatNumber } from './number-format';

/*
 * The one way the web app names the terms a location can rename (docs/organisation.md "Custom
 * naming"): every screen reads them from `useTerms()`, never from a literal. The names come from
 * `GET .../customTranslations` of the selected education (or else the selected education parent, or
 * else the selected location); until they arrive, and without a location, the defaults of the
 * interface language apply. The query key holds the context, so the names follow a change of
 * location, education parent, education or language at once, and saving on
 * /admin/custom-translations invalidates it.
 */

export interface TNamingScope {
  location: string | null;
  faculty: string | null;
  educationParent: string | null;
  /** The education level; optional so a scope above it can leave it out. */
  education?: string | null;
}

function asLanguage(language: string): TLanguage {
  return LANGUAGES.find((item) => item === language) ?? DEFAULT_LANGUAGE;
}

export const customTranslationsQueryKeyRoot = ['customTranslations'] as const;

export const customTranslationsQueryKey = (scope: TNamingScope, language: string) =>
  [
    ...customTranslationsQueryKeyRoot,
    scope.location,
    scope.faculty,
    scope.educationParent,
    scope.education ?? null,
    language,
  ] as const;

/** The level whose names a scope asks for, with the path values of its endpoints. */
export type TNamingLevel =
  | { level: 'location'; params: { location: string } }
  | { level: 'educationParent'; params: { location: string; faculty: string; id: string } }
  | { level: 'education'; params: { location: string; education: string } };

/**
 * The level of the names of a scope: the education's when one is given, else the education
 * parent's when one is given, else the location's.
 */
export function namingLevelOf(scope: TNamingScope): TNamingLevel {
  // Asked only with a location (the query is disabled without one).
  const location = scope.location ?? '';
  if (scope.education)
    return { level: 'education', params: { location, education: scope.education } };
  if (!scope.faculty || !scope.educationParent) return { level: 'location', params: { location } };
  return {
    level: 'educationParent',
    params: { location, faculty: scope.faculty, id: scope.educationParent },
  };
}

async function getNamesAt(target: TNamingLevel, signal?: AbortSignal) {
  switch (target.level) {
    case 'location':
      return callEndpoint('getLocationCustomTranslations', { params: target.params, signal });
    case 'educationParent':
      return callEndpoint('getEducationParentCustomTranslations', {
        params: target.params,
        signal,
      });
    case 'education':
      return callEndpoint('getEducationCustomTranslations', { params: target.params, signal });
  }
}

export async function getCustomTranslations(
  scope: TNamingScope,
  signal?: AbortSignal,
): Promise<TCustomTranslations> {
  try {
    return (await getNamesAt(namingLevelOf(scope), signal)).data;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    // A remembered education (or parent) that no longer exists, or is archived: the next level's
    // names still apply.
    if (scope.education) return getCustomTranslations({ ...scope, education: null }, signal);
    if (scope.educationParent) {
      return getCustomTranslations({ ...scope, faculty: null, educationParent: null }, signal);
    }
    throw error;
  }
}

export const customTranslationsQueryOptions = (scope: TNamingScope, language: string) =>
  queryOptions({
    queryKey: customTranslationsQueryKey(scope, asLanguage(language)),
    queryFn: ({ signal }) => getCustomTranslations(scope, signal),
    enabled: scope.location !== null,
    staleTime: 5 * 60_000,
    // Keep the names shown while those of a new context load, instead of flashing the defaults.
    placeholderData: keepPreviousData,
    // The names are asked on every screen, also where the location's data is not: a 403 (also
    // `no_license`) leaves the defaults. Otherwise the admin of a location without a license
    // could not stay on /licenties; the screens' own requests still meet the generic handling.
    meta: { handlesStatus: [403, 404] },
  });

/** A level that can hold a school's own names. */
export type TOwnLevel = 'location' | 'education_parent' | 'education';

/** The own names (both languages) of the given levels of an answer, for resolveNames. */
export function ownNamesOf(
  data: TCustomTranslations,
  levels: readonly TOwnLevel[] = ['location', 'education_parent', 'education'],
): { location?: TNameOverrides; educationParent?: TNameOverrides; education?: TNameOverrides } {
  const of = (level: TOwnLevel): TNameOverrides | undefined =>
    levels.includes(level)
      ? Object.fromEntries(NAMING_TERM_KEYS.map((term) => [term, data.terms[term].forms[level]]))
      : undefined;
  return {
    location: of('location'),
    educationParent: of('education_parent'),
    education: of('education'),
  };
}

/**
 * The names in effect in `language`, from an answer in any language: resolved again from each
 * level's own forms (docs/organisation.md), so an answer kept while the one of a newly chosen
 * language loads never puts the other language's words, or a Dutch-only name, in the text.
 */
export function namesIn(
  data: TCustomTranslations,
  language: TLanguage,
): Record<TNamingTerm, TNamePair> {
  const resolved = resolveNames({ language, ...ownNamesOf(data) });
  const names = {} as Record<TNamingTerm, TNamePair>;
  for (const term of NAMING_TERM_KEYS) {
    const { singular, plural } = resolved[term];
    names[term] = { singular, plural };
  }
  return names;
}

/** The names in effect (singular and plural per term) for the current context and language. */
export function useTermNames(): Record<TNamingTerm, TNamePair> {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { location, faculty, educationParent, education } = useAppContext();
  const { data } = useQuery(
    customTranslationsQueryOptions({ location, faculty, educationParent, education }, language),
  );
  return useMemo(() => (data ? namesIn(data, language) : defaultNames(language)), [data, language]);
}

/**
 * The words for the current context: `terms.cluster`, `terms.clusters`, `terms.faculty`,
 * `terms.faculties`, ... (keys in NAMING_TERMS of @cp/contracts). Lower case as the school
 * wrote them; use `capitalize` at the start of a sentence or title.
 */
export function useTerms(): TTermWords {
  const names = useTermNames();
  return useMemo(() => termWords(names), [names]);
}

export function capitalize(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

/**
 * The word for `count` items of a term: the singular for one ("1 competentie"), else the plural
 * ("0 competenties", "2,5 studiepunten"), by the language's plural rule.
 */
export function termForCount(count: number, name: TNamePair, language: string): string {
  return new Intl.PluralRules(language).select(count) === 'one' ? name.singular : name.plural;
}

/** "1 competentie", "1.200 leerdoelen": the count in the language's format with its word. */
export function countText(count: number, name: TNamePair, language: string): string {
  return `${formatNumber(count, language)} ${termForCount(count, name, language)}`;
}

export interface TTermCounts {
  /** `countOf(3, 'competence')`: "3 competenties", in the school's words and number format. */
  countOf: (count: number, term: TNamingTerm) => string;
  /** Only the word, for texts that place the number themselves: `termOf(1, 'cluster')`. */
  termOf: (count: number, term: TNamingTerm) => string;
}

/**
 * Counts of the terms a location can rename (issue 14: never "1 competenties"). Every count shown
 * with a term goes through here, so the singular and plural come from the names in effect.
 */
export function useTermCounts(): TTermCounts {
  const names = useTermNames();
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return useMemo(
    () => ({
      countOf: (count, term) => countText(count, names[term], language),
      termOf: (count, term) => termForCount(count, names[term], language),
    }),
    [names, language],
  );
}
