import { existsSync } from 'node:fs';

/** Debian's full Chromium: what the bench measures screens in, as close to a user's browser. */
const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium (what Playwright itself runs headless tests in):
 * the same Blink and V8 without the full browser around them. The end-to-end stage spent three
 * quarters of its CPU in Chromium, a quarter less in the shell (docs/testing.md).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * How the bench starts Chromium: Debian's package (no browser download is possible), headless,
 * and without background networking that a closed network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
  args,
};

/**
 * How the end-to-end tests start it: the headless shell that `scripts/ensure-chromium.sh`
 * installs, or the full Chromium where only that is there. CHROMIUM_PATH names another.
 */
export const e2eChromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  // The GPU thread (software compositing here) in the browser process, not a process of its own:
  // about a tenth less of Chromium's CPU over eight tests, two runs each way (docs/testing.md).
  // Not for the bench, which measures the browser as users run it.
  args: [...args, '--in-process-gpu'],
};
