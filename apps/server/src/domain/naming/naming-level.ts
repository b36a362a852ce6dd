import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customTranslations } from '../../db/schema';
import { requireEducationParent } from '../education-parents/require-education-parent';
import { requireEducation } from '../educations/require-education';
import type { LocationScope } from '../locations/location-scope';

/*
 * Custom naming (docs/organisation.md): overrides per location, per education parent and per
 * education, each in Dutch and optionally in English; in a language the most specific level with
 * a name in that language wins (resolveNames in @cp/contracts). Reading, saving and resetting
 * (get-custom-translations.ts, save-custom-translations.ts, reset-custom-translation.ts) first find
 * the asked place within the caller's `scope` (`findNamingLevel`): the education parent by
 * requireEducationParent, the education by requireEducation, so the ids used here always belong
 * to the location and another location's id answers 404.
 */

/** Where names are read or saved, as the path asks it; found within the scope (or 404). */
export type NamingPlace =
  | { kind: 'location' }
  | { kind: 'education_parent'; facultyId: number; id: number }
  | { kind: 'education'; educationId: number };

export type InPlace = { db: DbOrTx; scope: LocationScope; place: NamingPlace };

/**
 * A level: the location itself, one of its education parents, or one of its educations. An
 * education level carries its parent, because the parent's names apply below the education's.
 */
export type NamingLevel =
  | { kind: 'location'; locationId: number }
  | { kind: 'education_parent'; locationId: number; educationParentId: number }
  | { kind: 'education'; locationId: number; educationParentId: number; educationId: number };

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
export function ownRows(level: NamingLevel) {
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
