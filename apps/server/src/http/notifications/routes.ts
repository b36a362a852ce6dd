import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { deleteRead } from '../../domain/notifications/delete-read';
import { listNotifications } from '../../domain/notifications/list-notifications';
import { markAllRead } from '../../domain/notifications/mark-all-read';
import { markRead } from '../../domain/notifications/mark-read';
import type { Publisher } from '../../domain/events/publisher';
import { handle } from '../endpoint';
import { actorOf } from '../session-guard';

export async function notificationRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher },
): Promise<void> {
  const { db, clock, publisher } = deps;

  handle(app, 'listNotifications', async ({ query }, request) => {
    return { data: await listNotifications({ db, actor: actorOf(request), now: clock(), query }) };
  });

  // A GET by the product's calls, flagged `changesState` in the registry: http/csrf.ts guards it
  // like a POST. It only marks the caller's own notifications read.
  handle(app, 'markAllNotificationsRead', async (_, request) => {
    return { data: await markAllRead({ db, actor: actorOf(request), now: clock(), publisher }) };
  });

  handle(app, 'deleteReadNotifications', async (_, request) => {
    return { data: await deleteRead({ db, actor: actorOf(request), now: clock(), publisher }) };
  });

  handle(app, 'markNotificationRead', async ({ params }, request) => {
    const actor = actorOf(request);
    return { data: await markRead({ db, actor, now: clock(), publisher, id: params.id }) };
  });
}
