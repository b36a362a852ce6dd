import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { fieldKeysOf, type TApiErrorCode, type TMessageKey } from '@cp/contracts';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { sendError } from './api-error';

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid: 422,
  rate_limited: 429,
  unavailable: 503,
};

/** The code and key of the client errors Fastify itself raises (body parsing, limits, types). */
const OF_STATUS: Record<number, { code: TApiErrorCode; key: TMessageKey }> = {
  400: { code: 'bad_request', key: 'common.badRequest' },
  401: { code: 'unauthenticated', key: 'common.notSignedIn' },
  403: { code: 'forbidden', key: 'common.noAccess' },
  404: { code: 'not_found', key: 'common.notFound' },
  409: { code: 'conflict', key: 'common.invalid' },
  410: { code: 'gone', key: 'common.notFound' },
  413: { code: 'payload_too_large', key: 'common.payloadTooLarge' },
  415: { code: 'unsupported_media_type', key: 'common.unsupportedMediaType' },
  422: { code: 'validation', key: 'common.invalidData' },
  429: { code: 'rate_limited', key: 'common.tooManyRequests' },
};

/**
 * One place that decides how failures look. Bad input is always a 4xx with a stable code and
 * key; only real faults become 500, and their details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/**
 * The answer to a failure: also Fastify's `frameworkErrors` (a path that is not valid URL
 * encoding, before any route or hook), so those refusals carry a key too.
 */
export function answerError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ZodError) {
    return sendError(request, reply, 422, 'validation', 'common.invalidData', {
      fields: fieldKeysOf(error),
    });
  }
  if (error instanceof DomainError) {
    const status = STATUS_OF_KIND[error.kind];
    const code = error.code ?? OF_STATUS[status]?.code ?? 'bad_request';
    return sendError(request, reply, status, code, error.key, {
      params: error.params,
      fields: error.fields,
    });
  }
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status && status >= 400 && status < 500) {
    const known = OF_STATUS[status] ?? OF_STATUS[400]!;
    return sendError(request, reply, status, known.code, known.key);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, 500, 'internal', 'common.internal');
}

/** Everything under /api answers JSON, also versions and paths that do not exist. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
