import { expect, test } from './fixtures';
import type { Browser, Page } from '@playwright/test';
import {
  ADMIN,
  api,
  createDemoEducation,
  openEducationScreen,
  submitForReview,
  type TEducationSetup,
} from './support';

/*
 * The design screen follows changes made in another browser (docs/design.md, docs/realtime.md):
 * a designer adds a competence, reorders the competences, renames a cluster and submits the
 * education for review; an admin with the same education open sees each change without
 * reloading, and finally the read-only reason. The education is made here, through the API,
 * so the test does not depend on the state of the demo data.
 */

const NAME = `Ontwerp live e2e ${Date.now()}`;

/** A new education in Demo College / Techniek / Bouw en infra with two competences and a cluster. */
async function createEducation(page: Page): Promise<TEducationSetup> {
  const made = await createDemoEducation(page, NAME);
  const { location, education } = made;
  const design = `locations/${location}/educations/${education}/design`;
  for (const [index, title] of [
    ['1', 'Tekent details'],
    ['2', 'Berekent constructies'],
  ]) {
    await api(page, 'POST', `${design}/competences`, { index, title, details: `${title} goed` });
  }
  await api(page, 'POST', `${design}/clusters`, {
    index: '1',
    title: 'Module werktekeningen',
    short_title: 'WTK',
    details: 'Werktekeningen maken',
    cluster_width: 10,
  });
  return made;
}

/** Signs in in a browser context of its own and opens the design screen of the education. */
async function openDesign(browser: Browser, email: string, setup?: TEducationSetup) {
  const { page, setup: made } = await openEducationScreen(
    browser,
    email,
    '/ontwerp',
    createEducation,
    setup,
  );
  await expect(page.getByText(`Ontwerp van ${NAME}`)).toBeVisible();
  return { page, setup: made };
}

const competenceSections = (page: Page) => page.locator('section[aria-label]');

test('a second browser sees design changes live, then the read-only reason', async ({
  browser,
}) => {
  const { page: designer, setup } = await openDesign(browser, 'ontwerper@demo.nl');
  const { page: watcher } = await openDesign(browser, ADMIN, setup);
  await expect(competenceSections(watcher)).toHaveCount(2);

  // A new competence.
  await designer.getByRole('button', { name: 'Competentie toevoegen' }).click();
  const form = designer.getByRole('dialog', { name: 'Competentie toevoegen' });
  await form.getByRole('textbox', { name: 'Nummer', exact: true }).fill('3');
  await form.getByRole('textbox', { name: 'Titel', exact: true }).fill('Plant het bouwproces');
  await form.getByRole('textbox', { name: 'Omschrijving', exact: true }).fill('Plant de bouw');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form).toBeHidden();
  await expect(watcher.getByRole('region', { name: '3 Plant het bouwproces' })).toBeVisible();
  await expect(competenceSections(watcher)).toHaveCount(3);

  // Reordered: the first competence one place down.
  await expect(competenceSections(watcher).first()).toHaveAttribute('aria-label', /Tekent details/);
  await designer.getByRole('button', { name: '1 Tekent details omlaag' }).click();
  await expect(competenceSections(designer).first()).toHaveAttribute(
    'aria-label',
    /Berekent constructies/,
  );
  await expect(competenceSections(watcher).first()).toHaveAttribute(
    'aria-label',
    /Berekent constructies/,
  );
  await expect(competenceSections(watcher).nth(1)).toHaveAttribute('aria-label', /Tekent details/);

  // A cluster renamed, both screens on the clusters tab.
  await watcher.getByRole('tab', { name: 'Clusters' }).click();
  const watchedCluster = watcher.getByRole('listitem').filter({ hasText: 'WTK' });
  await expect(watchedCluster).toContainText('Module werktekeningen');
  await designer.getByRole('tab', { name: 'Clusters' }).click();
  await designer.getByRole('button', { name: '1 Module werktekeningen bewerken' }).click();
  const edit = designer.getByRole('dialog', { name: 'Cluster bewerken' });
  await edit.getByRole('textbox', { name: 'Titel', exact: true }).fill('Module bouwtekeningen');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(watchedCluster).toContainText('Module bouwtekeningen');
  await expect(watcher.getByText('Module werktekeningen')).toBeHidden();

  // Submitted for review: the other screen turns read-only and says why.
  await expect(watcher.getByRole('button', { name: 'Cluster toevoegen' })).toBeVisible();
  await submitForReview(designer, NAME);
  await expect(
    watcher.getByText(/wordt beoordeeld, daarom kan het ontwerp niet worden gewijzigd/),
  ).toBeVisible();
  await expect(watcher.getByRole('button', { name: 'Cluster toevoegen' })).toBeHidden();
  await expect(watcher.getByRole('button', { name: /bewerken$/ })).toHaveCount(0);
});
