// A client process of the realtime scale bench (realtime-scale.mjs forks several, so the clients
// are not the bottleneck): opens many sockets as the web app does (session cookie, CSRF token,
// WebSocket only), joins their rooms, and notes when each `education_update` arrives, on a clock
// the parent shares (performance.timeOrigin + performance.now(), both on this machine).
//
// Messages from the parent: { type: 'connect', sockets: [{ id, url, cookie, xsrf, rooms }],
// concurrency }, then { type: 'collect' }, then { type: 'close' }. Answers 'ready' (how the
// connections and joins went), 'collected' (every socket's events, disconnects, this process's
// CPU and memory) and 'closed'.
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const now = () => performance.timeOrigin + performance.now();
const open = new Map();
const cpuAtStart = process.cpuUsage();

function connectOne({ id, url, cookie, xsrf, rooms }) {
  return new Promise((resolve) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      auth: { xsrf },
      reconnection: false,
      forceNew: true,
      timeout: 60_000,
    });
    const state = { socket, events: [], disconnects: 0, rooms };
    socket.on('education_update', (payload) => {
      state.events.push([payload?.education_id ?? null, now()]);
    });
    socket.on('disconnect', () => {
      state.disconnects += 1;
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ id, refused: error?.message ?? 'error' });
    });
    socket.once('connect', async () => {
      open.set(id, state);
      const errors = [];
      for (const room of rooms) {
        try {
          const answer = await socket.timeout(60_000).emitWithAck('join', room);
          if (!answer?.ok) errors.push(answer?.error ?? 'refused');
        } catch {
          errors.push('no answer');
        }
      }
      resolve({ id, errors });
    });
  });
}

/** Connects every socket, `concurrency` handshakes at a time. */
async function connectAll(sockets, concurrency) {
  const started = now();
  const refused = {};
  const joinErrors = {};
  let next = 0;
  let connected = 0;
  const worker = async () => {
    while (next < sockets.length) {
      const result = await connectOne(sockets[next++]);
      if (result.refused) refused[result.refused] = (refused[result.refused] ?? 0) + 1;
      else connected += 1;
      for (const error of result.errors ?? []) joinErrors[error] = (joinErrors[error] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { connected, refused, joinErrors, ms: now() - started };
}

process.on('message', async (message) => {
  if (message.type === 'connect') {
    const result = await connectAll(message.sockets, message.concurrency ?? 20);
    process.send({ type: 'ready', ...result });
  } else if (message.type === 'collect') {
    const sockets = [...open].map(([id, state]) => ({
      id,
      events: state.events,
      disconnects: state.disconnects,
      connected: state.socket.connected,
    }));
    const cpu = process.cpuUsage(cpuAtStart);
    process.send({
      type: 'collected',
      sockets,
      cpuMs: (cpu.user + cpu.system) / 1000,
      rssMb: process.memoryUsage().rss / 1024 / 1024,
    });
  } else if (message.type === 'mark') {
    // The CPU so far, so the parent can tell the events phase from the connecting.
    const cpu = process.cpuUsage(cpuAtStart);
    process.send({ type: 'marked', cpuMs: (cpu.user + cpu.system) / 1000 });
  } else if (message.type === 'close') {
    for (const { socket } of open.values()) socket.close();
    open.clear();
    process.send({ type: 'closed' }, () => process.exit(0));
  }
});
process.send({ type: 'started', at: now() });
