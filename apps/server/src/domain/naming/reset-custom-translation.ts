import { and, eq } from 'drizzle-orm';
import type { TNamingTerm } from '@cp/contracts';
import { customTranslations } from '../../db/schema';
import { findNamingLevel, ownRows, type InPlace } from './naming-level';

const ct = customTranslations;

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
