import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  api,
  chooseOption,
  createPlannedGoalEducation,
  openEducationScreen,
  type TPlannedGoalEducation,
} from './support';

/*
 * Issue 12's journey (docs/analysis.md): a designer opens /analyse, sees a health finding (a
 * planned cluster without tests), follows its link into the plan, adds the test there, comes
 * back and sees the finding gone and the score up; a change made elsewhere shows on the open
 * analysis without a reload (education_update); compare with the large demo education and stop;
 * the screen in English. The education is made through the API, so the test does not depend on
 * the state of the demo data.
 */

const NAME = `Analyse e2e ${Date.now()}`;
const GOAL = '1.1.1 Tekent een plattegrond';
const FINDING = 'Geplande clusters zonder toetsen';

/** The year score as the health panel shows it ("67/100"). */
async function yearScore(page: Page): Promise<number> {
  const card = page.getByText(/^Dit leerjaar$/).locator('..');
  const text = (await card.getByText(/^\d+\/100$/).textContent()) ?? '';
  return Number(text.split('/')[0]);
}

test('a designer follows a health finding into the plan, fixes it and sees the score change', async ({
  browser,
}) => {
  let made: TPlannedGoalEducation | undefined;
  const { page } = await openEducationScreen(
    browser,
    'ontwerper@demo.nl',
    '/analyse',
    async (signedIn) => (made = await createPlannedGoalEducation(signedIn, NAME)),
  );
  if (!made) throw new Error('the education was not made');
  const base = `locations/${made.location}/educations/${made.education}`;

  const health = page.getByRole('region', { name: 'Gezondheid van de opleiding' });
  await expect(health).toBeVisible();
  const finding = health.getByRole('button', { name: new RegExp(FINDING) });
  await expect(finding).toBeVisible();
  const before = await yearScore(page);

  // The finding names the planned cluster; its link opens it in the plan.
  await finding.click();
  await health.getByRole('link', { name: '1 WTK' }).click();
  await expect(page).toHaveURL(new RegExp(`/plan/${made.year}\\?geplandcluster=${made.planned}`));
  const drawer = page.getByRole('dialog', { name: 'Geplande cluster' });
  await expect(drawer.getByRole('heading', { name: '1 Module werktekeningen' })).toBeVisible();

  // The fix: a test covering the goal.
  await drawer.getByRole('button', { name: 'Toets toevoegen' }).click();
  const form = page.getByRole('dialog', { name: 'Toets toevoegen' });
  await form.getByRole('textbox', { name: 'Toetsnaam' }).fill('Kennistoets plattegrond');
  await chooseOption(page, form, 'Toetsvorm', 'Schriftelijke toets');
  await chooseOption(page, form, 'Week', 'Week 4');
  await form.getByRole('combobox', { name: 'Gedekte leerdoelen' }).click();
  await page.getByRole('option', { name: GOAL }).click();
  await form.getByRole('heading', { name: 'Toets toevoegen' }).click();
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form).toBeHidden();

  // Back on the analysis: the finding is gone and the year scores higher.
  await page.goBack();
  await expect(page).toHaveURL(/\/analyse/);
  await expect(health.getByRole('button', { name: new RegExp(FINDING) })).toBeHidden();
  await expect.poll(() => yearScore(page)).toBeGreaterThan(before);

  // Live: a change made elsewhere (the test removed again) shows without a reload.
  const plan = await api<{ tests: { id: number }[] }>(
    page,
    'GET',
    `${base}/plan/years/${made.year}`,
  );
  await api(page, 'DELETE', `${base}/plan/items/tests/${plan.tests[0]!.id}`);
  await expect(health.getByRole('button', { name: new RegExp(FINDING) })).toBeVisible();
  await expect.poll(() => yearScore(page)).toBe(before);

  // Compare with the large demo education, then stop.
  await page.getByRole('button', { name: 'Vergelijken', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Vergelijken met' });
  await dialog
    .getByRole('combobox', { name: 'Opleiding' })
    .selectOption({ label: 'Bouwkunde niveau 4 (groot)' });
  await dialog.getByRole('button', { name: 'Vergelijken', exact: true }).click();
  await expect(page.getByText(/^Vergeleken met Bouwkunde niveau 4 \(groot\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Stop vergelijken' }).click();
  await expect(page.getByText(/^Vergeleken met/)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Vergelijken', exact: true })).toBeVisible();

  // In English, the same screen speaks English.
  await page.goto('/profiel');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await page.goto('/analyse');
  await expect(page.getByRole('region', { name: 'Health of the curriculum' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeVisible();
  // Back to Dutch, so other tests of this account start as they expect.
  await page.goto('/profiel');
  await page.getByText('Nederlands', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
});
