import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ConnectionLimits } from '../../config';
import { bodyArrived, hasBody } from './request-body';
import { checkingIntervalMs } from './server-options';

type Watched = {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  startedAt: number;
  bytesAtStart: number;
};

/** What Node itself answers when a request's time runs out, before it closes the connection. */
const TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/**
 * The minimum body rate (docs/configuration.md "Connections"): a request body must keep
 * arriving at `minBodyBytesPerSecond` on average, after a start of `headersTimeoutMs`: by
 * `start + headersTimeout + received / rate`, or the connection is closed (408 when no answer
 * has started). The idle timeout only sees a body that stops; this one sees a body sent a byte
 * every few seconds, which would otherwise hold its connection until the request timeout.
 * At 1,000 bytes/s a 10 MB file may take almost three hours, so only a trickle meets it.
 *
 * Bytes are counted on the socket (`bytesRead`), so a body read by any parser (JSON, multipart,
 * a refusal's drain) is seen alike. One sweep, while any body is arriving, checks them all; a
 * request leaves the watch when its body is complete or its connection is gone.
 */
export function registerBodyRateCheck(app: FastifyInstance, limits: ConnectionLimits): void {
  const rate = limits.minBodyBytesPerSecond;
  if (rate === 0) return;
  const watched = new Set<Watched>();
  let sweeper: NodeJS.Timeout | undefined;

  const sweep = () => {
    const now = performance.now();
    for (const entry of watched) {
      if (bodyArrived(entry.request) || entry.socket.destroyed) {
        watched.delete(entry);
        continue;
      }
      const received = entry.socket.bytesRead - entry.bytesAtStart;
      if (now - entry.startedAt > limits.headersTimeoutMs + (received / rate) * 1000) {
        watched.delete(entry);
        app.log.info(
          { url: entry.request.url, received },
          'request body too slow: connection closed',
        );
        if (!entry.response.headersSent && entry.socket.writable)
          entry.socket.write(TIMEOUT_ANSWER);
        entry.socket.destroy();
      }
    }
    if (watched.size === 0) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };

  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // Only a real connection counts its bytes (`inject` has a stand-in socket).
    if (!bodyArrived(raw) && hasBody(raw) && typeof raw.socket.bytesRead === 'number') {
      watched.add({
        request: raw,
        response: reply.raw,
        socket: raw.socket,
        startedAt: performance.now(),
        bytesAtStart: raw.socket.bytesRead,
      });
      if (!sweeper) {
        sweeper = setInterval(sweep, checkingIntervalMs(limits));
        sweeper.unref();
      }
    }
    done();
  });
  app.addHook('onClose', (_, done) => {
    clearInterval(sweeper);
    watched.clear();
    done();
  });
}
