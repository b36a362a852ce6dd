import { or } from 'drizzle-orm';
import {
  defaultNames,
  NAMING_TERM_KEYS,
  resolveNames,
  type TCustomTranslations,
  type TLanguage,
  type TNameForms,
  type TNameOverrides,
  type TNamePair,
} from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { customTranslations } from '../../db/schema';
import { findNamingLevel, ownRows, type InPlace, type NamingLevel } from './naming-level';

/*
 * Reading custom names (docs/organisation.md "Custom naming"): in a language the most specific
 * level with a name in that language wins (resolveNames in @cp/contracts).
 */

type Options = { db: DbOrTx; level: NamingLevel };

const ct = customTranslations;

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
