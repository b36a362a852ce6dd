import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESIGN_MESSAGES, type TDesign, type TEducation } from '@cp/contracts';
import { chooseEducationEachTest } from '@/test/choose-education';
import { aGoal, competenceTree } from '@/test/design-fixture';
import { anEducation } from '@/test/education-fixture';
import { fakeApi, renderWithProviders } from '@/test/render';
import DesignRoute from './DesignRoute';

const BASE = 'locations/7/educations/5';

const cluster = (id: number, index: string, title: string, goal_ids: number[] = []) => ({
  id,
  position: id,
  index,
  title,
  short_title: title.slice(0, 4),
  details: 'Omschrijving',
  ects: '2.5',
  course_code: null,
  requirements: null,
  coordinator: null,
  cluster_width: 4,
  color: '#ff0000',
  goal_ids,
  subject_ids: [],
  planned_count: 0,
});

function design(): TDesign {
  return {
    ...competenceTree([aGoal(3, '1.1.1', 'Beschrijft het doel', 1)]),
    clusters: [
      cluster(11, '1', 'Project A', [3]),
      cluster(12, '2', 'Methodiek'),
      cluster(13, '3', 'Stage'),
    ],
    subjects: [{ id: 21, position: 1, title: 'Nederlands', details: null }],
    cluster_groups: [{ id: 31, position: 1, title: 'Basis', details: null, cluster_ids: [11, 12] }],
    electives: [
      {
        id: 41,
        position: 1,
        title: 'Keuze 1',
        details: null,
        default_ects: '5',
        cluster_ids: [13],
        planned_count: 0,
      },
    ],
  };
}

type TAnswers = Record<string, { status?: number; body: unknown }>;

async function renderDesign(
  data: TEducation,
  extra: TAnswers = {},
  gate?: Promise<void>,
  path = '/ontwerp',
) {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  const api = fakeApi({
    [`GET ${BASE}`]: { body: { data } },
    [`GET ${BASE}/design`]: { body: { data: design() } },
    ...extra,
  });
  // An optional gate holds the reorder answer back, to see the optimistic order first.
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (gate && String(input).endsWith('/order')) await gate;
    return api.fetchImpl(input, init);
  };
  vi.stubGlobal('fetch', fetchImpl);
  await renderWithProviders(<DesignRoute />, { path });
  await screen.findByText('Ontwerp van Verpleegkunde');
  return { api, show };
}

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
}

const clusterTitles = () =>
  within(screen.getByRole('list', { name: 'Clusters' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');

chooseEducationEachTest();

describe('DesignRoute', () => {
  it('shows the goal or cluster a link names (?doel=, ?cluster=, from the analysis)', async () => {
    await renderDesign(anEducation(), {}, undefined, '/ontwerp?doel=3');
    const search = screen.getByRole('textbox', { name: 'Zoeken' }) as HTMLInputElement;
    expect(search.value).toBe('Beschrijft het doel');
    expect(await screen.findByText('Beschrijft het doel')).toBeTruthy();
    cleanup();
    await renderDesign(anEducation(), {}, undefined, '/ontwerp?cluster=12');
    expect(screen.getByRole('tab', { name: 'Clusters' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(clusterTitles()).toEqual([expect.stringContaining('Methodiek')]);
  });

  it('shows the clusters with their figures and every tab', async () => {
    await renderDesign(anEducation());
    for (const name of ['Competenties', 'Clusters', 'Vakken', 'Clustergroepen', 'Keuzevakken']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    await openTab('Clusters');
    expect(clusterTitles()[0]).toContain('Project A');
    expect(screen.getByRole('button', { name: '1 Project A omlaag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cluster toevoegen' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'meth');
    await waitFor(() => expect(clusterTitles()).toHaveLength(1));
    expect(clusterTitles()[0]).toContain('Methodiek');
    // A filtered list cannot be reordered.
    expect(screen.queryByRole('button', { name: '2 Methodiek omhoog' })).toBeNull();
  });

  it('is read-only with the reason while the education is reviewed', async () => {
    await renderDesign(anEducation({ status: 'reviewing' }));
    expect(
      screen.getByText(
        'Deze opleiding wordt beoordeeld, daarom kan het ontwerp niet worden gewijzigd.',
      ),
    ).toBeTruthy();
    await openTab('Clusters');
    expect(clusterTitles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Cluster toevoegen' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: /omlaag|verplaatsen|bewerken|verwijderen/ }),
    ).toBeNull();
    await openTab('Clustergroepen');
    expect(screen.getByText('Basis')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /toevoegen|bewerken|verwijderen/ })).toBeNull();
  });

  it('is read-only without the right to design', async () => {
    await renderDesign(anEducation({ can_design: false }));
    expect(
      screen.getByText(
        'Je mag dit ontwerp bekijken, maar je hebt geen rechten om het te wijzigen.',
      ),
    ).toBeTruthy();
    await openTab('Vakken');
    expect(screen.getByText('Nederlands')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Vak toevoegen' })).toBeNull();
  });

  it('shows a refused field of a new cluster at the field, in the language of the user', async () => {
    const { api, show } = await renderDesign(anEducation(), {
      [`POST ${BASE}/design/clusters`]: {
        status: 422,
        body: {
          message: 'Invalid input',
          code: 'validation',
          key: 'common.invalidData',
          keys: { index: [DESIGN_MESSAGES.indexTaken] },
        },
      },
    });
    await openTab('Clusters');
    await userEvent.click(screen.getByRole('button', { name: 'Cluster toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cluster toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nummer/ }), '1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Korte titel/ }), 'PA');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Titel/ }), 'Project B');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Omschrijving/ }), 'Tekst');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Studiepunten/ }), '1,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(
      await within(dialog).findByText('Dit nummer wordt in deze lijst al gebruikt'),
    ).toBeTruthy();
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      index: '1',
      title: 'Project B',
      short_title: 'PA',
      details: 'Tekst',
      ects: '1,5',
      cluster_width: 1,
      color: null,
      goal_ids: [],
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' }));
    // Nothing changed: the dialog stays open with the input.
    expect(screen.getByRole('dialog', { name: 'Cluster toevoegen' })).toBeTruthy();
  }, 15_000);

  it('counts in the singular for one and shows EC in Dutch (issue 14)', async () => {
    await renderDesign(anEducation());
    // One of each: never "1 competenties".
    expect(await screen.findByText('1 competentie · 1 leeruitkomst · 1 leerdoel')).toBeTruthy();
    await openTab('Clusters');
    expect(clusterTitles()[0]).toContain('2,5');
    expect(clusterTitles()[0]).not.toContain('2.5');
    // The edit form gives the EC back as the user writes it.
    await userEvent.click(screen.getByRole('button', { name: '1 Project A bewerken' }));
    const dialog = await screen.findByRole('dialog');
    const credits = within(dialog).getByRole('textbox', { name: /^Studiepunten/ });
    expect((credits as HTMLInputElement).value).toBe('2,5');
  }, 15_000);

  it('refuses an EC like "abc" in the form by the contract rule: one message at the field', async () => {
    const { api, show } = await renderDesign(anEducation());
    await openTab('Clusters');
    await userEvent.click(screen.getByRole('button', { name: 'Cluster toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cluster toevoegen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nummer/ }), '9');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Korte titel/ }), 'PB');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Titel/ }), 'Project B');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Omschrijving/ }), 'Tekst');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Studiepunten/ }), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Vul een getal in zoals 1 of 1,5')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(show).not.toHaveBeenCalled();
  }, 15_000);

  it('names what a delete removes before it deletes', async () => {
    const { api } = await renderDesign(anEducation(), {
      [`DELETE ${BASE}/design/clusters/11`]: { body: { data: null } },
    });
    await openTab('Clusters');
    await userEvent.click(screen.getByRole('button', { name: '1 Project A verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cluster verwijderen' });
    expect(
      within(dialog).getByText('Weet je zeker dat je "1 Project A" wilt verwijderen?'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Dit verwijdert ook:')).toBeTruthy();
    expect(within(dialog).getByText('de koppelingen met 1 leerdoel')).toBeTruthy();
    expect(within(dialog).getByText('de plaats in 1 clustergroep of keuzevak')).toBeTruthy();
    expect(within(dialog).getByText('Dit kan niet ongedaan worden gemaakt.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
  }, 15_000);

  it('shows a new order at once and reverts it with the message when saving fails', async () => {
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { api, show } = await renderDesign(
      anEducation(),
      { [`PUT ${BASE}/design/clusters/order`]: { status: 500, body: { message: 'boom' } } },
      gate,
    );
    await openTab('Clusters');
    await userEvent.click(screen.getByRole('button', { name: '1 Project A omlaag' }));
    await waitFor(() => expect(clusterTitles()[0]).toContain('Methodiek'));
    open();
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Er ging iets mis, je wijzigingen zijn teruggezet' }),
      ),
    );
    await waitFor(() => expect(clusterTitles()[0]).toContain('Project A'));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ ids: [12, 11, 13] });
  });
});
