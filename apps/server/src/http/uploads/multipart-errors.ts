import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/errors';

/** What a refused multipart body answers instead of the parser's own error. */
export type MultipartRefusals = {
  fileTooLarge: () => Error;
  tooManyFiles: () => Error;
};

/**
 * Turns an error of the multipart parser into the answer: a file past its limit or one file too
 * many as the route says, the parser's own client errors (parts or fields limit, 413; prototype
 * field names, 400) as they are, and everything else it throws (a body cut off in a file or in
 * the part headers, a broken boundary: "Unexpected end of form", "Malformed part header" ...)
 * as a 400, never a 500. Only for errors from reading the body, never from the database.
 */
export function multipartFailure(
  app: FastifyInstance,
  error: unknown,
  refusals?: MultipartRefusals,
): Error {
  if (refusals && error instanceof app.multipartErrors.RequestFileTooLargeError) {
    return refusals.fileTooLarge();
  }
  if (refusals && error instanceof app.multipartErrors.FilesLimitError) {
    return refusals.tooManyFiles();
  }
  if (error instanceof DomainError) return error;
  const status =
    error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number'
      ? error.statusCode
      : undefined;
  if (error instanceof Error && status !== undefined && status >= 400 && status < 500) return error;
  return new DomainError('bad_request', 'uploads.malformed');
}

/** The same pieces as `source`, with its errors turned into answers by multipartFailure. */
export async function* asBodyErrors<T>(
  app: FastifyInstance,
  source: AsyncIterable<T>,
  refusals?: MultipartRefusals,
): AsyncGenerator<T> {
  try {
    for await (const item of source) yield item;
  } catch (error) {
    throw multipartFailure(app, error, refusals);
  }
}
