import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_MESSAGES, type TEducation, type TWeekRange, type TYearPlan } from '@cp/contracts';
import { restoreContext } from '@/lib/context-store';
import { readCookie, writeCookie } from '@/lib/cookies';
import { educationsRootKey } from '@/lib/education-queries';
import { chooseEducationEachTest } from '@/test/choose-education';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { invalidAnswer } from '@/test/answers';
import { renderWithProviders } from '@/test/render';
import { planDesign, planEducation, yearPlan } from '../plan-fixture';
import { moveCluster } from '../plan-updates';
import PlanRoute from './PlanRoute';

const BASE = 'locations/7/educations/5';
const PLAN = `${BASE}/plan`;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function setup(
  options: {
    education?: TEducation;
    plan?: TYearPlan;
    routes?: TMockRoutes;
    /** Holds back the answers of changes until it resolves (to see the optimistic state). */
    gate?: Promise<void>;
  } = {},
) {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    [`GET ${BASE}`]: { body: { data: options.education ?? planEducation() } },
    [`GET ${BASE}/design`]: { body: { data: planDesign() } },
    [`GET ${PLAN}/years/101`]: { body: { data: options.plan ?? yearPlan() } },
    [`GET ${PLAN}/years/102`]: {
      body: {
        data: yearPlan({
          year: {
            id: 102,
            position: 2,
            name: 'Stagejaar',
            starts_on: null,
            weeks: 10,
            periods: [{ id: 3, position: 1, name: null, weeks: 10, first_week: 1 }],
          },
          planned_clusters: [],
          planned_electives: [],
          tests: [],
          checkups: [],
          activities: [],
          special_blocks: [],
        }),
      },
    },
    ...options.routes,
  });
  const gate = options.gate;
  if (gate) {
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') !== 'GET') await gate;
      return answer(input, init);
    });
  }
  return { api, show };
}

async function renderPlan(path = '/plan/101') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/plan/:yearId?" element={<PlanRoute />} />
      </Routes>
      <Where />
    </>,
    { path },
  );
}

const bar = (name: RegExp) => screen.findByRole('button', { name });

/** Types each value into its field of a form, in this order. */
async function fill(dialog: HTMLElement, fields: [RegExp, string][]) {
  for (const [name, value] of fields) {
    const input = within(dialog).getByRole('textbox', { name });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

/** What the planned cluster's details read (catalogues and the location's plan fields). */
const DETAILS_ROUTES: TMockRoutes = {
  'GET locations/7/test-formats': { body: { data: [] } },
  'GET locations/7/activities': { body: { data: [] } },
  'GET locations/7/plan-fields': { body: { data: {} } },
};

chooseEducationEachTest();

describe('PlanRoute', () => {
  it('opens the remembered year without one in the URL, and remembers a chosen year', async () => {
    writeCookie('current_education_year_id', '102');
    restoreContext();
    const { api } = setup();
    await renderPlan('/plan');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/plan/102'));
    expect(await screen.findByRole('tab', { name: 'Stagejaar', selected: true })).toBeTruthy();
    expect(api.requests('GET', `${PLAN}/years/101`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'Leerjaar 1' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/plan/101'));
    expect(await bar(/^PROJ: 1 Project A, week 3 t\/m 6$/)).toBeTruthy();
    expect(readCookie('current_education_year_id')).toBe('101');
  });

  it('opens the first year when the remembered one is not of this education', async () => {
    writeCookie('current_education_year_id', '999');
    restoreContext();
    setup();
    await renderPlan('/plan');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/plan/101'));
    expect(await screen.findByRole('tab', { name: 'Leerjaar 1', selected: true })).toBeTruthy();
    await waitFor(() => expect(readCookie('current_education_year_id')).toBe('101'));
  });

  it('opens the planned cluster a link names (?geplandcluster=, from the analysis), also after the year fix-up', async () => {
    const { api } = setup({ routes: DETAILS_ROUTES });
    await renderPlan('/plan?geplandcluster=501');
    const drawer = await screen.findByRole('dialog', { name: 'Geplande cluster' });
    // The details are a lazy chunk: findBy waits for it.
    expect(await within(drawer).findByText(/Week 3–6/i)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/plan/101'));
    // What the details read has been asked within this test (not in the next one's).
    for (const path of ['test-formats', 'activities', 'plan-fields']) {
      await waitFor(() => expect(api.requests('GET', `locations/7/${path}`).length).toBe(1));
    }
  });

  it('goes to the first year from a year of another education in the URL', async () => {
    const { api } = setup({
      routes: { [`GET ${PLAN}/years/999`]: { status: 404, body: { message: 'Not found' } } },
    });
    await renderPlan('/plan/999');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/plan/101'));
    expect(await bar(/^PROJ: 1 Project A, week 3 t\/m 6$/)).toBeTruthy();
    expect(screen.queryByText('De planning kon niet worden geladen.')).toBeNull();
    expect(api.requests('GET', `${PLAN}/years/101`)).toHaveLength(1);
  });

  it('shows periods, weeks, planned clusters, the elective with its choice and special blocks', async () => {
    setup();
    await renderPlan();
    await bar(/^PROJ: 1 Project A, week/);
    expect(screen.getByText('Periode 1')).toBeTruthy();
    expect(screen.getByText('Periode 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'METH: 2 Methodiek, week 8 t/m 10' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keuze zorg, week 12 t/m 15' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'ZORG: 4 Zorgtechniek, week 12 t/m 15' }),
    ).toBeTruthy();
    expect(screen.getByText('1/2 plaatsen')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Bijzonder blok Herfstvakantie bewerken' }),
    ).toBeTruthy();
    // The bar's summary names what is planned inside it (the timeline's tooltip shows it).
    expect(screen.getByRole('button', { name: /^PROJ: 1 Project A, week/ }).dataset.tip).toBe(
      '1 Project A · week 3 t/m 6 · 1 toets · 1 controlemoment · 1 leeractiviteit',
    );
    // The clusters still to plan: 3 and 5 (4 is a choice of the elective).
    const list = screen.getByRole('list', { name: 'Nog te plannen clusters' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 Stage6 wekenPlannen', '5 Gezondheid2 wekenPlannen']);
  });

  it("gives the drag-and-drop's screen reader texts in the interface language, not dnd-kit's English", async () => {
    setup();
    await renderPlan();
    await bar(/^PROJ: 1 Project A, week/);
    const instructions = document.querySelector('[id^="DndDescribedBy"]');
    expect(instructions?.textContent).toBe(
      'Sleep met de muis naar een week op de tijdlijn, of gebruik de knop Plannen om de weken te kiezen.',
    );
    expect(document.body.textContent).not.toMatch(/draggable item|droppable/i);
  });

  it('shows the full name of a bar and of a cut name in a tooltip, on hover and on focus', async () => {
    setup();
    await renderPlan();
    const project = await bar(/^PROJ: 1 Project A, week/);
    const tip = () => screen.queryByTestId('plan-timeline-tip')?.textContent ?? null;
    const summary = '1 Project A · week 3 t/m 6 · 1 toets · 1 controlemoment · 1 leeractiviteit';
    // No native title besides it (two tooltips at once).
    expect(project.getAttribute('title')).toBeNull();

    act(() => project.focus());
    expect(tip()).toBe(summary);
    fireEvent.keyDown(project, { key: 'Escape' });
    expect(tip()).toBeNull();

    fireEvent.pointerOver(project);
    await waitFor(() => expect(tip()).toBe(summary));
    fireEvent.pointerLeave(screen.getByTestId('plan-timeline'));
    expect(tip()).toBeNull();

    // A name in the column shows its tip only when it is cut off.
    const name = screen.getByRole('button', { name: '2 Methodiek' });
    expect(name.getAttribute('title')).toBeNull();
    act(() => name.focus());
    expect(tip()).toBeNull();
    Object.defineProperty(name, 'scrollWidth', { configurable: true, value: 400 });
    act(() => project.focus());
    act(() => name.focus());
    expect(tip()).toBe('2 Methodiek');
  });

  it('widens the name column by keyboard and pointer, within bounds, and remembers it', async () => {
    setup();
    await renderPlan();
    await bar(/^PROJ: 1 Project A, week/);
    const grip = screen.getByRole('separator', { name: /^Breedte van de namenkolom/ });
    const timeline = screen.getByTestId('plan-timeline');
    const label = () => timeline.style.getPropertyValue('--label');
    expect(grip.getAttribute('aria-valuenow')).toBe('232');
    fireEvent.keyDown(grip, { key: 'ArrowRight' });
    expect(grip.getAttribute('aria-valuenow')).toBe('256');
    expect(label()).toBe('256px');
    fireEvent.keyDown(grip, { key: 'End' });
    expect(label()).toBe('480px');
    fireEvent.keyDown(grip, { key: 'Home' });
    expect(label()).toBe('160px');
    fireEvent.pointerDown(grip, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(grip, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(grip, { clientX: 200, pointerId: 1 });
    expect(label()).toBe('260px');
    expect(window.localStorage.getItem('cp.plan.labelWidth')).toBe('260');
    window.localStorage.removeItem('cp.plan.labelWidth');
  });

  it('plans a cluster through its form, the end following the default width', async () => {
    const { api } = setup({
      routes: {
        [`POST ${PLAN}/clusters`]: {
          status: 201,
          body: {
            data: {
              id: 504,
              cluster_id: 13,
              planned_elective_id: null,
              start_week: 5,
              end_week: 10,
              comment: null,
            },
          },
        },
      },
    });
    await renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: '3 Stage plannen' }));
    const dialog = await screen.findByRole('dialog', { name: '3 Stage plannen' });
    const start = within(dialog).getByRole('textbox', { name: /^Eerste week/ });
    await userEvent.clear(start);
    await userEvent.type(start, '5');
    expect(
      (within(dialog).getByRole('textbox', { name: /^Laatste week/ }) as HTMLInputElement).value,
    ).toBe('10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests('POST', `${PLAN}/clusters`)[0]?.body).toEqual({
      education_year_id: 101,
      cluster_id: 13,
      start_week: 5,
      end_week: 10,
    });
    expect(await bar(/^STAG: 3 Stage, week 5 t\/m 10$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '3 Stage plannen' })).toBeNull();
  });

  it('moves a bar by keyboard at once and saves both weeks; Shift resizes the end, Alt the start', async () => {
    const { api } = setup({
      routes: {
        [`PATCH ${PLAN}/clusters/:id`]: (request) => ({
          body: {
            data: {
              id: 501,
              cluster_id: 11,
              planned_elective_id: null,
              comment: null,
              ...(request.body as object),
            },
          },
        }),
      },
    });
    await renderPlan();
    const project = await bar(/^PROJ: 1 Project A, week/);
    project.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'PROJ: 1 Project A, week 4 t/m 7' })).toBe(project);
    expect(screen.getByText('1 Project A staat nu in week 4 t/m 7')).toBeTruthy();
    await waitFor(() => expect(api.requests('PATCH', `${PLAN}/clusters/501`)).toHaveLength(1));
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(api.requests('PATCH', `${PLAN}/clusters/501`)).toHaveLength(2));
    expect(api.requests('PATCH', `${PLAN}/clusters/501`).map((call) => call.body)).toEqual([
      { start_week: 4, end_week: 7 },
      { start_week: 4, end_week: 8 },
    ]);
    expect(screen.getByRole('button', { name: 'PROJ: 1 Project A, week 4 t/m 8' })).toBeTruthy();
    // Its content moved along on the first move (docs/plan.md "Rules").
    expect(project.dataset.tip).toContain('week 4 t/m 8');
    await userEvent.keyboard('{Alt>}{ArrowLeft}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(api.requests('PATCH', `${PLAN}/clusters/501`)).toHaveLength(4));
    expect(api.requests('PATCH', `${PLAN}/clusters/501`).map((call) => call.body)).toEqual([
      { start_week: 4, end_week: 7 },
      { start_week: 4, end_week: 8 },
      { start_week: 3, end_week: 8 },
      { start_week: 2, end_week: 8 },
    ]);
    expect(screen.getByRole('button', { name: 'PROJ: 1 Project A, week 2 t/m 8' })).toBeTruthy();
  });

  it('keeps a keyboard change that a live reload answered from before it, and builds on it', async () => {
    // The server's plan changes only when a save reaches it; saves wait for `open`.
    let saved = yearPlan();
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { api } = setup({
      gate,
      routes: {
        [`GET ${PLAN}/years/101`]: () => ({ body: { data: saved } }),
        [`PATCH ${PLAN}/clusters/:id`]: (request) => {
          saved = moveCluster(saved, 501, request.body as TWeekRange);
          return { body: { data: saved.planned_clusters.find((item) => item.id === 501) } };
        },
      },
    });
    const { queryClient } = await renderPlan();
    const project = await bar(/^PROJ: 1 Project A, week 3 t\/m 6$/);
    project.focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(screen.getByRole('button', { name: 'PROJ: 1 Project A, week 3 t/m 7' })).toBe(project);

    // A live update (of an earlier change) reloads the educations' queries, as
    // app/use-realtime.ts does, before the server has this change.
    await queryClient.invalidateQueries({ queryKey: educationsRootKey });
    expect(api.requests('GET', `${PLAN}/years/101`)).toHaveLength(2);
    // The query cache tells the screen on a timer: let it render what the reload left.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'PROJ: 1 Project A, week 3 t/m 7' })).toBe(project);

    // The next key builds on the weeks shown, not on the reloaded ones.
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(screen.getByRole('button', { name: 'PROJ: 1 Project A, week 2 t/m 7' })).toBe(project);
    open();
    await waitFor(() => expect(api.requests('PATCH', `${PLAN}/clusters/501`)).toHaveLength(2));
    expect(api.requests('PATCH', `${PLAN}/clusters/501`).map((call) => call.body)).toEqual([
      { start_week: 3, end_week: 7 },
      { start_week: 2, end_week: 7 },
    ]);
    // The reload held back is done once both are saved: it holds both.
    await waitFor(() => expect(api.requests('GET', `${PLAN}/years/101`)).toHaveLength(3));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('button', { name: 'PROJ: 1 Project A, week 2 t/m 7' })).toBe(project);
  });

  it('drags a bar by its middle to move it and by an edge to resize it', async () => {
    const { api } = setup({
      routes: {
        [`PATCH ${PLAN}/clusters/:id`]: { body: { data: yearPlan().planned_clusters[1] } },
      },
    });
    await renderPlan();
    const methodiek = await bar(/^METH: 2 Methodiek, week/);
    // Without layout a week is 18px wide (the narrowest): 44px rounds to two weeks.
    fireEvent.pointerDown(methodiek, { button: 0, pointerId: 1, clientX: 300 });
    fireEvent.pointerMove(methodiek, { pointerId: 1, clientX: 344 });
    expect(screen.getByRole('button', { name: 'METH: 2 Methodiek, week 10 t/m 12' })).toBeTruthy();
    fireEvent.pointerUp(methodiek, { pointerId: 1, clientX: 344 });
    await waitFor(() => expect(api.requests('PATCH', `${PLAN}/clusters/502`)).toHaveLength(1));
    expect(api.requests('PATCH', `${PLAN}/clusters/502`)[0]?.body).toEqual({
      start_week: 10,
      end_week: 12,
    });

    const edge = methodiek.querySelector('[data-edge="start"]')!;
    fireEvent.pointerDown(edge, { button: 0, pointerId: 2, clientX: 300 });
    fireEvent.pointerMove(edge, { pointerId: 2, clientX: 256 });
    fireEvent.pointerUp(edge, { pointerId: 2, clientX: 256 });
    await waitFor(() => expect(api.requests('PATCH', `${PLAN}/clusters/502`)).toHaveLength(2));
    expect(api.requests('PATCH', `${PLAN}/clusters/502`)[1]?.body).toEqual({
      start_week: 8,
      end_week: 12,
    });
  });

  it.each([
    [
      422,
      {
        message: 'Invalid input',
        code: 'validation',
        key: 'common.invalidData',
        keys: { start_week: [PLAN_MESSAGES.weekRange] },
      },
      'Kies weken binnen het leerjaar',
    ],
    [
      409,
      { message: 'The education is locked', code: 'education_locked', key: 'educations.locked' },
      'Deze opleiding wordt beoordeeld of is actief en kan niet worden gewijzigd',
    ],
  ])(
    'puts a move back with the reason when the server answers %i',
    async (status, body, reason) => {
      let open = () => undefined as void;
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const { show } = setup({
        gate,
        routes: { [`PATCH ${PLAN}/clusters/:id`]: { status, body } },
      });
      await renderPlan();
      const project = await bar(/^PROJ: 1 Project A, week/);
      project.focus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(screen.getByRole('button', { name: 'PROJ: 1 Project A, week 2 t/m 5' })).toBe(project);
      open();
      await waitFor(() =>
        expect(show).toHaveBeenCalledWith(
          expect.objectContaining({
            color: 'red',
            title: 'Er ging iets mis, je wijzigingen zijn teruggezet',
            message: reason,
          }),
        ),
      );
      expect(await bar(/^PROJ: 1 Project A, week 3 t\/m 6$/)).toBe(project);
    },
  );

  it('shows the server refusal of a special block under its field; checks the name first', async () => {
    const { api } = setup({
      routes: {
        [`POST ${PLAN}/years/101/special-blocks`]: invalidAnswer({
          start_week: [PLAN_MESSAGES.blockInElective],
        }),
      },
    });
    await renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Bijzonder blok toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bijzonder blok toevoegen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Vul een naam in')).toBeTruthy();
    expect(api.requests('POST', `${PLAN}/years/101/special-blocks`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Naam/ }), 'Toetsweek');
    // A new block is of kind "Overig" until another is chosen.
    const kinds = within(dialog).getByRole('radiogroup', { name: /^Soort/ });
    expect(within(kinds).getByRole('radio', { name: 'Overig' })).toHaveProperty('checked', true);
    await userEvent.click(within(kinds).getByRole('radio', { name: 'Toetsweek' }));
    await fill(dialog, [
      [/^Eerste week/, '13'],
      [/^Laatste week/, '14'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText(
        'Een bijzonder blok kan niet in een keuzevak worden geplaatst',
      ),
    ).toBeTruthy();
    expect(api.requests('POST', `${PLAN}/years/101/special-blocks`)[0]?.body).toEqual({
      name: 'Toetsweek',
      kind: 'test_week',
      start_week: 13,
      end_week: 14,
    });
    expect(screen.getByRole('dialog', { name: 'Bijzonder blok toevoegen' })).toBeTruthy();
  }, 15_000);

  it('opens a special block with its kind and sends a changed kind', async () => {
    const { api } = setup({
      routes: {
        [`PUT ${PLAN}/special-blocks/301`]: {
          body: {
            data: { id: 301, name: 'Herfstvakantie', kind: 'other', start_week: 9, end_week: 9 },
          },
        },
      },
    });
    await renderPlan();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Bijzonder blok Herfstvakantie bewerken' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bijzonder blok bewerken' });
    const kinds = within(dialog).getByRole('radiogroup', { name: /^Soort/ });
    expect(within(kinds).getByRole('radio', { name: 'Vakantie' })).toHaveProperty('checked', true);
    await userEvent.click(within(kinds).getByRole('radio', { name: 'Overig' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(api.requests('PUT', `${PLAN}/special-blocks/301`)[0]?.body).toEqual({
        name: 'Herfstvakantie',
        kind: 'other',
        start_week: 9,
        end_week: 9,
      }),
    );
  });

  it('says when an elective has no space left, and maps the server refusal too', async () => {
    const full = yearPlan({
      planned_electives: [
        { id: 601, elective_subject_id: 41, start_week: 12, end_week: 15, places: 1 },
      ],
    });
    setup({ plan: full });
    const view = await renderPlan();
    await bar(/^Keuze zorg, week/);
    const add = screen.getByRole('button', { name: 'Keuze toevoegen aan Keuze zorg' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Er is geen ruimte meer voor een extra keuze')).toBeTruthy();
    view.unmount();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();

    const { api } = setup({
      routes: {
        [`POST ${PLAN}/electives/601/choices`]: invalidAnswer({
          cluster_id: [PLAN_MESSAGES.noPlaceLeft],
        }),
      },
    });
    await renderPlan();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Keuze toevoegen aan Keuze zorg' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Keuze toevoegen aan Keuze zorg' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Er is geen ruimte meer voor een extra keuze'),
    ).toBeTruthy();
    expect(api.requests('POST', `${PLAN}/electives/601/choices`)[0]?.body).toEqual({
      cluster_id: 15,
    });
  }, 15_000);

  it("checks an elective slot's places before asking the server, and shows a refusal at its field", async () => {
    // The slot holds two choices: Zorgtechniek and Gezondheid.
    const plan = yearPlan();
    const twoChoices = yearPlan({
      planned_clusters: [
        ...plan.planned_clusters,
        {
          id: 504,
          cluster_id: 15,
          planned_elective_id: 601,
          start_week: 12,
          end_week: 15,
          comment: null,
        },
      ],
    });
    const { api } = setup({
      plan: twoChoices,
      routes: {
        [`PUT ${PLAN}/electives/601`]: invalidAnswer({
          start_week: [PLAN_MESSAGES.electiveOverBlock],
        }),
      },
    });
    await renderPlan();
    await userEvent.click(await bar(/^Keuze zorg, week/));
    const dialog = await screen.findByRole('dialog', { name: 'Keuzevak bewerken' });
    const places = within(dialog).getByRole('textbox', { name: /^Plaatsen/ });
    const save = () => userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await userEvent.clear(places);
    await save();
    expect(
      await within(dialog).findByText('Vul een aantal plaatsen van 1 tot en met 20 in'),
    ).toBeTruthy();
    // Fewer places than the choices on screen would leave one out.
    await userEvent.type(places, '1');
    await save();
    expect(
      await within(dialog).findByText('Er is geen ruimte meer voor een extra keuze'),
    ).toBeTruthy();
    expect(api.requests('PUT', `${PLAN}/electives/601`)).toHaveLength(0);

    await userEvent.clear(places);
    await userEvent.type(places, '3');
    await save();
    expect(
      await within(dialog).findByText(
        'Een keuzevak kan niet over een bijzonder blok worden geplaatst',
      ),
    ).toBeTruthy();
    expect(api.requests('PUT', `${PLAN}/electives/601`)[0]?.body).toEqual({
      places: 3,
      start_week: 12,
      end_week: 15,
    });
    expect(screen.getByRole('dialog', { name: 'Keuzevak bewerken' })).toBeTruthy();
  }, 15_000);

  it("checks a cluster's weeks before planning it: the end not before the start", async () => {
    const { api } = setup();
    await renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: '3 Stage plannen' }));
    const dialog = await screen.findByRole('dialog', { name: '3 Stage plannen' });
    await fill(dialog, [
      [/^Laatste week/, '4'],
      [/^Eerste week/, '9'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('De laatste week kan niet vóór de eerste week liggen'),
    ).toBeTruthy();
    expect(api.requests('POST', `${PLAN}/clusters`)).toHaveLength(0);
  });

  it('removes a planned cluster after naming what goes along', async () => {
    const { api } = setup({
      routes: { [`DELETE ${PLAN}/clusters/501`]: { body: { data: null } } },
    });
    await renderPlan();
    await userEvent.click(
      await screen.findByRole('button', { name: '1 Project A van de planning halen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '1 Project A van de planning halen' });
    expect(within(dialog).getByText('1 toets')).toBeTruthy();
    expect(within(dialog).getByText('1 leeractiviteit')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Van de planning halen' }));
    await waitFor(() => expect(api.requests('DELETE', `${PLAN}/clusters/501`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^1 Project A,/ })).toBeNull();
  });

  it('is read-only with the reason while the education is reviewed', async () => {
    const { api } = setup({
      education: planEducation({ status: 'reviewing' }),
      // The click at the end opens the details, which read these once their chunk is loaded
      // (already, when an earlier test opened them).
      routes: DETAILS_ROUTES,
    });
    await renderPlan();
    const project = await bar(/^PROJ: 1 Project A, week/);
    expect(
      screen.getByText(
        'Deze opleiding wordt beoordeeld, daarom kan de planning niet worden gewijzigd of versleept.',
      ),
    ).toBeTruthy();
    for (const name of [/plannen$/, /toevoegen/, /van de planning halen/, /plaatsen$/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    project.focus();
    await userEvent.keyboard('{ArrowRight}');
    fireEvent.pointerDown(project, { button: 0, pointerId: 1, clientX: 300 });
    fireEvent.pointerMove(project, { pointerId: 1, clientX: 400 });
    fireEvent.pointerUp(project, { pointerId: 1, clientX: 400 });
    expect(screen.getByRole('button', { name: 'PROJ: 1 Project A, week 3 t/m 6' })).toBe(project);
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('is read-only without the right to design', async () => {
    setup({ education: planEducation({ can_design: false }) });
    await renderPlan();
    await bar(/^PROJ: 1 Project A, week/);
    expect(
      screen.getByText(
        'Je mag deze planning bekijken, maar je hebt geen rechten om haar te wijzigen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bijzonder blok toevoegen' })).toBeNull();
  });
});
