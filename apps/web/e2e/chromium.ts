/**
 * How every Playwright run here starts Chromium: Debian's package (no browser download is
 * possible), headless, and without background networking that a closed network refuses.
 * Shared by the end-to-end tests and `npm run bench`.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
