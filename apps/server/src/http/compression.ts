import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Types worth compressing: text (not event streams, which must flush per event), JavaScript,
 * JSON and XML (also `+json`, `+xml` such as SVG). Not @fastify/compress's default `octet-stream`
 * nor anything binary: note files and images are sent as they are, already compact or not text.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/javascript(?:;|$)|[/+](?:json|xml)(?:;|$)/;

/**
 * Compresses answers of at least 1 KB with Brotli or gzip, whichever the client prefers of those
 * it accepts (docs/server.md "Compression"). The large design GET is about 271 KB as JSON and
 * some 20 KB compressed. Register before any route (it hooks each route as it is added, and
 * before @fastify/static, whose pre-compressed .br/.gz copies carry their own Content-Encoding
 * and are passed through untouched). Socket.IO never reaches Fastify (realtime/socket-server.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    // Responses only: no client of ours sends compressed bodies; inflating them would only add
    // work and a way in (small uploads that expand).
    globalDecompression: false,
  });
}
