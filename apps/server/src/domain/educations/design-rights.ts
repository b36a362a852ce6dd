import { and, eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { designRestrictions, type EducationRow } from '../../db/schema';
import { DomainError } from '../errors';
import type { EducationCaller } from './education-caller';

/*
 * Who may design (change) which education of a location (docs/permissions.md): admins and the
 * platform administrator every one; designers every one, unless an admin limited them to some
 * (their design restriction); users none.
 */

/** The education ids a designer is limited to at a location; null when not limited. */
export async function designRestrictionOf(options: {
  db: DbOrTx;
  userId: number;
  locationId: number;
}): Promise<Set<number> | null> {
  const { db, userId, locationId } = options;
  const rows = await db
    .select({ educationId: designRestrictions.educationId })
    .from(designRestrictions)
    .where(
      and(eq(designRestrictions.userId, userId), eq(designRestrictions.locationId, locationId)),
    );
  return rows.length === 0 ? null : new Set(rows.map((row) => row.educationId));
}

/**
 * Whether the caller may design (change) educations of the location: admins and the platform
 * administrator always; designers unless limited to other educations (docs/organisation.md "Design
 * restrictions"); users never.
 * `restriction` is designRestrictionOf() for the caller, so a list can ask once.
 */
export function mayDesign(
  caller: EducationCaller,
  restriction: Set<number> | null,
  educationId: number,
): boolean {
  if (caller.actor.isPlatformAdmin || caller.roles.includes('admin')) return true;
  if (!caller.roles.includes('designer')) return false;
  return restriction === null || restriction.has(educationId);
}

/** 403 `design_restricted`: the caller may not design this education. */
export const designRestrictedError = () =>
  new DomainError('forbidden', EDUCATION_MESSAGES.designRestricted, { code: 'design_restricted' });

export async function requireDesignRights(options: {
  db: DbOrTx;
  caller: EducationCaller;
  education: EducationRow;
}): Promise<void> {
  const { db, caller, education } = options;
  const restriction = await designRestrictionOf({
    db,
    userId: caller.actor.userId,
    locationId: education.locationId,
  });
  if (!mayDesign(caller, restriction, education.id)) throw designRestrictedError();
}
