import { UPLOAD_MAX_REQUEST_BYTES, UPLOADS_AT_ONCE_PER_USER } from '@cp/contracts';
import { DomainError } from '../../domain/errors';

/*
 * What one person may send at once (docs/decisions/0009-file-store.md). Files are streamed into
 * the database, so these bound the work and the storage a request can cause, not memory: a note
 * of 10 files of 10 MB each would take one person's request minutes on a small server, and two
 * such requests at once are as many as anyone needs.
 */
export const UPLOAD_LIMITS = {
  /** Bytes of all files of one request together (a note's files; a material has one file). */
  maxRequestFileBytes: UPLOAD_MAX_REQUEST_BYTES,
  /** Upload requests (notes and materials) of one person in progress at the same time. */
  maxConcurrentPerUser: UPLOADS_AT_ONCE_PER_USER,
  /** Room for the form fields and part headers next to the files, for the Content-Length check. */
  formOverheadBytes: 1024 * 1024,
} as const;

/** The answer to files of one request (notes, materials) past maxRequestFileBytes together. */
export const requestTooLarge = () =>
  new DomainError('payload_too_large', 'uploads.requestTooLarge', {
    params: { maxMegabytes: UPLOAD_LIMITS.maxRequestFileBytes / 1024 / 1024 },
  });
