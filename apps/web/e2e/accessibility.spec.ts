import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  api,
  axeViolations,
  createPlannedGoalEducation,
  DEMO_PASSWORD,
  largeDemoEducation,
  openEducationScreen,
  switchLanguage,
} from './support';

/*
 * WCAG 2.1 A/AA on every route (issue 14), checked by axe-core in Chromium: signed out, and
 * signed in as the demo admin with the large demo education chosen (the plan with its 4 years
 * and 300 clusters, the analysis), in Dutch and English, and with dialogs open (export, cluster
 * form, "Plannen", notifications, review submit). Serious and critical violations fail; what automation cannot check is in docs/accessibility.md.
 */

/*
 * The signed-in routes in three walks of about equal length, so that each walk is a test of its
 * own well within the usual limit, and the two workers share them.
 */
const SIGNED_IN_WALKS = {
  'the education screens': [
    '/overzicht',
    '/ontwerp',
    '/plan',
    '/toetsplan',
    '/analyse',
    '/analyse?tab=frameworks',
    '/notities',
  ],
  'choosing and the own account': [
    '/locaties',
    '/locatie',
    '/faculteit',
    '/dashboard',
    '/profiel',
    '/importeren',
    '/licenties',
  ],
  administration: [
    '/admin/users',
    '/admin/faculties',
    '/admin/custom-translations',
    '/admin/test-formats',
    '/admin/activities',
    '/admin/note-types',
    '/admin/plan',
    '/admin/archive',
    '/admin/norms',
    '/admin/frameworks',
  ],
};

/**
 * The dialog's open transition has ended: axe measures colours as they are painted, and halfway
 * through a fade the overlay blends into the text (the export dialog once failed so). Waits until
 * no finite animation or transition runs and the dialog and what holds it are fully opaque.
 */
async function transitionsDone(page: Page) {
  await page.waitForFunction(() => {
    const running = document
      .getAnimations()
      .some(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Infinity,
      );
    if (running) return false;
    const dialogs = [...document.querySelectorAll('[role="dialog"]')];
    return dialogs.every((dialog) => {
      for (let node: Element | null = dialog; node; node = node.parentElement) {
        if (getComputedStyle(node).opacity !== '1') return false;
      }
      return true;
    });
  });
}

/** The page has settled: no loader left in the main content. */
async function settled(page: Page) {
  await expect(page.locator('main .mantine-Loader-root').first()).toBeHidden({ timeout: 20_000 });
}

test('the signed-out pages meet WCAG 2.1 AA', async ({ page }) => {
  const found: string[] = [];
  // The API reference (server-rendered, docs/api.md) is a page people read too.
  for (const path of ['/', '/wachtwoord-vergeten', '/surf?error=not_linked', '/api/v1/reference']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await axeViolations(page)).map((line) => `${path} ${line}`));
  }
  expect(found).toEqual([]);
});

for (const language of ['nl', 'en'] as const) {
  for (const [walk, paths] of Object.entries(SIGNED_IN_WALKS)) {
    test(`${walk} meet WCAG 2.1 AA (${language})`, async ({ browser }) => {
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
        for (const path of paths) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await settled(page);
          found.push(...(await axeViolations(page)).map((line) => `${path} ${line}`));
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
}

test('the dialogs meet WCAG 2.1 AA once open', async ({ browser }) => {
  const { page } = await openEducationScreen(browser, 'admin@demo.nl', '/ontwerp', async (on) => {
    const made = await createPlannedGoalEducation(on, `Toegankelijkheid dialogen ${Date.now()}`);
    // A second cluster, left unplanned: the plan offers its "Plannen" form.
    await api(
      on,
      'POST',
      `locations/${made.location}/educations/${made.education}/design/clusters`,
      {
        index: '2',
        title: 'Module bestek',
        short_title: 'BST',
        details: 'Een bestek schrijven',
        cluster_width: 3,
        goal_ids: [made.goal],
      },
    );
    return made;
  });
  const found: string[] = [];
  const check = async (what: string, open: () => Promise<void>) => {
    await open();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await transitionsDone(page);
    found.push(...(await axeViolations(page)).map((line) => `${what} ${line}`));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  try {
    await settled(page);
    await check('/ontwerp export', () =>
      page.getByRole('button', { name: 'Exporteren', exact: true }).click(),
    );
    await page.getByRole('tab', { name: 'Clusters' }).click();
    await check('/ontwerp cluster form', () =>
      page.getByRole('button', { name: 'Cluster toevoegen' }).click(),
    );
    // A destructive question: its red "Verwijderen" button (white on red 7 was 3.9:1).
    await check('/ontwerp delete question', () =>
      page
        .getByRole('button', { name: /verwijderen$/ })
        .first()
        .click(),
    );
    await page.goto('/plan');
    await settled(page);
    await check('/plan "Plannen" form', () =>
      page.getByRole('button', { name: '2 Module bestek plannen' }).click(),
    );
    await check('notifications panel', () =>
      page.getByRole('button', { name: /^Meldingen/ }).click(),
    );
    await page.goto('/overzicht');
    await settled(page);
    await check('/overzicht review submit', () =>
      page.getByRole('button', { name: 'Ter beoordeling aanbieden' }).click(),
    );
  } finally {
    await page.context().close();
  }
  expect(found).toEqual([]);
});

test('signing in is keyboard-only possible', async ({ page }) => {
  await page.goto('/');
  // The e-mail field has the focus as the page opens, so typing starts there. (A Tab pressed
  // right after opening raced that focus: on a busy machine it moved on to the password.)
  await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toBeFocused();
  await page.keyboard.type(ADMIN);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Wachtwoord' })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/locatie$/);
});
