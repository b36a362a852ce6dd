import { eq } from 'drizzle-orm';
import type { TRoomError } from '@cp/contracts';
import type { DbOrTx } from '../db/client';
import { educationParents, faculties } from '../db/schema';
import type { Actor } from '../domain/actor';
import { DomainError } from '../domain/errors';
import { requireLocationAccess } from '../domain/locations/location-access';

/*
 * SECURITY-CRITICAL: who may listen to which room. A room is private data: a user's own
 * notifications, or the changes to the educations of one education parent.
 */

export type Room = { kind: 'user'; id: number } | { kind: 'educationParent'; id: number };

const ROOM_PATTERN = /^(user|educationParent)\.([1-9][0-9]{0,9})$/;

/*
 * The server's own rooms: every socket is put in the room of its session and the room of its
 * person at connection, so ending a session (or a person's access) can close exactly those
 * sockets in every server process. A client can neither join nor leave them: their names never
 * match ROOM_PATTERN.
 */
export const sessionSocketsRoom = (sessionIdHash: string) => `#session:${sessionIdHash}`;
export const personSocketsRoom = (userId: number) => `#person:${userId}`;
/** Every signed-in socket (the contract's NATIONAL_FRAMEWORKS_ROOM): national imports. */
export { NATIONAL_FRAMEWORKS_ROOM } from '@cp/contracts';

/**
 * `user.12` or `educationParent.3`; anything else (or an id beyond int4) is null, also the
 * server's own rooms above.
 */
export function parseRoom(name: unknown): Room | null {
  if (typeof name !== 'string') return null;
  const match = ROOM_PATTERN.exec(name);
  if (!match) return null;
  const id = Number(match[2]);
  if (id > 2_147_483_647) return null;
  return { kind: match[1] as Room['kind'], id };
}

/**
 * Null when the actor may join: their own user room; an education parent room when the parent
 * belongs to a location they may open (location-access.ts) and that location has a license today.
 * An unknown parent is refused like a foreign one, so ids cannot be probed.
 */
export async function authoriseRoom(options: {
  db: DbOrTx;
  actor: Actor;
  room: Room;
  now: Date;
}): Promise<TRoomError | null> {
  const { db, actor, room, now } = options;
  if (room.kind === 'user') return room.id === actor.userId ? null : 'forbidden';

  const [parent] = await db
    .select({ locationId: faculties.locationId })
    .from(educationParents)
    .innerJoin(faculties, eq(faculties.id, educationParents.facultyId))
    .where(eq(educationParents.id, room.id))
    .limit(1);
  if (!parent) return 'forbidden';
  try {
    // Membership and today's license in one query, as the HTTP access check asks them.
    const access = await requireLocationAccess({
      db,
      actor,
      locationId: parent.locationId,
      licensedOn: now,
    });
    return access.licensed ? null : 'no_license';
  } catch (error) {
    if (error instanceof DomainError) return 'forbidden';
    throw error;
  }
}
