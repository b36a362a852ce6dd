import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  defaultNames,
  NAMING_TERM_KEYS,
  resolveNames,
  type TCustomTranslations,
  type TLanguage,
  type TNameForms,
  type TNameOverrides,
  type TNamePair,
  type TNamingTerm,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { customTranslations } from '../../db/schema';
import { requireEducationParent } from '../education-parents/require-education-parent';
import { requireEducation } from '../educations/require-education';
import type { LocationScope } from '../locations/location-scope';

/*
 * Custom naming (docs/organisation.md): overrides per location, per education parent and per
 * education, each in Dutch and optionally in English; in a language the most specific level with
 * a name in that language wins (resolveNames in @cp/contracts). Every function first finds the
 * asked place within the caller's `scope` (`findNamingLevel`): the education parent by
 * requireEducationParent, the education by requireEducation, so the ids used here always belong
 * to the location and another location's id answers 404.
 */

/** Where names are read or saved, as the path asks it; found within the scope (or 404). */
export type NamingPlace =
  | { kind: 'location' }
  | { kind: 'education_parent'; facultyId: number; id: number }
  | { kind: 'education'; educationId: number };

type InPlace = { db: DbOrTx; scope: LocationScope; place: NamingPlace };

/**
 * A level: the location itself, one of its education parents, or one of its educations. An
 * education level carries its parent, because the parent's names apply below the education's.
 */
export type NamingLevel =
  | { kind: 'location'; locationId: number }
  | { kind: 'education_parent'; locationId: number; educationParentId: number }
  | { kind: 'education'; locationId: number; educationParentId: number; educationId: number };

type Options = { db: DbOrTx; level: NamingLevel };

/**
 * The level of a place within the caller's location: the education parent within its faculty,
 * the education (not archived: its names are not edited in the archive) with its parent; 404
 * for an id outside the location.
 */
export async function findNamingLevel(options: InPlace): Promise<NamingLevel> {
  const { db, scope, place } = options;
  const { locationId } = scope;
  switch (place.kind) {
    case 'location':
      return { kind: 'location', locationId };
    case 'education_parent': {
      const parent = await requireEducationParent({
        db,
        scope,
        facultyId: place.facultyId,
        id: place.id,
      });
      return { kind: 'education_parent', locationId, educationParentId: parent.id };
    }
    case 'education': {
      const education = await requireEducation({ db, scope, educationId: place.educationId });
      return {
        kind: 'education',
        locationId,
        educationParentId: education.educationParentId,
        educationId: education.id,
      };
    }
  }
}

const ct = customTranslations;

/** The rows of exactly this level (not those of the levels above it). */
function ownRows(level: NamingLevel) {
  const location = eq(ct.locationId, level.locationId);
  switch (level.kind) {
    case 'location':
      return and(location, isNull(ct.educationParentId), isNull(ct.educationId));
    case 'education_parent':
      return and(location, eq(ct.educationParentId, level.educationParentId));
    case 'education':
      return and(location, eq(ct.educationId, level.educationId));
  }
}

/** The levels whose names apply at `level`, most general first. */
function levelsOf(level: NamingLevel): NamingLevel[] {
  const location: NamingLevel = { kind: 'location', locationId: level.locationId };
  if (level.kind === 'location') return [location];
  const parent: NamingLevel = {
    kind: 'education_parent',
    locationId: level.locationId,
    educationParentId: level.educationParentId,
  };
  return level.kind === 'education_parent' ? [location, parent] : [location, parent, level];
}

type Overrides = Record<NamingLevel['kind'], TNameOverrides>;

/** The overrides of the level and the levels above it (both languages), in one query. */
async function overridesOf(db: DbOrTx, level: NamingLevel): Promise<Overrides> {
  const rows = await db
    .select({
      term: ct.term,
      language: ct.language,
      singular: ct.singular,
      plural: ct.plural,
      educationParentId: ct.educationParentId,
      educationId: ct.educationId,
    })
    .from(ct)
    .where(or(...levelsOf(level).map(ownRows)));
  const overrides: Overrides = { location: {}, education_parent: {}, education: {} };
  for (const row of rows) {
    const kind =
      row.educationId !== null
        ? 'education'
        : row.educationParentId !== null
          ? 'education_parent'
          : 'location';
    overrides[kind][row.term] = {
      ...overrides[kind][row.term],
      [row.language]: { singular: row.singular, plural: row.plural },
    };
  }
  return overrides;
}

/** A level's own names of a term in both languages (null where it has none). */
function formsOf(forms: TNameForms | undefined): { nl: TNamePair | null; en: TNamePair | null } {
  return { nl: forms?.nl ?? null, en: forms?.en ?? null };
}

/**
 * The effective names at a level in a language, with where each came from, each level's own name
 * in that language and each level's own names in both languages (`forms`).
 */
export async function getCustomTranslations(
  options: InPlace & { language: TLanguage },
): Promise<TCustomTranslations> {
  const level = await findNamingLevel(options);
  return namesAtLevel({ db: options.db, level, language: options.language });
}

/** getCustomTranslations at a level already found (findNamingLevel). */
async function namesAtLevel(
  options: Options & { language: TLanguage },
): Promise<TCustomTranslations> {
  const { db, level, language } = options;
  const { location, education_parent: educationParent, education } = await overridesOf(db, level);
  const resolved = resolveNames({ language, location, educationParent, education });
  const defaults = defaultNames(language);
  const terms = {} as TCustomTranslations['terms'];
  for (const term of NAMING_TERM_KEYS) {
    const forms = {
      location: formsOf(location[term]),
      education_parent: formsOf(educationParent[term]),
      education: formsOf(education[term]),
    };
    terms[term] = {
      ...resolved[term],
      default: defaults[term],
      location: forms.location[language],
      education_parent: forms.education_parent[language],
      education: forms.education[language],
      forms,
    };
  }
  return { language, level: level.kind, terms };
}

/** Where a level's row goes, and the partial unique index an upsert of that level meets. */
function rowTarget(level: NamingLevel) {
  switch (level.kind) {
    case 'location':
      return {
        ids: { educationParentId: null, educationId: null },
        conflict: {
          target: [ct.locationId, ct.term, ct.language],
          targetWhere: sql`${ct.educationParentId} is null and ${ct.educationId} is null`,
        },
      };
    case 'education_parent':
      return {
        ids: { educationParentId: level.educationParentId, educationId: null },
        conflict: {
          target: [ct.educationParentId, ct.term, ct.language],
          targetWhere: sql`${ct.educationParentId} is not null`,
        },
      };
    case 'education':
      return {
        ids: { educationParentId: null, educationId: level.educationId },
        conflict: {
          target: [ct.educationId, ct.term, ct.language],
          targetWhere: sql`${ct.educationId} is not null`,
        },
      };
  }
}

/** One term's names as saved: the Dutch form, and the English form or none (null, left out). */
export type TSavedNames = { nl: TNamePair; en?: TNamePair | null };

/**
 * Saves the given terms at a level (terms left out keep theirs): each given term's Dutch form,
 * and its English form or, without one, no English name at this level. One transaction.
 */
export async function saveCustomTranslations(
  options: InPlace & { names: Partial<Record<TNamingTerm, TSavedNames>>; now: Date },
): Promise<void> {
  const { db, names, now } = options;
  const level = await findNamingLevel(options);
  const given = NAMING_TERM_KEYS.filter((term) => names[term]);
  if (given.length === 0) return;
  const { ids, conflict } = rowTarget(level);
  const values = given.flatMap((term) => {
    const forms = names[term]!;
    const pairs: [TLanguage, TNamePair][] = [['nl', forms.nl]];
    if (forms.en) pairs.push(['en', forms.en]);
    return pairs.map(([language, pair]) => ({
      locationId: level.locationId,
      ...ids,
      term,
      language,
      singular: pair.singular,
      plural: pair.plural,
      createdAt: now,
      updatedAt: now,
    }));
  });
  const withoutEnglish = given.filter((term) => !names[term]!.en);
  await db.transaction(async (tx) => {
    // One upsert per level; the partial unique index of that level is the conflict target.
    await tx
      .insert(ct)
      .values(values)
      .onConflictDoUpdate({
        ...conflict,
        set: {
          singular: sql`excluded.singular`,
          plural: sql`excluded.plural`,
          updatedAt: now,
        },
      });
    if (withoutEnglish.length > 0) {
      await tx
        .delete(ct)
        .where(and(ownRows(level), eq(ct.language, 'en'), inArray(ct.term, withoutEnglish)));
    }
  });
}

/**
 * Removes one term's override at a level, in both languages (what a user means by "reset"): the
 * next level's name (or the default) applies again.
 */
export async function resetCustomTranslation(
  options: InPlace & { term: TNamingTerm },
): Promise<void> {
  const { db, term } = options;
  const level = await findNamingLevel(options);
  await db.delete(ct).where(and(ownRows(level), eq(ct.term, term)));
}
