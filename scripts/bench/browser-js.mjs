// Every JavaScript file a page really fetches in Chromium until the network is idle: the first
// paint plus what the page loads right after it (deferred menus, toasts, schemas).
import { chromium } from '@playwright/test';

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Opens each page (after signing in through the form when `login` is given); returns JS paths. */
export async function jsFetchedByPages(baseUrl, pages, login) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: LAUNCH_ARGS,
  });
  try {
    const result = {};
    for (const page of pages) {
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'nl-NL' });
      if (page.signedIn) {
        const tab = await context.newPage();
        await tab.goto('/');
        await tab.getByLabel(/e-mail/i).fill(login.email);
        await tab
          .getByLabel(/wachtwoord/i)
          .first()
          .fill(login.password);
        await tab.getByRole('button', { name: /inloggen/i }).click();
        await tab.waitForURL((url) => url.pathname !== '/');
        await tab.close();
      }
      const tab = await context.newPage();
      const started = performance.now();
      const scripts = new Set();
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
      });
      await tab.goto(page.path, { waitUntil: 'networkidle' });
      result[page.name] = { files: [...scripts], idleMs: performance.now() - started };
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
  }
}
