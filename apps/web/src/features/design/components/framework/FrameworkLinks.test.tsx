import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TEducation, TLinkedFrameworkItem } from '@cp/contracts';
import { chooseEducationEachTest } from '@/test/choose-education';
import { aGoal, competenceTree } from '@/test/design-fixture';
import { anEducation } from '@/test/education-fixture';
import { aFramework } from '@/test/framework-fixture';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { DesignScreen } from '../DesignScreen';

/*
 * Linking goals to framework items on the design screen (docs/frameworks.md "Linking"): a
 * goal's items through the picker, linking by code, and the review of suggested links.
 */

const BASE = 'locations/7/educations/5';
const INFORMATICA = aFramework();

const linked = (
  id: number,
  code: string,
  title: string,
  extra: Partial<TLinkedFrameworkItem> = {},
) => ({
  id,
  framework_id: 4,
  framework_code: 'INF/havo',
  framework_title: 'Examenprogramma Informatica havo',
  attribution: 'SLO, opendata.slo.nl',
  code,
  title,
  kind: 'eindterm',
  school_exam: true,
  central_exam: false,
  withdrawn_in: null,
  ...extra,
});
const A1 = linked(102, 'INF/H/DomeinA/A1/1', 'Oriënteert zich op studie en beroep');
const A2 = linked(103, 'INF/H/DomeinA/A2/2', 'Werkt samen in een team');
const B3 = linked(112, 'INF/H/DomeinB/B1/3', 'Ontwerpt een algoritme');
const OLD = linked(113, 'INF/H/DomeinB/B1/4', 'Oud', { withdrawn_in: 'mei 2024' });

const tree = (item: typeof A1) => ({
  id: item.id,
  source_id: `slo-${item.id}`,
  parent_id: null,
  depth: 3,
  code: item.code,
  title: item.title,
  description: '',
  kind: 'eindterm',
  central_exam: false,
  school_exam: true,
  core: null,
  optional: null,
  levels: ['havo'],
  withdrawn_in: item.withdrawn_in,
});

async function renderDesign(
  routes: TMockRoutes = {},
  education: TEducation = anEducation(),
  language = 'nl',
) {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    [`GET ${BASE}`]: { body: { data: education } },
    [`GET ${BASE}/design`]: {
      body: {
        data: {
          ...competenceTree([
            aGoal(3, '1.1.1', 'Kiest een vervolgstudie'),
            aGoal(4, '1.1.2', 'Plant samen'),
          ]),
          clusters: [],
          subjects: [],
          cluster_groups: [],
          electives: [],
        },
      },
    },
    [`GET ${BASE}/framework-links`]: {
      body: {
        data: {
          goals: [{ learning_goal_id: 3, framework_item_ids: [102, 113] }],
          tests: [],
          items: [A1, OLD],
        },
      },
    },
    'GET locations/7/frameworks': { body: { data: [INFORMATICA] } },
    'GET locations/7/frameworks/4': {
      body: { data: { framework: INFORMATICA, items: [A1, A2, B3, OLD].map(tree) } },
    },
    'GET locations/7/framework-items': {
      body: {
        data: [A2, B3].map((item) => ({
          ...tree(item),
          framework_id: 4,
          framework_code: 'INF/havo',
          framework_title: item.framework_title,
        })),
      },
    },
    ...routes,
  });
  await renderWithProviders(<DesignScreen location="7" education="5" />, { language });
  await screen.findByText(/Verpleegkunde/);
  return { api, show };
}

chooseEducationEachTest();

describe('DesignScreen: a goal’s framework items', () => {
  it('shows the count, the codes with the withdrawn one flagged, and saves a picked item', async () => {
    const { api, show } = await renderDesign({
      [`PUT ${BASE}/framework-links/goals/3`]: (request) => ({
        body: { data: request.body },
      }),
    });
    const badge = await screen.findByRole('button', {
      name: '1.1.1 Kiest een vervolgstudie: 2 kaderitems',
    });
    await userEvent.click(badge);
    expect(
      screen.getByText(
        /Dekt: INF\/H\/DomeinA\/A1\/1 Oriënteert .*INF\/H\/DomeinB\/B1\/4 Oud \(vervallen in mei 2024\)/,
      ),
    ).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Kaderitems van leerdoel 1.1.1 Kiest een vervolgstudie' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        /Vervallen in een nieuwere release, maar gekoppeld gebleven: INF\/H\/DomeinB\/B1\/4/,
      ),
    ).toBeTruthy();
    await userEvent.type(
      within(dialog).getByPlaceholderText('Zoek een eindterm of kerndoel'),
      'samen',
    );
    await userEvent.click(await screen.findByRole('option', { name: /INF\/H\/DomeinA\/A2\/2/ }));
    await waitFor(() =>
      expect(api.requests('GET', 'locations/7/framework-items')[0]?.query.get('search')).toBe(
        'samen',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(api.requests('PUT', `${BASE}/framework-links/goals/3`)[0]?.body).toEqual({
        framework_item_ids: [102, 113, 103],
      }),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'De kaderitems zijn opgeslagen' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('keeps the dialog open with the server’s reason at the field on a 422', async () => {
    await renderDesign({
      [`PUT ${BASE}/framework-links/goals/3`]: {
        status: 422,
        body: {
          message: 'Invalid',
          code: 'validation',
          key: 'common.invalidData',
          keys: { framework_item_ids: ['frameworkLinks.itemUnknown'] },
          errors: { framework_item_ids: ['x'] },
        },
      },
    });
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Kaderitems van leerdoel 1.1.1 Kiest een vervolgstudie',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText(/Een van de gekozen kaderitems bestaat niet/),
    ).toBeTruthy();
  }, 15_000);

  it('offers no linking without the right to design, but shows the links', async () => {
    await renderDesign({}, anEducation({ can_design: false }));
    expect(
      await screen.findByRole('button', { name: '1.1.1 Kiest een vervolgstudie: 2 kaderitems' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Kaderitems van leerdoel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Koppelen aan kader' })).toBeNull();
  });
});

describe('DesignScreen: linking by code', () => {
  async function openByCode() {
    await userEvent.click(await screen.findByRole('button', { name: 'Koppelen aan kader' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Koppelen op code' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Kader' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Examenprogramma Informatica havo (INF/havo)' }),
    );
    return dialog;
  }

  it('names every wrong line on the screen and sends nothing', async () => {
    const { api } = await renderDesign();
    const dialog = await openByCode();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Regels' }),
      '1.1.1 A1/1 Z9{enter}9.9 A2/2{enter}1.1.2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppelen' }));
    expect(
      await within(dialog).findByText(/Regel 1: geen item met code Z9 in dit kader/),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Regel 2: geen leerdoel met index 9.9/)).toBeTruthy();
    expect(within(dialog).getByText(/Regel 3: geen codes na de index/)).toBeTruthy();
    expect(api.requests('POST', `${BASE}/framework-links/by-code`)).toHaveLength(0);
  }, 20_000);

  it('sends the lines and says how many links were added', async () => {
    const { api, show } = await renderDesign({
      [`POST ${BASE}/framework-links/by-code`]: { body: { data: { goals: 2, added: 3 } } },
    });
    const dialog = await openByCode();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Regels' }),
      '1.1.1 a1/1, B1/3{enter}{enter}1.1.2 INF/H/DomeinA/A2/2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Koppelen' }));
    await waitFor(() =>
      expect(api.requests('POST', `${BASE}/framework-links/by-code`)[0]?.body).toEqual({
        framework_id: 4,
        lines: [
          { goal: '1.1.1', codes: ['a1/1', 'B1/3'] },
          { goal: '1.1.2', codes: ['INF/H/DomeinA/A2/2'] },
        ],
      }),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: '3 koppelingen toegevoegd bij 2 leerdoelen' }),
    );
  }, 20_000);
});

describe('DesignScreen: suggested links', () => {
  const suggestions = {
    [`GET ${BASE}/framework-suggestions`]: {
      body: {
        data: {
          goals: [
            { learning_goal_id: 3, suggestions: [{ framework_item_id: 103, score: 0.62 }] },
            {
              learning_goal_id: 4,
              suggestions: [
                { framework_item_id: 103, score: 0.81 },
                { framework_item_id: 112, score: 0.3 },
              ],
            },
          ],
          items: [A2, B3],
        },
      },
    },
    [`PUT ${BASE}/framework-links/goals/:id`]: (request: { body: unknown }) => ({
      body: { data: request.body },
    }),
    [`POST ${BASE}/framework-suggestions/dismissals`]: { body: { data: null } },
  } satisfies TMockRoutes;

  it('links with Enter and dismisses with Delete, one suggestion after another', async () => {
    const { api } = await renderDesign(suggestions);
    await userEvent.click(await screen.findByRole('button', { name: 'Koppelen aan kader' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Voorgestelde koppelingen' }),
    );
    const dialog = await screen.findByRole('dialog');
    // The framework the education links to most is chosen at once.
    const first = await within(dialog).findByRole('listitem', {
      name: '1.1.1 Kiest een vervolgstudie: INF/H/DomeinA/A2/2 Werkt samen in een team',
    });
    expect(within(dialog).getByText('Bron: SLO, opendata.slo.nl (CC BY 4.0)')).toBeTruthy();
    expect(within(first).getByTitle('overeenkomst 62%')).toBeTruthy();
    expect(within(dialog).getByText('Nog 2 leerdoelen met voorstellen')).toBeTruthy();
    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.requests('PUT', `${BASE}/framework-links/goals/3`)[0]?.body).toEqual({
        framework_item_ids: [102, 113, 103],
      }),
    );
    // The focus went on to the next suggestion; Delete dismisses it.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        '1.1.2 Plant samen: INF/H/DomeinA/A2/2 Werkt samen in een team',
      ),
    );
    await userEvent.keyboard('{Delete}');
    await waitFor(() =>
      expect(api.requests('POST', `${BASE}/framework-suggestions/dismissals`)[0]?.body).toEqual({
        learning_goal_id: 4,
        framework_item_id: 103,
      }),
    );
    expect(within(dialog).queryByRole('listitem', { name: /Werkt samen/ })).toBeNull();
    expect(within(dialog).getByText('Nog 1 leerdoel met voorstellen')).toBeTruthy();
  }, 20_000);

  it('puts a refused suggestion back and says so', async () => {
    const { show } = await renderDesign({
      ...suggestions,
      [`POST ${BASE}/framework-suggestions/dismissals`]: {
        status: 409,
        body: { message: 'Locked', code: 'education_locked', key: 'educations.locked' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Koppelen aan kader' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Voorgestelde koppelingen' }),
    );
    const dialog = await screen.findByRole('dialog');
    const rows = await within(dialog).findAllByRole('listitem');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /afwijzen voor/ }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' })),
    );
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3);
  }, 20_000);

  it('speaks English', async () => {
    await renderDesign(suggestions, anEducation(), 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Link to framework' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Suggested links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggested links' });
    expect(await within(dialog).findByTitle('match 62%')).toBeTruthy();
  }, 20_000);
});
