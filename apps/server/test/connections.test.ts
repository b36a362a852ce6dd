import { connect as connectTcp, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '@cp/contracts';
import { buildApp } from '../src/app';
import type { ConnectionLimits } from '../src/config';
import type { Database } from '../src/db/client';
import { noteTypes } from '../src/db/schema';
import { seedPageInfo } from '../src/db/seed/page-info';
import { Agent } from './helpers/agent';
import { testConfig } from './helpers/app';
import { createTestDatabase } from './helpers/database';
import { createEducation, createEducationParent } from './helpers/educations';
import { createLocation, createUser } from './helpers/fixtures';
import { multipartBody } from './helpers/multipart';
import { agentHeaders, apiPath } from './helpers/raw-http';
import { connect, join, listen, nextEvent } from './helpers/realtime';

/*
 * The HTTP server's connection limits (docs/configuration.md "Connections"), made small here
 * through the configuration so each is reached in a moment: a connection that sends nothing,
 * headers or a body that trickle, a body that stops, and an idle kept-alive connection are
 * closed; a normal request, an upload sent slowly (yet far above the minimum rate) and a
 * WebSocket that stays idle longer than the idle timeout are not.
 */

const limits: ConnectionLimits = {
  headersTimeoutMs: 400,
  // Long, so that only the minimum body rate can cut the trickling body below.
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 800,
  keepAliveTimeoutMs: 300,
  minBodyBytesPerSecond: 2000,
};
/** How long a test waits for the server to close a connection it should close. */
const CLOSE_WAIT_MS = 5000;

let database: Database;
let app: FastifyInstance;
let baseUrl: string;
let port: number;
let agent: Agent;
let notesPath: string;
let noteTypeId: number;
let userId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPageInfo(database.db);
  app = await buildApp({ config: { ...testConfig(), connections: limits }, db: database.db });
  baseUrl = await listen(app);
  port = Number(new URL(baseUrl).port);
  const location = await createLocation(database.db);
  const user = await createUser(database.db, {
    memberships: [{ locationId: location.id, roles: ['user'] }],
  });
  userId = user.id;
  const parentId = await createEducationParent(database.db, location.id);
  const education = await createEducation(database.db, {
    locationId: location.id,
    educationParentId: parentId,
  });
  const [type] = await database.db
    .insert(noteTypes)
    .values({ locationId: location.id, name: 'Overleg' })
    .returning();
  noteTypeId = type!.id;
  notesPath = apiPath(`locations/${location.id}/educations/${education.id}/notes`);
  agent = await new Agent(app).signIn(user.email);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A raw connection to the app, with what it received and whether the server closed it. */
function open() {
  const socket = connectTcp(port, '127.0.0.1');
  const received: Buffer[] = [];
  let closed = false;
  socket.on('data', (piece) => received.push(piece));
  socket.on('error', () => undefined);
  const closing = new Promise<void>((resolve) => {
    socket.on('close', () => {
      closed = true;
      resolve();
    });
  });
  return {
    socket,
    text: () => Buffer.concat(received).toString('latin1'),
    /** Whether the server closed the connection within CLOSE_WAIT_MS (it is closed after). */
    closedInTime: async () => {
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS))]);
      const result = closed;
      socket.destroy();
      return result;
    },
  };
}

/** Writes `piece` every `everyMs` until the socket closes; the stop function ends it. */
function trickle(socket: Socket, piece: string, everyMs: number): () => void {
  const timer = setInterval(() => {
    if (socket.destroyed) clearInterval(timer);
    else socket.write(piece);
  }, everyMs);
  return () => clearInterval(timer);
}

/** A signed-in JSON request whose body is announced at 100 KB, and its first bytes. */
const slowBodyHead = () =>
  `PUT ${apiPath('auth/me/language')} HTTP/1.1\r\nHost: localhost\r\n` +
  Object.entries({ ...agentHeaders(agent), 'content-type': 'application/json' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  'Content-Length: 100000\r\n\r\n{"language":"';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connection limits', () => {
  it('hands the configured timeouts to the HTTP server', () => {
    expect(app.server.headersTimeout).toBe(limits.headersTimeoutMs);
    expect(app.server.requestTimeout).toBe(limits.requestTimeoutMs);
    expect(app.server.timeout).toBe(limits.idleTimeoutMs);
    expect(app.server.keepAliveTimeout).toBe(limits.keepAliveTimeoutMs);
  });

  it('closes a connection that never sends a byte (408)', async () => {
    const connection = open();
    expect(await connection.closedInTime()).toBe(true);
    expect(connection.text()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts headers that keep trickling in without end (408)', async () => {
    const connection = open();
    connection.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
    const stop = trickle(connection.socket, 'X-Slow: 1\r\n', 100);
    expect(await connection.closedInTime()).toBe(true);
    stop();
    expect(connection.text()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a body sent a few bytes at a time, below the minimum rate (408)', async () => {
    const connection = open();
    connection.socket.write(slowBodyHead());
    // 50 bytes/s: the socket is never idle, and the request timeout is a minute away.
    const stop = trickle(connection.socket, 'aaaaa', 100);
    expect(await connection.closedInTime()).toBe(true);
    stop();
    expect(connection.text()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose body stops arriving', async () => {
    const connection = open();
    connection.socket.write(slowBodyHead());
    expect(await connection.closedInTime()).toBe(true);
  });

  it('closes a kept-alive connection that waits for its next request', async () => {
    const connection = open();
    connection.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await connection.closedInTime()).toBe(true);
    expect(connection.text()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('serves a normal request, and an upload sent slowly but above the minimum rate', async () => {
    const health = await fetch(`${baseUrl}/api/v1/health`);
    expect(health.status).toBe(200);

    // 300 KB at about 100 KB/s: three seconds, far past the headers and idle timeouts.
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 0x20)]);
    const { body, headers } = await multipartBody(
      { note_type_id: String(noteTypeId), text: 'Langzaam verstuurd' },
      [{ field: 'files', name: 'langzaam.pdf', content }],
    );
    const head =
      `POST ${notesPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
      Object.entries({ ...agentHeaders(agent), ...headers, 'content-length': body.length })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n';
    const connection = open();
    connection.socket.write(head);
    for (let offset = 0; offset < body.length; offset += 10_000) {
      connection.socket.write(body.subarray(offset, offset + 10_000));
      await sleep(100);
    }
    expect(await connection.closedInTime()).toBe(true);
    expect(connection.text()).toMatch(/^HTTP\/1\.1 201/);
  });

  it('leaves a WebSocket open while it is idle longer than the idle timeout', async () => {
    const socket = await connect(baseUrl, agent);
    try {
      expect(await join(socket, userRoom(userId))).toEqual({ ok: true });
      await sleep(limits.idleTimeoutMs * 2);
      expect(socket.connected).toBe(true);
      const event = nextEvent(socket, 'reload_educations');
      app.realtime.publisher.publish(userRoom(userId), 'reload_educations', {});
      expect(await event).toEqual({});
    } finally {
      socket.close();
    }
  });
});
