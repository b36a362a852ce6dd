import { asc, eq } from 'drizzle-orm';
import {
  EXPORT_MESSAGES,
  NAMING_TERM_KEYS,
  type TLanguage,
  type TNamePair,
  type TNamingTerm,
} from '@cp/contracts';
import type { DbOrTx } from '../../../db/client';
import { educationYears } from '../../../db/schema';
import { invalidField } from '../../errors';
import { requireEducation } from '../../educations/require-education';
import type { LocationScope } from '../../locations/location-scope';
import { getCustomTranslations } from '../../naming/get-custom-translations';
import type { SectionContext } from './context';

/**
 * The context of the section builders for one education, read inside the export's snapshot:
 * the education (of this location, not archived), the chosen years in order, and the names of
 * the renamable terms in the document's language.
 */
export async function loadSectionContext(options: {
  db: DbOrTx;
  scope: LocationScope;
  educationId: number;
  /** null: every year. */
  yearIds: number[] | null;
  language: TLanguage;
  now: Date;
}): Promise<SectionContext> {
  const { db, scope, educationId, yearIds, language, now } = options;
  const education = await requireEducation({ db, scope, educationId });
  const allYears = await db
    .select()
    .from(educationYears)
    .where(eq(educationYears.educationId, education.id))
    .orderBy(asc(educationYears.position));
  const years = yearIds ? allYears.filter((year) => yearIds.includes(year.id)) : allYears;
  if (yearIds && years.length !== new Set(yearIds).size) {
    throw invalidField('year_ids', EXPORT_MESSAGES.unknownYear);
  }
  const translations = await getCustomTranslations({
    db,
    scope,
    place: { kind: 'education', educationId: education.id },
    language,
  });
  const names = {} as Record<TNamingTerm, TNamePair>;
  for (const term of NAMING_TERM_KEYS) {
    const { singular, plural } = translations.terms[term];
    names[term] = { singular, plural };
  }
  return {
    db,
    scope,
    education,
    years,
    allYearCount: allYears.length,
    language,
    names,
    now,
  };
}
