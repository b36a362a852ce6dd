import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  defaultNames,
  NAMING_TERM_KEYS,
  resolveNames,
  type TCustomTranslations,
  type TLanguage,
  type TNameOverrides,
  type TNamingTerm,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { customTranslations } from '../../db/schema';

/*
 * Custom naming (docs/organisation.md): overrides per location and per education parent; the
 * most specific wins (resolveNames in @cp/contracts). The routes establish the level first: the
 * location by the access check, the education parent by requireEducationParent, so the ids
 * used here always belong to the location.
 */

/** A level: the location itself, or one of its education parents. */
export type NamingLevel = { locationId: number; educationParentId: number | null };

type Options = { db: DbOrTx; level: NamingLevel };

function levelCondition({ locationId, educationParentId }: NamingLevel) {
  return educationParentId === null
    ? and(
        eq(customTranslations.locationId, locationId),
        isNull(customTranslations.educationParentId),
      )
    : and(
        eq(customTranslations.locationId, locationId),
        eq(customTranslations.educationParentId, educationParentId),
      );
}

async function overridesOf(db: DbOrTx, level: NamingLevel): Promise<TNameOverrides> {
  const rows = await db
    .select({
      term: customTranslations.term,
      singular: customTranslations.singular,
      plural: customTranslations.plural,
    })
    .from(customTranslations)
    .where(levelCondition(level));
  const overrides: TNameOverrides = {};
  for (const row of rows) overrides[row.term] = { singular: row.singular, plural: row.plural };
  return overrides;
}

/** The effective names at a level in a language, with where each came from. */
export async function getCustomTranslations(
  options: Options & { language: TLanguage },
): Promise<TCustomTranslations> {
  const { db, level, language } = options;
  const location = await overridesOf(db, { ...level, educationParentId: null });
  const educationParent = level.educationParentId === null ? {} : await overridesOf(db, level);
  const resolved = resolveNames({ language, location, educationParent });
  const defaults = defaultNames(language);
  const terms = {} as TCustomTranslations['terms'];
  for (const term of NAMING_TERM_KEYS) {
    terms[term] = {
      ...resolved[term],
      default: defaults[term],
      location: location[term] ?? null,
      education_parent: educationParent[term] ?? null,
    };
  }
  return {
    language,
    level: level.educationParentId === null ? 'location' : 'education_parent',
    terms,
  };
}

/** Saves the given overrides at a level (terms left out keep theirs), in one statement (atomic). */
export async function saveCustomTranslations(
  options: Options & {
    names: Partial<Record<TNamingTerm, { singular: string; plural: string }>>;
    now: Date;
  },
): Promise<void> {
  const { db, level, names, now } = options;
  const entries = NAMING_TERM_KEYS.flatMap((term) => {
    const pair = names[term];
    return pair ? [{ term, ...pair }] : [];
  });
  if (entries.length === 0) return;
  const values = entries.map((entry) => ({
    locationId: level.locationId,
    educationParentId: level.educationParentId,
    term: entry.term,
    singular: entry.singular,
    plural: entry.plural,
    createdAt: now,
    updatedAt: now,
  }));
  // One upsert per level; the partial unique index of that level is the conflict target.
  const conflict =
    level.educationParentId === null
      ? {
          target: [customTranslations.locationId, customTranslations.term],
          targetWhere: sql`${customTranslations.educationParentId} is null`,
        }
      : {
          target: [customTranslations.educationParentId, customTranslations.term],
          targetWhere: sql`${customTranslations.educationParentId} is not null`,
        };
  await db
    .insert(customTranslations)
    .values(values)
    .onConflictDoUpdate({
      ...conflict,
      set: {
        singular: sql`excluded.singular`,
        plural: sql`excluded.plural`,
        updatedAt: now,
      },
    });
}

/** Removes one term's override at a level: the next level's name (or the default) applies again. */
export async function resetCustomTranslation(
  options: Options & { term: TNamingTerm },
): Promise<void> {
  const { db, level, term } = options;
  await db
    .delete(customTranslations)
    .where(and(levelCondition(level), eq(customTranslations.term, term)));
}
