import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Whole answers kept per (thing, version), serialised and compressed once (decision 0011). The
 * large demo education's design is 290 KB of JSON from nine statements: building, serialising
 * and compressing it again for every reader cost more than two cores can give at 200 reads a
 * second. The version is a counter the writer raises in its own transaction
 * (`educations.content_version`), so a cached answer is never older than its key: the version is
 * read before the content, and content read later is at least as new.
 * Per process and bounded in bytes; a process that never saw a version builds it itself.
 */

/**
 * The encoding the browser prefers among ours, negotiated as @fastify/compress does for every
 * other answer (q-values; `*` and `x-gzip` count as gzip), so both paths answer alike.
 */
function encodingFor(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const normalised = header.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(normalised, ['br', 'gzip']) as 'br' | 'gzip' | null;
}

type Entry = { json: Buffer; br?: Buffer; gzip?: Buffer; bytes: number };

export class VersionedAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /**
   * Sends the answer of `key` at `version`: 304 when the browser has it (weak ETag, since one
   * version travels in several encodings), else the cached bytes in the best encoding the browser
   * takes; `build` runs only when this process has not got that version yet.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    id: { key: string; version: number },
    build: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const etag = `W/"${id.key}-${id.version}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const cacheKey = `${id.key}@${id.version}`;
    const entry = await this.entry(cacheKey, build);
    reply.type('application/json; charset=utf-8');
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === 'br') {
      entry.br ??= this.grow(
        cacheKey,
        entry,
        brotliCompressSync(entry.json, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.json.length,
          },
        }),
      );
      return reply.header('Content-Encoding', 'br').send(entry.br);
    }
    if (encoding === 'gzip') {
      entry.gzip ??= this.grow(cacheKey, entry, gzipSync(entry.json, { level: 6 }));
      return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.json);
  }

  private async entry(cacheKey: string, build: () => Promise<unknown>): Promise<Entry> {
    const found = this.entries.get(cacheKey);
    if (found) {
      // Most recently used last, so the oldest go first.
      this.entries.delete(cacheKey);
      this.entries.set(cacheKey, found);
      return found;
    }
    const json = Buffer.from(JSON.stringify(await build()));
    const entry: Entry = { json, bytes: json.length };
    // An older version of the same thing is never asked for again.
    const prefix = cacheKey.slice(0, cacheKey.lastIndexOf('@') + 1);
    for (const [key, old] of this.entries) {
      if (key.startsWith(prefix)) this.forget(key, old);
    }
    this.entries.set(cacheKey, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  /**
   * Counts a compressed copy; not for an entry that other requests evicted or replaced while this
   * one awaited it (it is gone from the map, so its bytes must not stay in the count).
   */
  private grow(cacheKey: string, entry: Entry, compressed: Buffer): Buffer {
    if (this.entries.get(cacheKey) !== entry) return compressed;
    entry.bytes += compressed.length;
    this.bytes += compressed.length;
    this.evict();
    return compressed;
  }

  private forget(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size <= 1) break;
      this.forget(key, entry);
    }
  }
}
