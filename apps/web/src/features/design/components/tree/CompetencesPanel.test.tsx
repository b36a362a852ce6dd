import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import { CompetencesPanel } from './CompetencesPanel';
import { treeFixture } from '@/features/design/tree-fixture';

const BASE = 'locations/7/educations/9/design';

/** 30 competences, 150 outcomes, 600 goals (the size of the issue). */
function largeDesign() {
  const design = treeFixture();
  const described = (id: number, index: string) => ({
    id,
    position: id,
    index,
    title: `Onderdeel ${index}`,
    details: 'Tekst',
    level: null,
  });
  design.competences = [];
  design.learning_clusters = [];
  design.learning_outcomes = [];
  design.learning_goals = [];
  for (let c = 1; c <= 30; c += 1) {
    design.competences.push(described(c, `${c}`));
    for (let o = 1; o <= 5; o += 1) {
      const outcome = c * 100 + o;
      design.learning_outcomes.push({
        ...described(outcome, `${c}.${o}`),
        competence_id: c,
        learning_cluster_id: null,
      });
      for (let g = 1; g <= 4; g += 1) {
        design.learning_goals.push({
          ...described(outcome * 100 + g, `${c}.${o}.${g}`),
          learning_outcome_id: outcome,
          plan_coverage_count: 0,
          withdrawn: false,
          track: null,
        });
      }
    }
  }
  return design;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPanel(
  answers: Record<string, { status?: number; body: unknown }> = {},
  readOnly = false,
  { design = treeFixture(), language = 'nl' } = {},
) {
  vi.spyOn(notifications, 'show').mockReturnValue('');
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetchImpl);
  await renderWithProviders(
    <CompetencesPanel design={design} location="7" education="9" readOnly={readOnly} />,
    { language },
  );
  return { api, design };
}

/** The fixture with levels on some goals (1.1.1 Kennis, 1.2.1 and 2.1.1 Toepassing). */
function leveledDesign() {
  const design = treeFixture();
  const levelOf: Record<number, string> = { 101: 'Kennis', 103: 'Toepassing', 201: 'Toepassing' };
  design.learning_goals = design.learning_goals.map((goal) => ({
    ...goal,
    level: levelOf[goal.id] ?? null,
  }));
  return design;
}

describe('CompetencesPanel', () => {
  it('renders the tree: the first competence open with its outcomes and goals, the rest closed', async () => {
    await renderPanel();
    expect(screen.getByText('Ontwerpen')).toBeTruthy();
    expect(screen.getByText('Maakt een plan')).toBeTruthy();
    expect(screen.getByText('Beschrijft het doel')).toBeTruthy();
    // The learning cluster groups the first outcome.
    expect(screen.getByText('Schetsen')).toBeTruthy();
    // The second competence is closed: its outcomes and goals are not rendered.
    expect(screen.getByText('Onderzoeken')).toBeTruthy();
    expect(screen.queryByText('Verzamelt bronnen')).toBeNull();
    expect(
      screen
        .getByRole('button', { name: '2 Onderzoeken openklappen' })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    // Coverage: goal 1.1.1 is in two clusters, 1.2.1 in none; the names show on request.
    const covered = screen.getByRole('button', {
      name: 'Dekking van 1.1.1 Beschrijft het doel: 2 clusters',
    });
    expect(covered.getAttribute('title')).toBe('1 Project A, 2 Methodiek');
    expect(
      screen.getByRole('button', { name: 'Dekking van 1.2.1 Vergelijkt varianten: 0 clusters' }),
    ).toBeTruthy();
    await userEvent.click(covered);
    expect(screen.getByText('Gedekt door: 1 Project A, 2 Methodiek')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '2 Onderzoeken openklappen' }));
    // Opening a competence opens its outcomes too, so the goals show at once.
    expect(screen.getByText('Verzamelt bronnen')).toBeTruthy();
    expect(screen.getByText('Zoekt literatuur')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Alles dichtklappen' }));
    expect(screen.queryByText('Maakt een plan')).toBeNull();
    expect(screen.queryByText('Verzamelt bronnen')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Alles openklappen' }));
    expect(screen.getByText('Zoekt literatuur')).toBeTruthy();
    expect(screen.getByText('Vergelijkt varianten')).toBeTruthy();
  });

  it('filters: a matching goal stays visible with its outcome and competence, the rest goes', async () => {
    await renderPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'literatuur');
    await waitFor(() => expect(screen.getByText('Zoekt literatuur')).toBeTruthy());
    expect(screen.getByText('Verzamelt bronnen')).toBeTruthy();
    expect(screen.getByText('Onderzoeken')).toBeTruthy();
    expect(screen.queryByText('Beoordeelt een bron')).toBeNull();
    expect(screen.queryByText('Ontwerpen')).toBeNull();
    // A filtered list cannot be reordered.
    expect(screen.queryByRole('button', { name: /verplaatsen$/ })).toBeNull();
    expect(screen.getByText('Wis de zoekopdracht om de volgorde te wijzigen.')).toBeTruthy();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Zoeken' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'zzz');
    await waitFor(() => expect(screen.getByText('Niets gevonden voor “zzz”.')).toBeTruthy());
  });

  it('names what else a delete removes, and deletes only after confirmation', async () => {
    const { api } = await renderPanel({
      [`DELETE ${BASE}/competences/1`]: { body: { data: null } },
    });
    await userEvent.click(screen.getByRole('button', { name: '1 Ontwerpen verwijderen' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Dit verwijdert ook:')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '1 leercluster',
      '2 leeruitkomsten',
      '3 leerdoelen',
      '3 koppelingen van deze leerdoelen met clusters',
    ]);
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'DELETE' && call.path === `${BASE}/competences/1`),
      ).toBe(true),
    );
  });

  it('says which clusters lose a goal, and that outcomes stay when a learning cluster goes', async () => {
    await renderPanel();
    await userEvent.click(
      screen.getByRole('button', { name: '1.1.1 Beschrijft het doel verwijderen' }),
    );
    expect(screen.getByText('de koppelingen met 2 clusters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await userEvent.click(screen.getByRole('button', { name: '1.A Schetsen verwijderen' }));
    expect(screen.getByText('1 leeruitkomst blijft bestaan, zonder leercluster.')).toBeTruthy();
  });

  it('creates a learning outcome under the chosen competence, with a suggested number', async () => {
    const created = {
      id: 22,
      position: 2,
      index: '2.2',
      title: 'Rapporteert',
      details: 'Schrijft een verslag',
      level: null,
      competence_id: 2,
      learning_cluster_id: null,
    };
    const { api } = await renderPanel({
      [`POST ${BASE}/learning-outcomes`]: { status: 201, body: { data: created } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Iets toevoegen aan 2 Onderzoeken' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Leeruitkomst toevoegen' }));
    const dialog = screen.getByRole('dialog');
    expect(
      (within(dialog).getByRole('textbox', { name: 'Nummer' }) as HTMLInputElement).value,
    ).toBe('2.2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Rapporteert');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Omschrijving' }),
      'Schrijft een verslag',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      index: '2.2',
      title: 'Rapporteert',
      details: 'Schrijft een verslag',
      level: null,
      competence_id: 2,
      learning_cluster_id: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the form before sending, and shows the refusal of the server under its field', async () => {
    const { api } = await renderPanel({
      [`POST ${BASE}/learning-goals`]: {
        status: 422,
        body: {
          message: 'The given data was invalid',
          code: 'validation',
          key: 'common.invalidData',
          keys: { index: ['design.indexTaken'] },
        },
      },
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Leerdoel toevoegen aan 1.2 Toetst het plan' }),
    );
    const dialog = screen.getByRole('dialog');
    const index = within(dialog).getByRole('textbox', { name: 'Nummer' });
    await userEvent.clear(index);
    await userEvent.type(index, '1..2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Vul een nummer in zoals 1, 1.2 of 1.2.3')).toBeTruthy();
    expect(within(dialog).getByText('De titel is verplicht')).toBeTruthy();
    expect(within(dialog).getByText('De omschrijving is verplicht')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(index);
    await userEvent.type(index, '1.2.1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Dubbel');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Omschrijving' }), 'Tekst');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Dit nummer wordt in deze lijst al gebruikt')).toBeTruthy(),
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      index: '1.2.1',
      learning_outcome_id: 12,
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sets the clusters that cover a goal', async () => {
    const { api } = await renderPanel({
      [`PUT ${BASE}/learning-goals/103/clusters`]: { body: { data: null } },
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Clusters kiezen voor 1.2.1 Vergelijkt varianten' }),
    );
    const dialog = screen.getByRole('dialog');
    // The goal is in no cluster yet; the list is searchable.
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Clusters' }), 'metho');
    expect(screen.queryByRole('option', { name: '1 Project A' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: '2 Methodiek' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ cluster_ids: [302] }),
    );
  });

  it('read-only: no change controls at all, but opening and filtering still work', async () => {
    await renderPanel({}, true);
    const names = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(
      names.filter((name) =>
        /bewerken|verwijderen|toevoegen|verplaatsen|omhoog|omlaag|kiezen/i.test(name ?? ''),
      ),
    ).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Competentie toevoegen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '2 Onderzoeken openklappen' }));
    expect(screen.getByText('Verzamelt bronnen')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Zoeken' })).toBeTruthy();
  });

  it('renders a large design closed beyond the first competence', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('');
    vi.stubGlobal('fetch', fakeApi({}).fetchImpl);
    const design = largeDesign();
    await renderWithProviders(
      <CompetencesPanel design={design} location="7" education="9" readOnly={false} />,
    );
    const goalRows = () => screen.queryAllByText(/^Onderdeel \d+\.\d+\.\d+$/);
    expect(screen.getAllByText(/^Onderdeel \d+$/)).toHaveLength(30);
    // Only the 20 goals of the first competence are rendered, not all 600.
    expect(goalRows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: '2 Onderdeel 2 openklappen' }));
    expect(goalRows()).toHaveLength(40);
  });

  it('designers get drag handles and move buttons per list', async () => {
    const { api } = await renderPanel({
      [`PUT ${BASE}/learning-goals/order`]: { body: { data: null } },
    });
    expect(screen.getByRole('button', { name: '1 Ontwerpen verplaatsen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '1.1.1 Beschrijft het doel omlaag' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: [102, 101] }),
    );
  });

  it('filters by level and by "not covered", counts the goals that pass, and clears', async () => {
    await renderPanel({}, false, { design: leveledDesign() });
    const level = screen.getByRole('combobox', { name: 'Niveau' });
    // Any level, then the levels of the design.
    expect(
      within(level)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elk niveau', 'Kennis', 'Toepassing']);
    await userEvent.selectOptions(level, 'Toepassing');
    await waitFor(() =>
      expect(screen.getByText('2 leerdoelen voldoen aan de filters')).toBeTruthy(),
    );
    // The goals of that level with their outcome and competence, opened; the rest goes.
    expect(screen.getByText('Vergelijkt varianten')).toBeTruthy();
    expect(screen.getByText('Zoekt literatuur')).toBeTruthy();
    expect(screen.getByText('Toetst het plan')).toBeTruthy();
    expect(screen.queryByText('Beschrijft het doel')).toBeNull();
    expect(screen.queryByText('Beoordeelt een bron')).toBeNull();
    expect(screen.queryByText('Maakt een plan')).toBeNull();
    expect(screen.queryByRole('button', { name: /verplaatsen$/ })).toBeNull();
    expect(screen.getByText('Wis de filters om de volgorde te wijzigen.')).toBeTruthy();

    // Only goals no cluster covers, together with the level: both are uncovered.
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Alleen leerdoelen zonder cluster' }),
    );
    expect(screen.getByText('2 leerdoelen voldoen aan de filters')).toBeTruthy();
    // Kennis: goal 1.1.1 is covered, so nothing passes.
    await userEvent.selectOptions(level, 'Kennis');
    expect(screen.getByText('0 leerdoelen voldoen aan de filters')).toBeTruthy();
    expect(screen.getByText('Niets gevonden met deze filters.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();

    // Any level again: the three uncovered goals, one as "1 ... voldoet" once the text narrows.
    await userEvent.selectOptions(level, 'Elk niveau');
    expect(screen.getByText('3 leerdoelen voldoen aan de filters')).toBeTruthy();
    expect(screen.getByText('Beoordeelt een bron')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'beoordeelt');
    await waitFor(() => expect(screen.getByText('1 leerdoel voldoet aan de filters')).toBeTruthy());

    await userEvent.click(screen.getAllByRole('button', { name: 'Filters wissen' })[0]!);
    expect(screen.queryByText(/voldo(en|et) aan de filters/)).toBeNull();
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'Alleen leerdoelen zonder cluster',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Zoeken' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: '1 Ontwerpen verplaatsen' })).toBeTruthy();
  });

  it('speaks English, with the renamable terms', async () => {
    await renderPanel({}, false, { design: leveledDesign(), language: 'en' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Kennis');
    await waitFor(() =>
      expect(screen.getByText('1 learning goal matches the filters')).toBeTruthy(),
    );
    expect(screen.getByRole('option', { name: 'Any level' })).toBeTruthy();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Only learning goals not in any cluster' }),
    );
    expect(screen.getByText('Nothing matches these filters.')).toBeTruthy();
  });

  it('opens all of a large design but renders only the rows near the view', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('');
    vi.stubGlobal('fetch', fakeApi({}).fetchImpl);
    await renderWithProviders(
      <CompetencesPanel design={largeDesign()} location="7" education="9" readOnly={false} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Alles openklappen' }));
    const list = screen.getByRole('list', { name: 'Competenties' });
    const rows = within(list).getAllByRole('listitem');
    // 30 competences, 150 outcomes, 600 goals open, but only a window of them is in the page.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(80);
    expect(screen.getByText('Onderdeel 1.1.1')).toBeTruthy();
    expect(screen.queryByText('Onderdeel 30.5.4')).toBeNull();
    // The list is as high as all rows, and every row tells its level and place.
    expect(parseInt(list.style.height, 10)).toBeGreaterThan(780 * 30);
    const goal = screen.getByText('Onderdeel 1.1.2').closest('[role="listitem"]');
    expect(goal?.getAttribute('aria-level')).toBe('3');
    expect(goal?.getAttribute('aria-posinset')).toBe('2');
    expect(goal?.getAttribute('aria-setsize')).toBe('4');
  });
});
