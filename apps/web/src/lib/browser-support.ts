/** The bits of `navigator.userAgentData` we read; not in every browser, nor in TypeScript's DOM lib. */
export interface TBrowserHints {
  userAgent: string;
  brands?: readonly { brand: string }[] | undefined;
}

/**
 * Warn on browsers that are neither Chromium-based nor Firefox (docs/foundation-brief.md "The
 * shell"). On iOS every browser runs on Safari's engine (CriOS, FxiOS, EdgiOS), so those get the
 * warning too.
 */
export function isSupportedBrowser({ userAgent, brands }: TBrowserHints): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return false;
  if (brands?.some(({ brand }) => brand === 'Chromium')) return true;
  if (/Firefox\//.test(userAgent) && !/Seamonkey\//i.test(userAgent)) return true;
  return /(Chrome|Chromium|Edg|OPR)\//.test(userAgent);
}

export function currentBrowserHints(): TBrowserHints {
  const data = (navigator as Navigator & { userAgentData?: { brands?: { brand: string }[] } })
    .userAgentData;
  return { userAgent: navigator.userAgent, brands: data?.brands };
}
