import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  api,
  axeViolations,
  chooseOption,
  createDemoEducation,
  openEducationScreen,
  sessionOf,
  switchLanguage,
  type TEducationSetup,
} from './support';

/*
 * Issue 28's journey (docs/frameworks.md): the platform administrator imports SLO's Informatica
 * havo exam programme (national); a designer starts an education's design from it, links a
 * test to an eindterm in the plan, and sees the coverage view and the health finding change;
 * the coverage view in English too. Everything is made here, so the test does not depend on
 * the demo data's state.
 */

const NAME = `Kaders e2e ${Date.now()}`;
const FRAMEWORK = 'Examenprogramma Informatica havo (INF/havo)';
const INFORMATICA_HAVO = 'fddc262e-f971-48a6-9fef-4b0cf4cd3253';
const EINDTERM = 'INF/H/DomeinA/A1/1';
const SLO_DIR = fileURLToPath(new URL('../../server/frameworks/', import.meta.url));
const EXAM_FILES = [
  ['slo-examenprogramma', 'examenprogramma.json'],
  ['slo-examenprogramma', 'domeinen.json'],
  ['slo-examenprogramma', 'subdomeinen.json'],
  ['slo-examenprogramma', 'eindtermen.json'],
  ['slo-basis', 'niveaus.json'],
] as const;

/** The national import as the screen sends it: the fields first, then SLO's five files. */
async function importInformatica(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const send = async (path: string, digest?: string) => {
    const form = new FormData();
    form.append('source', 'slo_exam');
    form.append('release', 'november 2025');
    form.append('chosen', JSON.stringify([INFORMATICA_HAVO]));
    if (digest) form.append('digest', digest);
    for (const [folder, name] of EXAM_FILES) {
      const content = readFileSync(`${SLO_DIR}${folder}/${name}`);
      form.append('files', new Blob([content], { type: 'application/json' }), name);
    }
    const response = await page.request.post(`/api/v1/${path}`, {
      headers: { 'x-xsrf-token': xsrf },
      multipart: form,
    });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: { digest: string } };
  };
  const preview = await send('frameworks/imports/preview');
  await send('frameworks/imports', preview.data.digest);
}

test('a designer starts from Informatica havo, links a test to an eindterm and sees coverage and health change', async ({
  browser,
}) => {
  const platform = await browser.newContext();
  const platformPage = await platform.newPage();
  await sessionOf(platform, 'platform@demo.nl');
  await importInformatica(platformPage);
  await platform.close();

  let made: TEducationSetup | undefined;
  const { page } = await openEducationScreen(
    browser,
    'ontwerper@demo.nl',
    '/ontwerp',
    async (signedIn) => (made = await createDemoEducation(signedIn, NAME)),
  );
  if (!made) throw new Error('the education was not made');
  const base = `locations/${made.location}/educations/${made.education}`;

  // Start the design from the exam programme, as it comes (domain, subdomain, eindterm).
  await page.getByRole('button', { name: 'Vanuit een kader' }).click();
  const start = page.getByRole('dialog', { name: 'Ontwerp vanuit een kader' });
  await chooseOption(page, start, 'Kader', FRAMEWORK);
  await expect(start.getByText('Bron: SLO, opendata.slo.nl (CC BY 4.0)')).toBeVisible();
  await start.getByRole('button', { name: 'Overnemen' }).click();
  await expect(start).toBeHidden();
  await expect(page.getByText(/18 competenties, 64 leeruitkomsten en 64 leerdoelen/)).toBeVisible();

  // A cluster holding the first goal, planned, with a test (the plan's own journeys test these).
  const design = await api<{ learning_goals: { id: number; index: string }[] }>(
    page,
    'GET',
    `${base}/design`,
  );
  const goal = design.learning_goals.find((item) => item.index === '1.1.1');
  if (!goal) throw new Error('goal 1.1.1 not made');
  const cluster = await api<{ id: number }>(page, 'POST', `${base}/design/clusters`, {
    index: '1',
    title: 'Oriëntatie op informatica',
    short_title: 'ORI',
    details: 'Studie en beroep',
    cluster_width: 4,
    goal_ids: [goal.id],
  });
  const { years } = await api<{ years: { id: number }[] }>(page, 'GET', base);
  const year = years[0]!.id;
  const planned = await api<{ id: number }>(page, 'POST', `${base}/plan/clusters`, {
    education_year_id: year,
    cluster_id: cluster.id,
    start_week: 2,
  });
  const formats = await api<{ id: number; active: boolean }[]>(
    page,
    'GET',
    `locations/${made.location}/test-formats`,
  );
  await api(page, 'POST', `${base}/plan/clusters/${planned.id}/tests`, {
    name: 'Presentatie beroepsbeeld',
    kind: 'written_exam',
    size: 'medium',
    test_format_id: formats.find((format) => format.active)!.id,
    week: 4,
  });

  const links = await api<{ items: { id: number; framework_id: number; code: string }[] }>(
    page,
    'GET',
    `${base}/framework-links`,
  );
  // Each goal made from an eindterm covers it.
  expect(links.items).toHaveLength(64);
  const frameworkId = links.items[0]!.framework_id;

  // The health check of the whole education: none of the 61 school-exam eindtermen is tested.
  await page.goto('/analyse');
  const health = page.getByRole('region', { name: 'Gezondheid van de opleiding' });
  const finding = health.getByRole('button', { name: /kader die geen toets toetst/i });
  await health
    .getByRole('radiogroup', { name: 'Bevindingen van' })
    .getByText('De hele opleiding')
    .click();
  await expect(finding).toContainText(/61 van 61/i);

  // Link the test to the eindterm in the plan, with the picker.
  await page.goto(`/plan/${year}?geplandcluster=${planned.id}`);
  const drawer = page.getByRole('dialog', { name: 'Geplande cluster' });
  await drawer
    .getByRole('button', { name: 'Kaderitems van de toets Presentatie beroepsbeeld' })
    .click();
  const picker = page.getByRole('dialog', {
    name: 'Kaderitems van de toets Presentatie beroepsbeeld',
  });
  await picker.getByPlaceholder('Zoek een eindterm of kerndoel').fill(EINDTERM);
  await page.getByRole('option', { name: new RegExp(EINDTERM) }).click();
  expect(await axeViolations(page)).toEqual([]);
  await picker.getByRole('button', { name: 'Opslaan' }).click();
  await expect(picker).toBeHidden();
  await expect(drawer.getByText(EINDTERM, { exact: true })).toBeVisible();

  // The finding has one item less.
  await page.goto('/analyse');
  await health
    .getByRole('radiogroup', { name: 'Bevindingen van' })
    .getByText('De hele opleiding')
    .click();
  await expect(finding).toContainText(/60 van 61/i);

  // The coverage view: the eindterm tested by the test, directly.
  await page.goto(`/analyse?tab=frameworks&framework=${frameworkId}`);
  const view = page.getByRole('region', { name: FRAMEWORK });
  await expect(view.getByText(/SLO, opendata\.slo\.nl/).first()).toBeVisible();
  await expect(view.getByRole('row', { name: /^Gedekt 100%/ })).toBeVisible();
  const row = view.getByRole('row', { name: new RegExp(`^${EINDTERM} `) });
  await expect(row).toContainText('Getoetst');
  await expect(row).toContainText('Presentatie beroepsbeeld');
  expect(await axeViolations(page)).toEqual([]);

  // Live: a second eindterm linked elsewhere (through the API) shows without a reload.
  const second = links.items.find((item) => item.code === 'INF/H/DomeinA/A2/2')!;
  const first = links.items.find((item) => item.code === EINDTERM)!;
  const plan = await api<{ tests: { id: number }[] }>(page, 'GET', `${base}/plan/years/${year}`);
  const secondRow = view.getByRole('row', { name: /^INF\/H\/DomeinA\/A2\/2 / });
  await expect(secondRow).not.toContainText('Getoetst');
  await api(page, 'PUT', `${base}/framework-links/tests/${plan.tests[0]!.id}`, {
    framework_item_ids: [first.id, second.id],
  });
  await expect(secondRow).toContainText('Getoetst');

  // English.
  await switchLanguage(page, 'en', (p) => p.getByRole('tab', { name: 'Frameworks' }));
  await expect(
    page
      .getByRole('region', { name: FRAMEWORK })
      .getByRole('row', { name: new RegExp(`^${EINDTERM} `) }),
  ).toContainText('Tested');
  await switchLanguage(page, 'nl', (p) => p.getByRole('tab', { name: 'Kaders' }));
});
