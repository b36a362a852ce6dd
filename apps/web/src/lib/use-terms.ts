import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  defaultNames,
  LANGUAGES,
  NAMING_TERM_KEYS,
  termWords,
  type TCustomTranslations,
  type TLanguage,
  type TNamePair,
  type TNamingTerm,
  type TTermWords,
} from '@cp/contracts';
import { ApiError, apiRequest } from './api';
import { useAppContext } from './context-store';

/*
 * The one way the web app names the terms a location can rename (SPEC §3): every screen reads
 * them from `useTerms()`, never from a literal. The names come from
 * `GET .../customTranslations` of the selected education (or else the selected education parent,
 * or else the selected location); until they arrive, and without a location, the defaults of the
 * interface language apply. The query key holds the context, so the names follow a change of
 * location, education parent, education or language at once (SPEC §4), and saving on
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

/**
 * The API path of the names at a level: the education's when one is given, else the education
 * parent's when one is given, else the location's.
 */
export function customTranslationsPath(scope: TNamingScope): string {
  const base = `locations/${scope.location}/customTranslations`;
  if (scope.education)
    return `locations/${scope.location}/educations/${scope.education}/customTranslations`;
  if (!scope.faculty || !scope.educationParent) return base;
  return (
    `locations/${scope.location}/faculties/${scope.faculty}` +
    `/educationParents/${scope.educationParent}/customTranslations`
  );
}

export async function getCustomTranslations(
  scope: TNamingScope,
  signal?: AbortSignal,
): Promise<TCustomTranslations> {
  const get = async (path: string) =>
    (await apiRequest(path, { schema: (s) => s.ZCustomTranslationsResponseSchema, signal })).data;
  try {
    return await get(customTranslationsPath(scope));
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
    meta: { handlesStatus: [404] },
  });

/** The names in effect (singular and plural per term) for the current context and language. */
export function useTermNames(): Record<TNamingTerm, TNamePair> {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const { location, faculty, educationParent, education } = useAppContext();
  const { data } = useQuery(
    customTranslationsQueryOptions({ location, faculty, educationParent, education }, language),
  );
  return useMemo(() => {
    if (!data) return defaultNames(language);
    const names = {} as Record<TNamingTerm, TNamePair>;
    for (const term of NAMING_TERM_KEYS) {
      const { singular, plural, source } = data.terms[term];
      // An answer in the other language (kept while the new one loads) has the wrong defaults.
      names[term] =
        source === 'default' && data.language !== language
          ? defaultNames(language)[term]
          : { singular, plural };
    }
    return names;
  }, [data, language]);
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
