/**
 * Errors that domain code throws for the HTTP layer to translate. The domain names the kind of
 * failure; http/errors.ts decides the status code, so domain code stays free of HTTP.
 */
export type DomainErrorKind = 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly code: string = kind,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const forbidden = (message = 'No access') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
