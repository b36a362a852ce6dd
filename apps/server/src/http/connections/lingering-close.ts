import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS } from '../uploads/upload-limits';
import { bodyArrived, hasBody } from './request-body';

/**
 * How much of a body the server still reads after answering before it (docs/api.md "Uploads and
 * downloads"): the largest body the product takes (an upload's files and its form) with room,
 * and as long as nginx's `lingering_time`. Past either, the connection is closed.
 */
export const LINGER_LIMITS = {
  maxBytes: UPLOAD_LIMITS.maxRequestFileBytes + UPLOAD_LIMITS.formOverheadBytes + 8 * 1024 * 1024,
  maxMs: 30_000,
} as const;

/**
 * Lingering close, one rule for every answer sent before its request's body has arrived whole: a
 * refused upload (413 from `Content-Length` or while streaming, 415, 422, 429), a body past its
 * route's limit (the logo's JSON), an anonymous upload (401 before the body is parsed).
 *
 * Closing such a connection at once, as Node does after `Connection: close`, makes the kernel
 * answer the bytes still coming with a reset: a client that writes its whole body before it
 * reads (many HTTP libraries do) then sees ECONNRESET/EPIPE instead of the answer. So the answer
 * goes out at once (with its length, and `Connection: close`), but the response only ends, and
 * Node only closes, once the rest of the body has been read and dropped, at most LINGER_LIMITS.
 * The minimum body rate and the idle timeout still apply meanwhile (body-rate.ts).
 */
export function registerLingeringClose(
  app: FastifyInstance,
  limits: { maxBytes: number; maxMs: number } = LINGER_LIMITS,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (bodyArrived(raw) || !hasBody(raw)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    reply.header('connection', 'close').header('content-length', body.length);
    return answerWhileDraining(raw, body, limits);
  });
}

/** The answer's bytes at once; its end once the request's body is drained (or limits passed). */
function answerWhileDraining(
  request: IncomingMessage,
  body: Buffer,
  limits: { maxBytes: number; maxMs: number },
): Readable {
  const answer = new PassThrough();
  answer.write(body);
  void drainBody(request, limits).then(() => answer.end());
  return answer;
}

/** Reads and drops what is left of a request's body; resolves at its end or past the limits. */
function drainBody(
  request: IncomingMessage,
  limits: { maxBytes: number; maxMs: number },
): Promise<void> {
  return new Promise((resolve) => {
    if (request.destroyed || request.readableEnded) {
      resolve();
      return;
    }
    let bytes = 0;
    const done = () => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', done);
      request.off('close', done);
      request.off('error', done);
      resolve();
    };
    const onData = (piece: Buffer) => {
      bytes += piece.length;
      if (bytes > limits.maxBytes) done();
    };
    const timer = setTimeout(done, limits.maxMs);
    // A parser that stopped at the refusal (multipart) must not get the rest.
    request.unpipe();
    request.on('data', onData);
    request.once('end', done);
    request.once('close', done);
    request.once('error', done);
    request.resume();
  });
}
