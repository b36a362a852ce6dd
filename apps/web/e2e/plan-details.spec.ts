import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  api,
  chooseOption,
  createPlannedGoalEducation,
  openEducationScreen,
  type TPlannedGoalEducation,
} from './support';

/*
 * Issue 6's details journey (docs/plan.md "Details"): in a planned cluster's drawer a designer adds
 * a test covering a learning goal, a learning activity and a link between them with a type covering
 * the goal; all three survive a reload and the link's goal is saved. A second test cannot take the
 * format the first one has (docs/plan.md "Rules"). The education, its design and the planned
 * cluster are made through the API, so the test does not depend on the state of the demo data.
 */

const NAME = `Planningdetails e2e ${Date.now()}`;
const GOAL = '1.1.1 Tekent een plattegrond';
const BAR = 'WTK: 1 Module werktekeningen, week 3 t/m 6';

/** Picks the goal in the form's goal picker and closes its list (it stays open after a pick). */
async function coverGoal(page: Page, form: Locator, title: string) {
  await form.getByRole('combobox', { name: 'Gedekte leerdoelen' }).click();
  await page.getByRole('option', { name: GOAL }).click();
  await form.getByRole('heading', { name: title }).click();
  await expect(page.getByRole('option', { name: GOAL })).toBeHidden();
}

/** Saves the form and waits until it has closed (the save succeeded). */
async function save(form: Locator) {
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form).toBeHidden();
}

/** Opens the planned cluster's details drawer by clicking its bar. */
async function openDetails(page: Page) {
  await page.getByRole('button', { name: BAR }).click();
  const drawer = page.getByRole('dialog', { name: 'Geplande cluster' });
  await expect(drawer.getByRole('heading', { name: '1 Module werktekeningen' })).toBeVisible();
  return drawer;
}

/** What the drawer's lists must show, before and after a reload. */
async function expectLists(page: Page, drawer: Locator) {
  await drawer.getByRole('tab', { name: 'Toetsen (2)' }).click();
  const test1 = drawer.getByRole('listitem').filter({ hasText: 'Kennistoets plattegrond' });
  await expect(test1).toContainText('Week 4');
  await expect(test1).toContainText('Schriftelijke toets');
  await expect(test1).toContainText(`Leerdoelen: ${GOAL}`);
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Mondeling tekenen' })).toContainText(
    'Mondelinge toets',
  );

  await drawer.getByRole('tab', { name: 'Leeractiviteiten (1)' }).click();
  const activity = drawer.getByRole('listitem');
  await expect(activity).toHaveCount(1);
  await expect(activity).toContainText('Week 4–5');
  await expect(activity).toContainText('Hoorcollege');
  await expect(activity).toContainText('Docent: J. de Boer');

  await drawer.getByRole('tab', { name: 'Koppelingen (1)' }).click();
  const link = drawer.getByRole('listitem');
  await expect(link).toHaveCount(1);
  await expect(link).toContainText('Kennistoets plattegrond ↔ Hoorcollege (week 4–5)');
  await expect(link).toContainText('Voorbereiding');
  await expect(link).toContainText('Verplicht');
  await expect(link).not.toContainText('Niet verplicht');
  await expect(link).toContainText(`Leerdoelen: ${GOAL}`);
}

test('a designer adds a test, an activity and a link covering a goal in a planned cluster', async ({
  browser,
}) => {
  let made: TPlannedGoalEducation | undefined;
  const { page } = await openEducationScreen(
    browser,
    'ontwerper@demo.nl',
    '/plan',
    async (signedIn) => (made = await createPlannedGoalEducation(signedIn, NAME)),
  );
  if (!made) throw new Error('the education was not made');
  const { location, education, year, goal } = made;
  await expect(page.getByText(`Planning van ${NAME}`)).toBeVisible();
  const drawer = await openDetails(page);
  await expect(drawer.getByText('Er zijn nog geen toetsen.')).toBeVisible();

  // A test in week 4 with a format, covering the cluster's goal.
  await drawer.getByRole('button', { name: 'Toets toevoegen' }).click();
  let form = page.getByRole('dialog', { name: 'Toets toevoegen' });
  await form.getByRole('textbox', { name: 'Toetsnaam' }).fill('Kennistoets plattegrond');
  await chooseOption(page, form, 'Toetsvorm', 'Schriftelijke toets');
  await chooseOption(page, form, 'Week', 'Week 4');
  await coverGoal(page, form, 'Toets toevoegen');
  await save(form);
  await expect(drawer.getByRole('tab', { name: 'Toetsen (1)' })).toBeVisible();

  // A second test cannot take that format again (docs/plan.md "Rules"): it is greyed out and says
  // why.
  await drawer.getByRole('button', { name: 'Toets toevoegen' }).click();
  form = page.getByRole('dialog', { name: 'Toets toevoegen' });
  await form.getByRole('textbox', { name: 'Toetsnaam' }).fill('Mondeling tekenen');
  await expect(
    form.getByText('Een toetsvorm die een andere toets van deze cluster al heeft'),
  ).toBeVisible();
  await form.getByRole('combobox', { name: 'Toetsvorm', exact: true }).click();
  const used = page.getByRole('option', {
    name: 'Schriftelijke toets (al gebruikt in deze cluster)',
  });
  await expect(used).toBeDisabled();
  await used.click({ force: true });
  await expect(form.getByRole('combobox', { name: 'Toetsvorm', exact: true })).toHaveValue('');
  await page.getByRole('option', { name: 'Mondelinge toets', exact: true }).click();
  await save(form);

  // A learning activity in weeks 4-5.
  await drawer.getByRole('tab', { name: 'Leeractiviteiten (0)' }).click();
  await drawer.getByRole('button', { name: 'Leeractiviteit toevoegen' }).click();
  form = page.getByRole('dialog', { name: 'Leeractiviteit toevoegen' });
  await chooseOption(page, form, 'Activiteit', 'Hoorcollege');
  await chooseOption(page, form, 'Eerste week', 'Week 4');
  await chooseOption(page, form, 'Laatste week', 'Week 5');
  await form.getByRole('textbox', { name: 'Docent' }).fill('J. de Boer');
  await save(form);

  // A mandatory preparation link between them, covering the goal.
  await drawer.getByRole('tab', { name: 'Koppelingen (0)' }).click();
  await drawer.getByRole('button', { name: 'Koppeling toevoegen' }).click();
  form = page.getByRole('dialog', { name: 'Koppeling toevoegen' });
  await chooseOption(page, form, 'Toets', 'Kennistoets plattegrond');
  await chooseOption(page, form, 'Leeractiviteit', 'Hoorcollege (week 4–5)');
  await chooseOption(page, form, 'Soort koppeling', 'Voorbereiding');
  await form.getByRole('checkbox', { name: 'Verplicht' }).check();
  await coverGoal(page, form, 'Koppeling toevoegen');
  await save(form);

  await expectLists(page, drawer);
  // Saved: the same after a reload.
  await page.reload();
  await expectLists(page, await openDetails(page));

  // The link's covered goal as the API gives it.
  const plan = await api<{
    tests: { name: string; goal_ids: number[] }[];
    links: { type: string; mandatory: boolean; goal_ids: number[] }[];
  }>(page, 'GET', `locations/${location}/educations/${education}/plan/years/${year}`);
  expect(plan.links).toEqual([
    expect.objectContaining({ type: 'preparation', mandatory: true, goal_ids: [goal] }),
  ]);
  expect(plan.tests.find((item) => item.name === 'Kennistoets plattegrond')?.goal_ids).toEqual([
    goal,
  ]);
});
