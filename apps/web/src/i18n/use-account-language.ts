import { useEffect } from 'react';
import { CONTEXT_COOKIES, type TLanguage } from '@cp/contracts';
import { readCookie } from '@/lib/cookies';
import { i18n, switchLanguage } from './index';
import { rememberLanguage } from './language';

/**
 * Signed in, the language stored in the account is the interface language: a language chosen on
 * another device follows the user here. Signed out, this device's `language` cookie (else the
 * browser's language) decides (language.ts); so the cookie takes the account's language too,
 * and the login page of this device then shows it. `null`: the account has no language yet, the
 * device's stays. Runs again when the account's language changes (switched on /profiel, or on
 * another device and fetched anew).
 */
export function useAccountLanguage(account: TLanguage | null): void {
  useEffect(() => {
    if (!account) return;
    if (readCookie(CONTEXT_COOKIES.language) !== account) rememberLanguage(account);
    if (i18n.resolvedLanguage !== account) void switchLanguage(account);
  }, [account]);
}
