import type { IncomingMessage } from 'node:http';

/** Whether a request announces a body (a length above 0, or a chunked body of unknown length). */
export function hasBody(request: IncomingMessage): boolean {
  return (
    Number(request.headers['content-length'] ?? 0) > 0 ||
    request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * Whether a request's body has arrived whole: Node's parser has seen its end (`complete`, even
 * while the bytes still wait in the stream), or the stream has ended (also `inject`'s requests,
 * which have no `complete`).
 */
export function bodyArrived(request: IncomingMessage): boolean {
  return request.complete || request.readableEnded;
}
