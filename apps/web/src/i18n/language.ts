import { CONTEXT_COOKIES, DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@cp/contracts';
import { readCookie, writeCookie } from '@/lib/cookies';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Before anyone is signed in (docs/foundation-brief.md "API decisions"): the `language` cookie when
 * set, else the prefix of the browser language ('en-GB' -> 'en'), else Dutch. Once signed in, the
 * account's language wins and the cookie takes it (use-account-language.ts).
 */
export function initialLanguage(
  cookie: string | null,
  browserLanguages: readonly string[],
): TLanguage {
  if (isLanguage(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const prefix = tag.toLowerCase().split('-')[0];
    if (isLanguage(prefix)) return prefix;
  }
  return DEFAULT_LANGUAGE;
}

export function detectLanguage(): TLanguage {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return initialLanguage(readCookie(CONTEXT_COOKIES.language), browser);
}

export function rememberLanguage(language: TLanguage): void {
  writeCookie(CONTEXT_COOKIES.language, language);
}
