import type { FastifyRequest } from 'fastify';
import { CONTEXT_COOKIES, DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@cp/contracts';

const asLanguage = (value: string | undefined): TLanguage | undefined =>
  LANGUAGES.find((language) => language === value);

/**
 * The language to answer in: the `language` cookie (a choice made on /profiel), else the
 * language the web app shows now (it sends it as Accept-Language, also when it followed the
 * browser), else the user's stored choice, else Dutch (docs/foundation-brief.md "API decisions").
 */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const fromHeader = request.headers['accept-language']
    ?.split(',')
    .map((tag) => asLanguage(tag.trim().split(/[-;]/)[0]?.toLowerCase()))
    .find(Boolean);
  // No cookies yet when Fastify refuses a request before its hooks (a path that is not valid
  // URL encoding, http/errors.ts answerError).
  const cookies = request.cookies as FastifyRequest['cookies'] | null | undefined;
  return (
    asLanguage(cookies?.[CONTEXT_COOKIES.language]) ??
    fromHeader ??
    request.actor?.language ??
    DEFAULT_LANGUAGE
  );
}
