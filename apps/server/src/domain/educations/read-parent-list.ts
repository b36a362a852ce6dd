import { and, asc, eq, sql } from 'drizzle-orm';
import type { TEducationSummary } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { educationParents, educations, faculties, locations, memberships } from '../../db/schema';
import { notFound } from '../errors';
import {
  callerMembership,
  locationAccessColumns,
  type LocationAccessRow,
} from '../locations/location-access';
import type { EducationCaller } from './education-caller';
import {
  locationParam,
  notArchivedInLocation,
  requester,
  summaryColumns,
  toSummary,
} from './education-summary';

/**
 * The dashboard list with the access check's row in one statement: from the location (no row: no
 * such location), the caller's membership and license (domain/locations/location-access.ts), the parent if
 * it belongs to the location, and its non-archived educations.
 */
const parentListWithAccess = preparedPer((db) =>
  db
    .select({
      ...locationAccessColumns(),
      parentId: educationParents.id,
      education: educations,
      ...summaryColumns(),
    })
    .from(locations)
    .leftJoin(memberships, callerMembership())
    .leftJoin(
      educationParents,
      and(
        eq(educationParents.id, sql.placeholder('parent')),
        sql`exists (select 1 from ${faculties} where ${faculties.id} = ${educationParents.facultyId} and ${faculties.locationId} = ${locations.id})`,
      ),
    )
    .leftJoin(
      educations,
      and(eq(educations.educationParentId, educationParents.id), notArchivedInLocation()),
    )
    .leftJoin(requester, eq(requester.id, educations.requestedBy))
    .where(eq(locations.id, locationParam))
    .orderBy(asc(sql`lower(${educations.name})`), asc(educations.id))
    .prepare('education_list_with_access'),
);

/**
 * The dashboard list and the access check's row in one round trip. The caller decides access on
 * `access` (http/access/access-check.ts `admitDeferred`) before asking for `summaries`, which
 * throws 404 when the parent is not one of the location's.
 */
export async function readParentListWithAccess(options: {
  db: DbOrTx;
  asked: { location: number; user: number; day: string };
  educationParentId: number;
}): Promise<{
  access: LocationAccessRow | undefined;
  summaries: (caller: EducationCaller) => TEducationSummary[];
}> {
  const { db, asked, educationParentId } = options;
  const rows = await parentListWithAccess(db).execute({
    ...asked,
    me: asked.user,
    parent: educationParentId,
  });
  const [first] = rows;
  return {
    access: first && { location: first.location, roles: first.roles, licensed: first.licensed },
    summaries: (caller) => {
      if (!first || first.parentId === null) throw notFound('notFound.educationParent');
      return rows.flatMap(({ education, ...row }) =>
        education ? [toSummary(caller, { education, ...row })] : [],
      );
    },
  };
}
