// Every JavaScript file a page really fetches in Chromium until the network is idle: the first
// paint plus what the page loads right after it (deferred menus, toasts, schemas).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../apps/web/e2e/chromium.ts';

/**
 * Opens each page (after signing in through the form when `page.signedIn`); returns the JS files
 * fetched, the bytes transferred for them and the time to network idle.
 */
export async function jsFetchedByPages(baseUrl, pages, login) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const result = {};
    for (const page of pages) {
      // Sign in in a context of its own and carry only the cookies over: the measured page
      // starts with an empty HTTP cache, as on a first visit.
      let storageState;
      if (page.signedIn) {
        const signInContext = await browser.newContext({ baseURL: baseUrl, locale: 'nl-NL' });
        const tab = await signInContext.newPage();
        await tab.goto('/');
        await tab.getByLabel(/e-mail/i).fill(login.email);
        await tab
          .getByLabel(/wachtwoord/i)
          .first()
          .fill(login.password);
        await tab.getByRole('button', { name: /inloggen/i }).click();
        await tab.waitForURL((url) => url.pathname !== '/');
        storageState = await signInContext.storageState();
        await signInContext.close();
      }
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'nl-NL', storageState });
      const tab = await context.newPage();
      const started = performance.now();
      const scripts = new Set();
      const transfers = [];
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js')) return;
        scripts.add(url.pathname.replace(/^\//, ''));
        // Body bytes as they crossed the wire (compressed when the server sent .br or .gz).
        transfers.push(
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize),
        );
      });
      await tab.goto(page.path, { waitUntil: 'networkidle' });
      const idleMs = performance.now() - started;
      const transferredKb = (await Promise.all(transfers)).reduce((a, b) => a + b, 0) / 1024;
      result[page.name] = { files: [...scripts], idleMs, transferredKb };
      await context.close();
    }
    return result;
  } finally {
    await browser.close();
  }
}
