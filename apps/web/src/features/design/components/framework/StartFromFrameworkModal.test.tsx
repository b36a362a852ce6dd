import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EDUCATION_MESSAGES, type TEducation, type TFrameworkItem } from '@cp/contracts';
import { aFramework } from '@/test/framework-fixture';
import { chooseEducationEachTest } from '@/test/choose-education';
import { aGoal, competenceTree } from '@/test/design-fixture';
import { anEducation } from '@/test/education-fixture';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DesignScreen } from '../DesignScreen';

const BASE = 'locations/7/educations/5';
const START = `POST ${BASE}/design/from-framework`;

const INFORMATICA = aFramework();

const item = (
  id: number,
  parent_id: number | null,
  depth: number,
  kind: string,
  code: string,
  title: string,
  extra: Partial<TFrameworkItem> = {},
): TFrameworkItem => ({
  id,
  source_id: `slo-${id}`,
  parent_id,
  depth,
  code,
  title,
  description: '',
  kind,
  central_exam: null,
  school_exam: true,
  core: null,
  optional: null,
  levels: ['havo'],
  withdrawn_in: null,
  ...extra,
});

/** Three domains; an eindterm directly under A, a withdrawn one under B1. */
const ITEMS = [
  item(100, null, 1, 'domain', 'A', 'Vaardigheden'),
  item(101, 100, 2, 'subdomain', 'A1', 'Oriëntatie'),
  item(102, 101, 3, 'eindterm', '1', 'Beschrijft beroepen'),
  item(103, 100, 2, 'eindterm', '2', 'Werkt samen', { school_exam: false }),
  item(110, null, 1, 'domain', 'B', 'Grondslagen'),
  item(111, 110, 2, 'subdomain', 'B1', 'Algoritmen'),
  item(112, 111, 3, 'eindterm', '3', 'Ontwerpt een algoritme'),
  item(113, 111, 3, 'eindterm', '4', 'Oud', { withdrawn_in: 'mei 2024' }),
  item(120, null, 1, 'domain', 'C', 'Informatie'),
  item(121, 120, 2, 'eindterm', '5', 'Representeert gegevens'),
];

const MADE = { competences: 18, learning_outcomes: 64, learning_goals: 64 };

async function renderDesign(education: TEducation, routes: TMockRoutes = {}, language = 'nl') {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    [`GET ${BASE}`]: { body: { data: education } },
    [`GET ${BASE}/design`]: {
      body: {
        data: {
          ...competenceTree([aGoal(3, '1.1.1', 'Beschrijft het doel')]),
          clusters: [],
          subjects: [],
          cluster_groups: [],
          electives: [],
        },
      },
    },
    'GET locations/7/frameworks': { body: { data: [INFORMATICA] } },
    'GET locations/7/frameworks/4': { body: { data: { framework: INFORMATICA, items: ITEMS } } },
    [START]: { status: 201, body: { data: MADE } },
    ...routes,
  });
  await renderWithProviders(<DesignScreen location="7" education="5" />, { language });
  await screen.findByText(/Verpleegkunde/);
  return { api, show };
}

/** Opens the dialog and chooses Informatica; answers the dialog once its kinds show. */
async function chooseInformatica(button = 'Vanuit een kader', field = 'Kader') {
  await userEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(await within(dialog).findByRole('combobox', { name: field }));
  await userEvent.click(
    await screen.findByRole('option', { name: 'Examenprogramma Informatica havo (INF/havo)' }),
  );
  await within(dialog).findByRole('combobox', { name: /^3 (domeinen|domains)/ });
  return dialog;
}

const shown = (dialog: HTMLElement, name: string) =>
  (within(dialog).getByRole('combobox', { name }) as HTMLInputElement).value;

chooseEducationEachTest();

describe('DesignScreen: from a framework', () => {
  it('offers it to a designer while designing, the CASE export to every member', async () => {
    await renderDesign(anEducation());
    expect(screen.getByRole('button', { name: 'Vanuit een kader' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Exporteren als CASE-pakket' });
    expect(link.getAttribute('href')).toBe(`/api/v1/${BASE}/case-package`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('is not offered without the right to design', async () => {
    await renderDesign(anEducation({ can_design: false }));
    expect(screen.queryByRole('button', { name: 'Vanuit een kader' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exporteren als CASE-pakket' })).toBeTruthy();
  });

  it('is not offered while the education is reviewed', async () => {
    await renderDesign(anEducation({ status: 'reviewing' }));
    expect(screen.queryByRole('button', { name: 'Vanuit een kader' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exporteren als CASE-pakket' })).toBeTruthy();
  });

  it('shows the kinds of the chosen framework with their defaults and takes all over', async () => {
    const { api, show } = await renderDesign(anEducation());
    const dialog = await chooseInformatica();
    expect(within(dialog).getByText('Bron: SLO, opendata.slo.nl (CC BY 4.0)')).toBeTruthy();
    expect(shown(dialog, '3 domeinen worden')).toBe('Competentie');
    expect(shown(dialog, '2 subdomeinen worden')).toBe('Leeruitkomst');
    // The withdrawn eindterm is not taken over, so not counted.
    expect(shown(dialog, '4 eindtermen worden')).toBe('Leerdoel');
    expect(within(dialog).getByRole('switch', { name: /Alleen schoolexamen \(SE\)/ })).toBeTruthy();
    expect(within(dialog).getByText(/eerstvolgende vrije nummers/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Overnemen' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          message: '18 competenties, 64 leeruitkomsten en 64 leerdoelen toegevoegd',
        }),
      ),
    );
    expect(api.requests('POST', `${BASE}/design/from-framework`)[0]?.body).toEqual({
      framework_id: 4,
      mapping: { domain: 'competence', subdomain: 'learning_outcome', eindterm: 'learning_goal' },
      item_ids: null,
      school_exam_only: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The design is read again.
    await waitFor(() => expect(api.requests('GET', `${BASE}/design`)).toHaveLength(2));
  }, 15_000);

  it('sends the chosen domains with everything under them, the filter and a kind changed', async () => {
    const { api } = await renderDesign(anEducation());
    const dialog = await chooseInformatica();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Een keuze' }));
    // Nothing ticked: the form says so and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overnemen' }));
    expect(await within(dialog).findByText('Kies minstens één onderdeel')).toBeTruthy();
    expect(api.requests('POST', `${BASE}/design/from-framework`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'B Grondslagen' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'C Informatie' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: /Alleen schoolexamen/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '2 subdomeinen worden' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Weglaten' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overnemen' }));

    await waitFor(() =>
      expect(api.requests('POST', `${BASE}/design/from-framework`)[0]?.body).toEqual({
        framework_id: 4,
        mapping: { domain: 'competence', subdomain: 'skip', eindterm: 'learning_goal' },
        item_ids: [110, 111, 112, 120, 121],
        school_exam_only: true,
      }),
    );
  }, 15_000);

  it('says why when the education was locked meanwhile (409), and stays open', async () => {
    const { show } = await renderDesign(anEducation(), {
      [START]: {
        status: 409,
        body: { message: 'Locked', code: 'education_locked', key: EDUCATION_MESSAGES.locked },
      },
    });
    const dialog = await chooseInformatica();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overnemen' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'Deze opleiding wordt beoordeeld of is actief en kan niet worden gewijzigd',
        }),
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  }, 15_000);

  it('shows the server’s refusal at its field (422 nothing to take over)', async () => {
    await renderDesign(anEducation(), {
      [START]: {
        status: 422,
        body: {
          message: 'Invalid input',
          code: 'validation',
          key: 'common.invalidData',
          keys: { item_ids: ['frameworks.nothingToStart'] },
        },
      },
    });
    const dialog = await chooseInformatica();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Overnemen' }));
    expect(await within(dialog).findByText(/Er blijft niets over om over te nemen/)).toBeTruthy();
  }, 15_000);

  it('says it in English', async () => {
    const { show } = await renderDesign(anEducation(), {}, 'en');
    expect(screen.getByRole('link', { name: 'Export as CASE package' })).toBeTruthy();
    const dialog = await chooseInformatica('From a framework', 'Framework');
    expect(within(dialog).getByText('Source: SLO, opendata.slo.nl (CC BY 4.0)')).toBeTruthy();
    expect(shown(dialog, '4 attainment targets become')).toBe('Learning goal');
    expect(within(dialog).getByRole('switch', { name: /School exam only/ })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take over' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          message: '18 competences, 64 learning outcomes and 64 learning goals added',
        }),
      ),
    );
  }, 15_000);
});
