import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMultipart, type UploadRules } from './multipart-reader';

/** A file of an upload read whole into memory. */
export type MemoryFile = { name: string; contentType: string; content: Buffer };

/**
 * Reads the files of a small upload into memory, through the one reader (readMultipart: the
 * same size, count and type checks and answers as uploads into the file store). For a file that
 * must be parsed whole (the user import: an xlsx is a zip), so the rules must keep it small: at
 * most `rules.maxRequestBytes` are held. An empty list when no file came.
 */
export async function readUploadsInMemory(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: UploadRules,
): Promise<MemoryFile[]> {
  return readMultipart(
    app,
    request,
    rules,
    async ({ name, contentType, bytes }) => {
      const pieces: Buffer[] = [];
      for await (const piece of bytes) pieces.push(piece);
      return { name, contentType, content: Buffer.concat(pieces) };
    },
    // Nothing was stored: what was read is dropped with the request.
    async () => undefined,
  );
}
