import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '@cp/contracts';
import { buildApp } from '../src/app';
import { createTestDatabase } from './helpers/database';
import { testConfig } from './helpers/app';
import { Agent } from './helpers/agent';
import { createUser, createNotification } from './helpers/fixtures';
import {
  connect,
  disconnected,
  join,
  listen,
  nextEvent,
  type TestSocket,
} from './helpers/realtime';

/*
 * Two server processes on one PostgreSQL database (two apps, two ports, the postgres adapter):
 * an event published on one reaches clients connected to the other. Embedded PGlite is one
 * process by design, so this needs PostgreSQL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'realtime across two server processes (PostgreSQL; skipped without TEST_DATABASE_URL)',
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let serverA: FastifyInstance;
    let serverB: FastifyInstance;
    let urlB: string;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      const build = () =>
        buildApp({ config: testConfig({ DATABASE_URL: database.url! }), db: database.db });
      serverA = await build();
      serverB = await build();
      await listen(serverA);
      urlB = await listen(serverB);
      // Each adapter announces itself by heartbeat; once A counts B, both are listening.
      const deadline = Date.now() + 10_000;
      while ((await (await serverA.realtime.server()).of('/').adapter.serverCount()) < 2) {
        if (Date.now() > deadline) throw new Error('server B never joined server A');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await serverA?.close();
      await serverB?.close();
      await database?.close();
    });

    it('delivers an event published on server A to a client of server B', async () => {
      const user = await createUser(database.db);
      const agent = await new Agent(serverB).signIn(user.email);
      const socket = await connect(urlB, agent);
      sockets.push(socket);
      expect(await join(socket, userRoom(user.id))).toEqual({ ok: true });

      const update = nextEvent(socket, 'notification_update');
      serverA.realtime.publisher.publish(userRoom(user.id), 'notification_update', {
        action: 'read',
        id: 7,
      });
      expect(await update).toEqual({ action: 'read', id: 7 });
    });

    it('a change through server A reaches the other tab on server B after the commit', async () => {
      const user = await createUser(database.db);
      const agentA = await new Agent(serverA).signIn(user.email);
      const agentB = new Agent(serverB);
      for (const [name, value] of agentA.cookies) agentB.cookies.set(name, value);
      const socket = await connect(urlB, agentB);
      sockets.push(socket);
      await join(socket, userRoom(user.id));
      const notification = await createNotification(database.db, {
        userId: user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });

      const update = nextEvent(socket, 'notification_update');
      const response = await agentA.request('PUT', `notifications/${notification.id}/read`);
      expect(response.statusCode).toBe(200);
      expect(await update).toEqual({ action: 'read', id: notification.id });
    });

    it('a session ended through server A closes its socket on server B at once', async () => {
      const user = await createUser(database.db);
      const agentA = await new Agent(serverA).signIn(user.email);
      const agentB = new Agent(serverB);
      for (const [name, value] of agentA.cookies) agentB.cookies.set(name, value);
      const socket = await connect(urlB, agentB);
      sockets.push(socket);
      expect(await join(socket, userRoom(user.id))).toEqual({ ok: true });

      const closed = disconnected(socket);
      expect((await agentA.request('POST', 'auth/logout')).statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
    });
  },
);
