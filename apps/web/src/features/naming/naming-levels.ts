import {
  resolveNames,
  type TCustomTranslations,
  type TNamePair,
  type TNamingTerm,
} from '@cp/contracts';
import { ownNamesOf, type TNamingScope, type TOwnLevel } from '@/lib/use-terms';

/*
 * The levels at which /admin/custom-translations edits names (location, education parent,
 * education), which of them applies, and what applies there without an own name.
 */

export type TLevel = 'location' | 'education_parent' | 'education';
export const isLevel = (value: string | null): value is TLevel =>
  value === 'location' || value === 'education_parent' || value === 'education';

/** The levels above a level, whose names apply where it has none. */
const LEVELS_ABOVE: Record<TOwnLevel, TOwnLevel[]> = {
  location: [],
  education_parent: ['location'],
  education: ['location', 'education_parent'],
};

/** A level that is no longer offered (parent or education gone) falls back to the next one up. */
export function editLevelOf(level: TLevel, hasEducation: boolean, hasParent: boolean): TLevel {
  return level === 'education' && hasEducation
    ? 'education'
    : level !== 'location' && hasParent
      ? 'education_parent'
      : 'location';
}

/** The scope of the edited level: the levels below it left out. */
export function editScopeOf(editLevel: TLevel, scope: TNamingScope): TNamingScope {
  return editLevel === 'location'
    ? { ...scope, faculty: null, educationParent: null, education: null }
    : editLevel === 'education_parent'
      ? { ...scope, education: null }
      : scope;
}

/**
 * What applies at the edited level without its own name, per language (the form's start and
 * its English hint).
 */
export function fallbackNamesOf(data: TCustomTranslations, editLevel: TLevel) {
  const above = ownNamesOf(data, LEVELS_ABOVE[editLevel]);
  return (term: TNamingTerm, language: 'nl' | 'en'): TNamePair => {
    const { singular, plural } = resolveNames({ language, ...above })[term];
    return { singular, plural };
  };
}
