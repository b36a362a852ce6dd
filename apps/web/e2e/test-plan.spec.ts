import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  api,
  axeViolations,
  createPlannedGoalEducation,
  openEducationScreen,
  type TPlannedGoalEducation,
} from './support';

/*
 * Issue 29's journey (docs/test-plan.md): a designer opens the Toetsplan of an MBO education,
 * sees that the weights of a cluster add up to 90 %, fixes one weight in place, and the check goes
 * away; an administrator who has the same screen open sees the new weight without reloading;
 * the designer then exports the examenplan as PDF from the screen.
 */

async function educationWithTests(page: Page, name: string): Promise<TPlannedGoalEducation> {
  const made = await createPlannedGoalEducation(page, name);
  const base = `locations/${made.location}/educations/${made.education}`;
  const formats = await api<{ id: number; active: boolean }[]>(
    page,
    'GET',
    `locations/${made.location}/test-formats`,
  );
  const active = formats.filter((format) => format.active);
  const test = (name: string, week: number, weight: string, format: number) =>
    api(page, 'POST', `${base}/plan/clusters/${made.planned}/tests`, {
      name,
      code: `WTK-${week}`,
      kind: 'written_exam',
      size: 'medium',
      test_format_id: format,
      week,
      purpose: 'summative',
      weight,
      weight_unit: 'percent',
      resit: true,
      resit_rule: 'highest',
    });
  await test('Kennistoets plattegrond', 4, '40', active[0]!.id);
  await test('Eindopdracht werktekening', 6, '50', active[1]!.id);
  return made;
}

test('a designer fixes a weight in the Toetsplan, a colleague sees it live, and the examenplan is exported', async ({
  browser,
}) => {
  const { page, setup } = await openEducationScreen(
    browser,
    'ontwerper@demo.nl',
    '/toetsplan',
    (on) => educationWithTests(on, 'Toetsplan reis'),
  );
  // The administrator has the same screen open (another browser).
  const other = await openEducationScreen(browser, ADMIN, '/toetsplan', async () => setup, setup);

  await expect(page.getByRole('heading', { name: 'Examenplan' })).toBeVisible();
  await expect(page.getByText('CONCEPT', { exact: true })).toBeVisible();
  const check = page.getByText(/tellen op tot 90% in plaats van 100%/);
  await expect(check).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The weight of the final assignment, edited in its cell: Enter saves.
  await page.getByRole('button', { name: /^50%: Weging van .*Eindopdracht werktekening/ }).click();
  const input = page.getByRole('textbox', { name: /Weging van .*Eindopdracht werktekening/ });
  await input.fill('60');
  await input.press('Enter');
  await expect(check).toBeHidden();
  await expect(page.getByText(/Geen opmerkingen/)).toBeVisible();
  const base = `locations/${setup.location}/educations/${setup.education}`;
  const { years } = await api<{ years: { id: number }[] }>(page, 'GET', base);
  const plan = await api<{ tests: { name: string; weight: string | null }[] }>(
    page,
    'GET',
    `${base}/plan/years/${years[0]!.id}`,
  );
  expect(plan.tests.find((item) => item.name === 'Eindopdracht werktekening')?.weight).toBe('60');

  // The colleague's screen follows without a reload.
  await expect(
    other.page.getByRole('button', { name: /^60%: Weging van .*Eindopdracht werktekening/ }),
  ).toBeVisible();
  await expect(other.page.getByText(/tellen op tot 90%/)).toBeHidden();

  // The export from the screen holds the examenplan of the shown year.
  await page.getByRole('button', { name: 'Exporteren', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: /Examenplan/ })).toBeChecked();
  await dialog.getByRole('radio', { name: 'PDF' }).check();
  await dialog.getByRole('button', { name: 'Exporteren', exact: true }).click();
  const ready = page.getByText('Je export staat klaar', { exact: true });
  await expect(ready).toBeVisible({ timeout: 90_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  expect(download.suggestedFilename()).toMatch(/Examenplan.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await other.page.context().close();
  await page.context().close();
});
