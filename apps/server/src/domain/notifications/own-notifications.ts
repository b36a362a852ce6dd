import type { Db, DbOrTx } from '../../db/client';
import type { Publisher } from '../events/publisher';
import type { Actor } from '../actor';

/*
 * The bell's reads and changes (./list-notifications.ts, ./mark-read.ts, ./mark-all-read.ts,
 * ./delete-read.ts) are limited to the actor's own notifications (user_id = actor). Expired ones are never shown; a later clean-up job deletes
 * them. Changes tell the user's other tabs through `notification_update` on their user room,
 * after the commit.
 * The lists are paged (docs/notifications.md): newest first by id (the order they were stored
 * in), at most NOTIFICATION_PAGE_SIZE of a list per answer, with the totals beside them; marking
 * all read and deleting the read ones act on all of them, not only on a page.
 */

/** Reading the actor's own notifications. */
export type OwnNotifications = { db: DbOrTx; actor: Actor; now: Date };
/** Changing the actor's own notifications, telling their other tabs after commit. */
export type OwnNotificationsChange = { db: Db; actor: Actor; now: Date; publisher: Publisher };
