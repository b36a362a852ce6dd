import type { FastifyInstance } from 'fastify';
import {
  ZNotificationParamsSchema,
  type TNotification,
  type TNotificationLists,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import {
  deleteRead,
  listNotifications,
  markAllRead,
  markRead,
} from '../../domain/notifications/notifications';
import type { Publisher } from '../../domain/events/publisher';
import { parse } from '../parse';
import { actorOf } from '../session-guard';

type Lists = { data: TNotificationLists };

export async function notificationRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher },
): Promise<void> {
  const { db, clock, publisher } = deps;

  app.get('/notifications', async (request): Promise<Lists> => {
    return { data: await listNotifications({ db, actor: actorOf(request), now: clock() }) };
  });

  // SPEC §7 fixes this as a GET; it only marks the caller's own notifications read.
  app.get('/notifications/all', async (request): Promise<Lists> => {
    return { data: await markAllRead({ db, actor: actorOf(request), now: clock(), publisher }) };
  });

  app.delete('/notifications/all', async (request): Promise<Lists> => {
    return { data: await deleteRead({ db, actor: actorOf(request), now: clock(), publisher }) };
  });

  app.put('/notifications/:id/read', async (request): Promise<{ data: TNotification }> => {
    const { id } = parse(ZNotificationParamsSchema, request.params);
    const actor = actorOf(request);
    return { data: await markRead({ db, actor, now: clock(), publisher, id }) };
  });
}
