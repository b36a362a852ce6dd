import { expect, test } from './fixtures';
import { createDemoEducation, openEducationScreen } from './support';

/*
 * Issue 14, defect 5: Escape in the colour picker of "Cluster toevoegen" closed the whole form
 * and threw away what was typed. Escape now closes only the picker; a form with changes asks
 * before anything closes it (components/use-unsaved-close.tsx).
 */

test('Escape in the colour picker closes only the picker; closing a changed form asks', async ({
  browser,
}) => {
  const { page } = await openEducationScreen(browser, 'ontwerper@demo.nl', '/ontwerp', (on) =>
    createDemoEducation(on, `Niet opgeslagen e2e ${Date.now()}`),
  );
  await page.getByRole('tab', { name: 'Clusters' }).click();
  await page.getByRole('button', { name: 'Cluster toevoegen' }).click();
  const form = page.getByRole('dialog', { name: 'Cluster toevoegen' });
  const title = form.getByRole('textbox', { name: 'Titel', exact: true });
  await title.fill('Funderingen');

  const colour = form.getByRole('textbox', { name: 'Kleur' });
  const picker = page.locator('.mantine-ColorInput-dropdown');
  await colour.click();
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(form).toBeVisible();
  await expect(title).toHaveValue('Funderingen');

  // The next Escape is for the form, which has changes: it asks.
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
  await expect(question).toBeVisible();
  const keep = question.getByRole('button', { name: 'Verder bewerken' });
  await expect(keep).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(form).toBeVisible();
  await expect(title).toHaveValue('Funderingen');
  // Focus is back in the form.
  await expect(form.locator(':focus')).toHaveCount(1);

  // Cancel asks too; "Weggooien" closes the form.
  await form.getByRole('button', { name: 'Annuleren' }).click();
  await question.getByRole('button', { name: 'Weggooien' }).click();
  await expect(question).toBeHidden();
  await expect(form).toBeHidden();
  await page.context().close();
});
