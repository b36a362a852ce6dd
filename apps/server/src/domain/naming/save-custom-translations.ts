import { and, eq, inArray, sql } from 'drizzle-orm';
import { NAMING_TERM_KEYS, type TLanguage, type TNamePair, type TNamingTerm } from '@cp/contracts';
import { customTranslations } from '../../db/schema';
import { findNamingLevel, ownRows, type InPlace, type NamingLevel } from './naming-level';

const ct = customTranslations;

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
