import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { largeDemoEducation, openEducationScreen, signIn, switchLanguage } from './support';

/*
 * WCAG 2.1 A/AA on every route (issue 14), checked by axe-core in Chromium: signed out, and
 * signed in as the demo admin with the large demo education chosen (the plan with its 4 years
 * and 300 clusters, the analysis), in Dutch and English. Serious and
 * critical violations fail; what automation cannot check is in docs/accessibility.md.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const SIGNED_IN_ROUTES = [
  '/locaties',
  '/locatie',
  '/faculteit',
  '/dashboard',
  '/notities',
  '/overzicht',
  '/ontwerp',
  '/plan',
  '/analyse',
  '/profiel',
  '/importeren',
  '/licenties',
  '/admin/users',
  '/admin/faculties',
  '/admin/custom-translations',
  '/admin/test-formats',
  '/admin/activities',
  '/admin/note-types',
  '/admin/plan',
  '/admin/archive',
  '/admin/norms',
];

/** The serious and critical violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 3)
        .map((node) => `${violation.id}: ${node.target.join(' ')} ${node.any[0]?.message ?? ''}`),
    );
}

/** The page has settled: no loader left in the main content. */
async function settled(page: Page) {
  await expect(page.locator('main .mantine-Loader-root').first()).toBeHidden({ timeout: 20_000 });
}

test('the signed-out pages meet WCAG 2.1 AA', async ({ page }) => {
  const found: string[] = [];
  for (const path of ['/', '/wachtwoord-vergeten']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await violations(page)).map((line) => `${path} ${line}`));
  }
  expect(found).toEqual([]);
});

for (const language of ['nl', 'en'] as const) {
  test(`every signed-in route meets WCAG 2.1 AA (${language})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const { page } = await openEducationScreen(
      browser,
      'admin@demo.nl',
      '/locaties',
      largeDemoEducation,
    );
    const heading = (name: string) => (on: Page) => on.getByRole('heading', { name, level: 1 });
    if (language === 'en') await switchLanguage(page, 'en', heading('Locations'));
    const found: string[] = [];
    try {
      for (const path of SIGNED_IN_ROUTES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await settled(page);
        found.push(...(await violations(page)).map((line) => `${path} ${line}`));
      }
    } finally {
      if (language === 'en') {
        await page.goto('/locaties');
        await switchLanguage(page, 'nl', heading('Locaties'));
      }
      // A page left open keeps polling as the demo admin, which later specs sign in as.
      await page.context().close();
    }
    expect(found).toEqual([]);
  });
}

test('signing in is keyboard-only possible', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toBeFocused();
  await signIn(page);
});
