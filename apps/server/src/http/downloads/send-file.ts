import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { withoutInvisibleCharacters } from '../../domain/exports/file-name';
import { attachmentHeader } from '../../domain/notes/files';

/** A file to answer with. */
export type FileReply = {
  /** The name the browser saves it as (any characters; the header encodes them safely). */
  name: string;
  /** Our own content type for it (from our table, never what an uploader claimed). */
  contentType: string;
  /** The bytes: a buffer, or a stream that is read as the client takes it. */
  content: Buffer | Readable;
  /** The size in bytes of a stream, when known (a buffer's own length is used otherwise). */
  size?: number;
};

/**
 * The one way a download is answered (docs/api.md "Uploads and downloads"): note files, plan materials, the
 * import sample and exports. Every one is
 * - an attachment (`Content-Disposition`, attachmentHeader: an ASCII fallback name and the exact
 *   UTF-8 name as RFC 5987 `filename*`, so no name breaks the header and none renders inline in
 *   our origin), named without invisible format characters (a right-to-left override would
 *   show "\u202Efdp.exe" as "exe.pdf"; withoutInvisibleCharacters), whoever chose the name,
 * - `Cache-Control: private, no-store`: each is a person's data (or made for them) behind a
 *   session, so neither a shared cache nor the browser keeps a copy,
 * - `X-Content-Type-Options: nosniff` (also set for every answer by security-headers.ts; here
 *   too so a download never depends on another plugin),
 * - with `Content-Length` when it is known, so the browser shows progress.
 */
export function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  const size = Buffer.isBuffer(file.content) ? file.content.length : file.size;
  const name = withoutInvisibleCharacters(file.name) || 'download';
  reply
    .type(file.contentType)
    .header('Content-Disposition', attachmentHeader(name))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff');
  if (size !== undefined) reply.header('Content-Length', size);
  return reply.send(file.content);
}
