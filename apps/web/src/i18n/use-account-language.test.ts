import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTEXT_COOKIES } from '@cp/contracts';
import { readCookie, writeCookie } from '@/lib/cookies';
import { i18n } from './index';
import { useAccountLanguage } from './use-account-language';

afterEach(() => i18n.changeLanguage('nl'));

describe('useAccountLanguage', () => {
  it("signed in, the account's language wins over this device's cookie, which follows it", async () => {
    // This device chose Dutch; the account was switched to English on another device.
    writeCookie(CONTEXT_COOKIES.language, 'nl');
    await i18n.changeLanguage('nl');
    renderHook(() => useAccountLanguage('en'));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    expect(readCookie(CONTEXT_COOKIES.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it("follows a change of the account's language while signed in", async () => {
    writeCookie(CONTEXT_COOKIES.language, 'en');
    await i18n.changeLanguage('en');
    const { rerender } = renderHook(({ account }) => useAccountLanguage(account), {
      initialProps: { account: 'en' as 'en' | 'nl' },
    });
    expect(i18n.resolvedLanguage).toBe('en');
    rerender({ account: 'nl' });
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('nl'));
    expect(readCookie(CONTEXT_COOKIES.language)).toBe('nl');
  });

  it('keeps the language of this device when the account has none', async () => {
    writeCookie(CONTEXT_COOKIES.language, 'en');
    await i18n.changeLanguage('en');
    renderHook(() => useAccountLanguage(null));
    expect(i18n.resolvedLanguage).toBe('en');
    expect(readCookie(CONTEXT_COOKIES.language)).toBe('en');
  });
});
