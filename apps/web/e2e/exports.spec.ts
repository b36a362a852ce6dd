import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { api, largeDemoEducation, openEducationScreen, switchLanguage } from './support';

/*
 * Issue 13's journey (docs/exports.md): a designer exports the large demo education's design to
 * PDF from the design screen, sees the spinner toast and its progress, is refused a second export
 * while the first runs, clicks the ready toast and receives the file; then the same in English
 * with Excel. The server makes the file in its job queue and render thread, as in production.
 */

/** Opens the export dialog, picks the format (and parts besides the screen's own), and submits. */
async function exportAs(
  page: Page,
  words: { button: string; format: string; submit: string; alsoParts?: string[] },
) {
  await page.getByRole('button', { name: words.button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: words.format }).check();
  for (const part of words.alsoParts ?? []) {
    await dialog.getByRole('checkbox', { name: part }).check();
  }
  await dialog.getByRole('button', { name: words.submit, exact: true }).click();
  return dialog;
}

/** Waits for the ready toast, clicks it, and answers the downloaded file's name and bytes. */
async function downloadFromToast(page: Page, readyText: string) {
  const ready = page.getByText(readyText, { exact: true });
  await expect(ready).toBeVisible({ timeout: 90_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('a designer exports the large education to PDF, watches it, and receives the file', async ({
  browser,
}) => {
  const { page } = await openEducationScreen(
    browser,
    'ontwerper@demo.nl',
    '/ontwerp',
    largeDemoEducation,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Design and every plan year: long enough (about 10 s) to try a second export while it runs.
  const dialog = await exportAs(page, {
    button: 'Exporteren',
    format: 'PDF',
    submit: 'Exporteren',
    alsoParts: ['Planning'],
  });
  await expect(dialog).toBeHidden();
  // The spinner toast at once.
  await expect(
    page.getByText(/^Je export (staat in de wachtrij|wordt gemaakt)$/).first(),
  ).toBeVisible();

  // A second export while the first runs is refused, says why, and queues nothing.
  const second = await exportAs(page, {
    button: 'Exporteren',
    format: 'Word (.docx)',
    submit: 'Exporteren',
  });
  await expect(second.getByText(/Er loopt al een export/)).toBeVisible();
  await second.getByRole('button', { name: 'Annuleren', exact: true }).click();
  await expect(second).toBeHidden();

  // How far it is: "3 van 10 stappen" with a progress bar.
  await expect(page.getByText(/^\d+ van \d+ stappen$/)).toBeVisible({ timeout: 30_000 });

  const file = await downloadFromToast(page, 'Je export staat klaar');
  expect(file.name).toMatch(/^Bouwkunde niveau 4 \(groot\) \d{4}-\d{2}-\d{2}\.pdf$/);
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(file.bytes.length).toBeGreaterThan(100_000);

  // The panel holds the ready export, with its download.
  await page.getByRole('button', { name: /^Meldingen/ }).click();
  await expect(page.getByRole('button', { name: `${file.name} downloaden` })).toBeVisible();
  await page.context().close();
});

test('the same in English, to Excel', async ({ browser }) => {
  const { page } = await openEducationScreen(
    browser,
    'admin@demo.nl',
    '/ontwerp',
    largeDemoEducation,
  );
  const exportButton = (on: Page) => on.getByRole('button', { name: 'Export', exact: true });
  const dutchButton = (on: Page) => on.getByRole('button', { name: 'Exporteren', exact: true });
  await switchLanguage(page, 'en', exportButton);
  try {
    await exportAs(page, { button: 'Export', format: 'Excel (.xlsx)', submit: 'Export' });
    await expect(
      page.getByText(/^Your export is (waiting in line|being made)$/).first(),
    ).toBeVisible();
    const file = await downloadFromToast(page, 'Your export is ready');
    expect(file.name).toMatch(/\.xlsx$/);
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
  } finally {
    // Whatever happened, the demo admin is Dutch again for the specs that follow.
    await switchLanguage(page, 'nl', dutchButton);
    await page.context().close();
  }
});

test('a school with as many exports waiting as it may is told so in the dialog, in both languages', async ({
  browser,
}, testInfo) => {
  const { page } = await openEducationScreen(
    browser,
    'gebruiker@demo.nl',
    '/ontwerp',
    largeDemoEducation,
  );
  // The server's answer when the school has 10 exports queued or being made (the server's own
  // refusal is tested in apps/server/test/exports-queue.test.ts); here the dialog's part.
  await page.route('**/api/v1/locations/*/educations/*/exports', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'export_queue_full',
        key: 'exports.queueFull',
        params: { max: 10 },
        message: 'Je school heeft al 10 exports in de wachtrij of in de maak',
      }),
    }),
  );
  // The language as /profiel sets it (the account and this device's cookie), then the screen
  // loaded once in it: the large design is slow to load on a busy machine, too slow for
  // switchLanguage's quick reloads.
  const setLanguage = async (language: 'nl' | 'en') => {
    await api(page, 'PUT', 'auth/me/language', { language });
    const url = new URL(page.url()).origin;
    await page.context().addCookies([{ name: 'language', value: language, url }]);
  };
  try {
    for (const [language, words, text] of [
      [
        'nl',
        { button: 'Exporteren', format: 'Excel (.xlsx)', submit: 'Exporteren' },
        'Je school heeft al 10 exports in de wachtrij of in de maak. Probeer het over een paar minuten opnieuw.',
      ],
      [
        'en',
        { button: 'Export', format: 'Excel (.xlsx)', submit: 'Export' },
        'Your school already has 10 exports waiting or being made. Try again in a few minutes.',
      ],
    ] as const) {
      if (language === 'en') {
        await setLanguage('en');
        await page.reload();
      }
      await expect(page.getByRole('button', { name: words.button, exact: true })).toBeVisible({
        timeout: 60_000,
      });
      const dialog = await exportAs(page, words);
      const alert = dialog.getByRole('alert');
      await expect(alert).toHaveText(text);
      // The dialog stays open with the choices kept, so the user can try again later.
      await expect(dialog.getByRole('radio', { name: 'Excel (.xlsx)' })).toBeChecked();
      await page.screenshot({ path: testInfo.outputPath(`export-queue-full-${language}.png`) });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  } finally {
    // Whatever happened, the account is Dutch again for the specs that follow.
    await setLanguage('nl');
    await page.context().close();
  }
});
