import { describe, expect, it } from 'vitest';
import { isSupportedBrowser } from './browser-support';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 OPR/124.0.0.0',
  chromiumLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:143.0) Gecko/20100101 Firefox/143.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:143.0) Gecko/143.0 Firefox/143.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.0.0 Mobile/15E148 Safari/604.1',
  firefoxIpad:
    'Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/143.0 Mobile/15E148 Safari/605.1.15',
};

describe('isSupportedBrowser (Chromium-based or Firefox, docs/foundation-brief.md)', () => {
  it.each([
    ['Chrome', UA.chromeWindows],
    ['Edge', UA.edge],
    ['Opera', UA.opera],
    ['Chromium', UA.chromiumLinux],
    ['Samsung Internet', UA.samsung],
    ['Firefox', UA.firefox],
    ['Firefox on Android', UA.firefoxAndroid],
  ])('accepts %s', (_name, userAgent) => {
    expect(isSupportedBrowser({ userAgent })).toBe(true);
  });

  it.each([
    ['Safari on macOS', UA.safariMac],
    ['Safari on iPhone', UA.safariIphone],
    ['Chrome on iPhone (Safari engine)', UA.chromeIphone],
    ['Firefox on iPad (Safari engine)', UA.firefoxIpad],
    ['an unknown browser', 'SomeBrowser/1.0'],
  ])('warns on %s', (_name, userAgent) => {
    expect(isSupportedBrowser({ userAgent })).toBe(false);
  });

  it('trusts the Chromium brand hint even with a reduced user agent', () => {
    expect(
      isSupportedBrowser({
        userAgent: 'Mozilla/5.0',
        brands: [{ brand: 'Chromium' }, { brand: 'Not=A?Brand' }],
      }),
    ).toBe(true);
  });
});
