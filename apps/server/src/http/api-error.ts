import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  TApiError,
  TApiErrorCode,
  TFieldKeys,
  TMessageKey,
  TMessageParams,
} from '@cp/contracts';
import { DomainError } from '../domain/errors';
import { requestLanguage } from './language';
import { messageText } from './message-text';

/**
 * Sends the one error shape of the API (docs/errors.md): the stable `code` and message `key`
 * (with `params`), per field the keys (`keys`), and for readers without the catalogue the same
 * in the request's language (`message`, `errors`).
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: TApiErrorCode,
  key: TMessageKey,
  options: { params?: TMessageParams; fields?: TFieldKeys } = {},
): FastifyReply {
  const language = requestLanguage(request);
  const body: TApiError = { message: messageText(key, language, options.params), code, key };
  if (options.params) body.params = options.params;
  if (options.fields) {
    body.keys = options.fields;
    body.errors = Object.fromEntries(
      Object.entries(options.fields).map(([field, keys]) => [
        field,
        keys.map((fieldKey) => messageText(fieldKey, language)),
      ]),
    );
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export const UNAUTHENTICATED = () => new DomainError('unauthenticated', 'common.notSignedIn');
