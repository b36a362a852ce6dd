import type { FastifyReply } from 'fastify';
import type { TApiError, TApiErrorCode } from '@cp/contracts';

/** Sends the one error shape of the API (DESIGN "Contracts"). */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: TApiErrorCode,
  message: string,
  errors?: Record<string, string[]>,
): FastifyReply {
  const body: TApiError = errors ? { message, errors, code } : { message, code };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** An error a hook or handler throws to answer with a given status and code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const UNAUTHENTICATED = () => new ApiError(401, 'unauthenticated', 'Not signed in');
