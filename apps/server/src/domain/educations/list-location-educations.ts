import { asc, eq, sql } from 'drizzle-orm';
import type { TEducationSummary } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { educations } from '../../db/schema';
import type { LocationScope } from '../locations/location-scope';
import type { EducationCaller } from './education-caller';
import {
  notArchivedInLocation,
  requester,
  summaryColumns,
  toSummary,
  type SummaryParams,
} from './education-summary';

/** The pickers: every non-archived education of the location. */
const locationList = preparedPer((db) =>
  db
    .select({ education: educations, ...summaryColumns() })
    .from(educations)
    .leftJoin(requester, eq(requester.id, educations.requestedBy))
    .where(notArchivedInLocation())
    .orderBy(asc(sql`lower(${educations.name})`), asc(educations.id))
    .prepare('education_list_of_location'),
);

/**
 * Every non-archived education of the location (the pickers). The dashboard's list of one parent
 * is `readParentListWithAccess` (read-parent-list.ts).
 */
export async function listLocationEducations(options: {
  db: DbOrTx;
  caller: EducationCaller;
  scope: LocationScope;
}): Promise<TEducationSummary[]> {
  const { db, caller } = options;
  const { locationId } = options.scope;
  const params: SummaryParams = { location: locationId, me: caller.actor.userId };
  const rows = await locationList(db).execute(params);
  return rows.map((row) => toSummary(caller, row));
}
