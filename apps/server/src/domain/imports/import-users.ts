import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { TImportSummary, TLanguage } from '@cp/contracts';
import type { Db } from '../../db/client';
import { invitations, memberships, users } from '../../db/schema';
import type { Actor } from '../actor';
import type { LocationScope } from '../locations/location-scope';
import { rowResult, validateRows, type TValidRow } from './import-rows';
import { inviteUsers, type InviteMailer } from './invite-users';
import { readImportFile } from './read-import-file';

/**
 * The user import (docs/organisation.md "User import"). The file is processed row by row: a file
 * that cannot be read at all is refused (InvalidImportFile), but a readable file with some bad rows
 * invites the good rows and lists the bad ones as failed. Members of the location and addresses
 * with an open invitation here are skipped, each with its reason.
 */
export async function importUsers(options: {
  db: Db;
  actor: Actor;
  /** The location the access check admitted the caller to (an admin there). */
  scope: LocationScope;
  filename: string;
  content: Buffer;
  language: TLanguage;
  now: Date;
  mailer: InviteMailer;
}): Promise<TImportSummary> {
  const { db, scope, now } = options;
  const { locationId } = scope;
  const table = await readImportFile(options.filename, options.content);
  const { valid, failed } = validateRows(table);
  const summary: TImportSummary = { invited: [], skipped: [], failed };

  // Known skips first, in two queries instead of two per row; the invitation domain checks
  // again inside its transaction, so a race still ends up as a skip, not as a duplicate.
  const emails = valid.map((row) => row.email);
  const members = new Set<string>();
  const invited = new Set<string>();
  if (emails.length > 0) {
    const memberRows = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(and(eq(memberships.locationId, locationId), inArray(users.email, emails)));
    memberRows.forEach((row) => members.add(row.email));
    const invitationRows = await db
      .select({ email: invitations.email })
      .from(invitations)
      .where(
        and(
          eq(invitations.locationId, locationId),
          inArray(invitations.email, emails),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, now),
        ),
      );
    invitationRows.forEach((row) => invited.add(row.email));
  }

  const toInvite: TValidRow[] = [];
  for (const row of valid) {
    if (members.has(row.email)) summary.skipped.push(rowResult(row.row, row.email, 'has_account'));
    else if (invited.has(row.email)) {
      summary.skipped.push(rowResult(row.row, row.email, 'has_invitation'));
    } else toInvite.push(row);
  }

  const outcomes = await inviteUsers({
    db,
    actor: options.actor,
    scope,
    invitees: toInvite,
    language: options.language,
    now,
    mailer: options.mailer,
  });
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.email, outcome.status]));
  for (const row of toInvite) {
    const status = outcomeOf.get(row.email) ?? 'invite_failed';
    if (status === 'invited') summary.invited.push(row);
    else if (status === 'invite_failed') summary.failed.push(rowResult(row.row, row.email, status));
    else summary.skipped.push(rowResult(row.row, row.email, status));
  }
  summary.failed.sort((a, b) => a.row - b.row);
  summary.skipped.sort((a, b) => a.row - b.row);
  return summary;
}
