import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { TApiErrorCode } from '@cp/contracts';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { ApiError, sendError } from './api-error';

const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unavailable: 503,
};

/** Codes for the client errors Fastify itself raises (body parsing, limits, media types). */
const STATUS_CODE: Record<number, TApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation',
  429: 'rate_limited',
};

/** Turns zod issues into `{ field: [messages] }`; problems with the whole body go under `_`. */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * One place that decides how failures look. Bad input is always a 4xx with a stable code;
 * only real faults become 500, and their details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ZodError) {
      return sendError(reply, 422, 'validation', 'The given data was invalid', fieldErrors(error));
    }
    if (error instanceof ApiError) {
      return sendError(reply, error.statusCode, error.code, error.message);
    }
    if (error instanceof DomainError) {
      const status = DOMAIN_STATUS[error.kind];
      // A specific code (education_locked, license_limit ...) when the domain named one.
      const code = error.code === error.kind ? STATUS_CODE[status] : error.code;
      return sendError(reply, status, (code ?? 'bad_request') as TApiErrorCode, error.message);
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status && status >= 400 && status < 500) {
      if (status === 429) {
        return sendError(reply, 429, 'rate_limited', 'Too many requests, please wait a minute');
      }
      return sendError(reply, status, STATUS_CODE[status] ?? 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'internal', 'Something went wrong');
  });
}

/** Everything under /api answers JSON, also versions and paths that do not exist. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
