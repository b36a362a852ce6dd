import { EDUCATION_MESSAGES, type TNoteFileExtension } from '@cp/contracts';
import { invalidField } from '../errors';

/*
 * Which files a note may hold (docs/educations.md "Notes API"). The type is decided by the
 * extension AND by the first bytes where the format has a signature, so a renamed executable or
 * HTML page is refused. The content type we store and serve comes from this table, never from
 * what the browser claimed; downloads are attachments with nosniff, and SVG/HTML are not allowed
 * at all (they can carry scripts).
 */

type Signature = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'text';

// Keyed by the shared list, so the web's file picker and this table cannot drift apart.
const TYPES: Record<TNoteFileExtension, { contentType: string; signature: Signature }> = {
  pdf: { contentType: 'application/pdf', signature: 'pdf' },
  png: { contentType: 'image/png', signature: 'png' },
  jpg: { contentType: 'image/jpeg', signature: 'jpeg' },
  jpeg: { contentType: 'image/jpeg', signature: 'jpeg' },
  gif: { contentType: 'image/gif', signature: 'gif' },
  webp: { contentType: 'image/webp', signature: 'webp' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: 'zip',
  },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signature: 'zip',
  },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    signature: 'zip',
  },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', signature: 'zip' },
  ods: { contentType: 'application/vnd.oasis.opendocument.spreadsheet', signature: 'zip' },
  odp: { contentType: 'application/vnd.oasis.opendocument.presentation', signature: 'zip' },
  txt: { contentType: 'text/plain; charset=utf-8', signature: 'text' },
  csv: { contentType: 'text/csv; charset=utf-8', signature: 'text' },
  md: { contentType: 'text/markdown; charset=utf-8', signature: 'text' },
};

const startsWith = (content: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return (
    content.length >= at + expected.length &&
    content.subarray(at, at + expected.length).equals(expected)
  );
};

function hasSignature(content: Buffer, signature: Signature): boolean {
  switch (signature) {
    case 'pdf':
      return startsWith(content, '%PDF-');
    case 'png':
      return startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(content, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(content, 'GIF87a') || startsWith(content, 'GIF89a');
    case 'webp':
      return startsWith(content, 'RIFF') && startsWith(content, 'WEBP', 8);
    case 'zip':
      // Office Open XML and OpenDocument files are zip archives; they start with a local header.
      return startsWith(content, [0x50, 0x4b, 0x03, 0x04]);
    case 'text':
      // Plain text has no signature; a NUL byte means it is a binary file with a text name.
      return !content.includes(0);
  }
}

/** The lower-case extension of a file name, '' without one. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * A file name fit to store and show: the last path segment (old browsers send a full path),
 * without control characters, at most 200 characters, keeping its extension.
 */
export function cleanFileName(raw: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= 200) return base || 'file';
  const extension = extensionOf(base);
  const keep = extension ? `.${extension}` : '';
  return base.slice(0, 200 - keep.length) + keep;
}

/** Enough of a file's first bytes to check every signature above (WEBP needs 12). */
const HEAD_BYTES = 12;

/** Checks one file's type while it streams, never holding more than its first bytes. */
export type FileTypeCheck = {
  /** The content type we store and serve (from the table, never from the browser). */
  readonly contentType: string;
  /** Sees the next bytes; throws (like `finish`) as soon as they show a wrong type. */
  push(chunk: Buffer): void;
  /** After the last chunk: throws for a file too short to carry its signature. */
  finish(): void;
};

/** The refusal of a file whose type we do not take (422 on `field`, fileTypeNotAllowed). */
export const refuseFileType = (field = 'files') =>
  invalidField(field, EDUCATION_MESSAGES.fileTypeNotAllowed);

/**
 * Starts checking a file called `name`: a ZodError (422 on `field`, fileTypeNotAllowed) at once
 * for an extension we do not take, after the first bytes for a wrong signature, and for text
 * files at the first NUL byte anywhere. Note files and plan materials accept the same types.
 */
export function checkFileType(name: string, field = 'files'): FileTypeCheck {
  const refuse = () => refuseFileType(field);
  const extension = extensionOf(name);
  const type = Object.hasOwn(TYPES, extension) ? TYPES[extension as TNoteFileExtension] : undefined;
  if (!type) throw refuse();
  let head = Buffer.alloc(0);
  let headChecked = false;
  const checkHead = () => {
    headChecked = true;
    if (!hasSignature(head, type.signature)) throw refuse();
  };
  return {
    contentType: type.contentType,
    push(chunk) {
      // Text has no signature but must hold no NUL byte, in any chunk.
      if (type.signature === 'text') {
        if (chunk.includes(0)) throw refuse();
        return;
      }
      if (headChecked) return;
      head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (head.length >= HEAD_BYTES) checkHead();
    },
    finish() {
      if (type.signature !== 'text' && !headChecked) checkHead();
    },
  };
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the exact UTF-8 name as
 * RFC 5987 `filename*`, so "Verslag één.pdf" arrives intact and no name can break the header.
 */
export function attachmentHeader(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
