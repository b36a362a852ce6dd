import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TEducationSummary } from '@cp/contracts';
import { restoreContext } from '@/lib/context-store';
import { readCookie, writeCookie } from '@/lib/cookies';
import { educationsRootKey } from '@/lib/education-queries';
import { chooseEducationEachTest } from '@/test/choose-education';
import { anEducationSummary } from '@/test/education-fixture';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { goals, health, planning, summary } from '../analysis-fixture';
import AnalysisRoute from './AnalysisRoute';

const BASE = 'locations/7/educations/5/analysis';
const OTHER = 'locations/7/educations/9/analysis';

function listed(id: number, name: string): TEducationSummary {
  return anEducationSummary({
    id,
    name,
    type: 'hbo_full_bachelor',
    periods_count: 2,
    weeks_count: 8,
    updated_at: '2026-01-05T09:00:00.000Z',
  });
}

function setup(routes: TMockRoutes = {}, options: { path?: string; language?: string } = {}) {
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    [`GET ${BASE}`]: { body: { data: summary() } },
    [`GET ${BASE}/health`]: { body: { data: health() } },
    [`GET ${BASE}/years/1/planning`]: { body: { data: planning() } },
    ...routes,
  });
  return {
    api,
    view: renderWithProviders(<AnalysisRoute />, {
      path: options.path ?? '/analyse',
      language: options.language ?? 'nl',
    }),
  };
}

chooseEducationEachTest();

describe('AnalysisRoute', () => {
  it('offers only filled years; an empty year is disabled with its reason', async () => {
    setup();
    const select = await screen.findByRole('combobox', { name: 'Leerjaar' });
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['Leerjaar 1', false],
      ['Leerjaar 2 (leeg: nog geen clusters gepland)', true],
    ]);
    expect(
      screen.getByText('Eén leerjaar zonder geplande clusters kan niet gekozen worden.'),
    ).toBeTruthy();
    expect((select as HTMLSelectElement).value).toBe('1');
  });

  it('remembers a chosen year and skips a remembered empty one', async () => {
    writeCookie('current_education_year_id', '2');
    restoreContext();
    setup();
    const select = (await screen.findByRole('combobox', { name: 'Leerjaar' })) as HTMLSelectElement;
    // Year 2 is empty: the first filled year is shown, the cookie is left for the plan.
    expect(select.value).toBe('1');
    expect(readCookie('current_education_year_id')).toBe('2');
  });

  it('with no filled year says what to plan first and links to the plan', async () => {
    const empty = summary({
      years: [{ id: 1, position: 1, name: null, weeks: 8, planned_clusters: 0, filled: false }],
    });
    setup({ [`GET ${BASE}`]: { body: { data: empty } } });
    expect(await screen.findByText('Nog niets om te analyseren')).toBeTruthy();
    expect(screen.getByText(/Plan eerst clusters in een leerjaar/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de planning' }).getAttribute('href')).toBe(
      '/plan',
    );
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the health first: scores as number and word, items linked to where they are mended', async () => {
    setup();
    const region = await screen.findByRole('region', { name: 'Gezondheid van de opleiding' });
    expect(await within(region).findByText('83/100')).toBeTruthy();
    expect(within(region).getByText('Gezond')).toBeTruthy();
    expect(within(region).getByText('45/100')).toBeTruthy();
    expect(within(region).getByText('Zorgelijk')).toBeTruthy();
    // This year: the test without goals, mended in its planned cluster's details.
    await userEvent.click(
      within(region).getByRole('button', { name: /Toetsen zonder leerdoelen/ }),
    );
    expect(within(region).getByText('1 van 3')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Kennistoets' }).getAttribute('href')).toBe(
      '/plan/1?geplandcluster=101',
    );
    expect(
      within(region).getByText(/Geen bevindingen bij: Leeractiviteiten zonder contacturen/),
    ).toBeTruthy();
    // The whole education: the goal in no cluster, mended in the design.
    await userEvent.click(within(region).getByRole('radio', { name: 'De hele opleiding' }));
    await userEvent.click(
      within(region).getByRole('button', { name: /Leerdoelen in geen enkele cluster/ }),
    );
    expect(
      within(region).getByRole('link', { name: '1.1.1 Observeert' }).getAttribute('href'),
    ).toBe('/ontwerp?doel=31');
  });

  it('compares with another education side by side, and stop ends it', async () => {
    const other = summary({
      education: {
        id: 9,
        name: 'Zorgkunde',
        type: 'hbo_full_bachelor',
        is_flexible: false,
        status: 'active',
      },
      years: [{ id: 3, position: 1, name: null, weeks: 8, planned_clusters: 1, filled: true }],
      bubble: [{ year_id: 3, available: true, reason: null }],
    });
    const { api } = setup({
      'GET locations/7/educations': {
        body: { data: [listed(5, 'Verpleegkunde'), listed(9, 'Zorgkunde')] },
      },
      [`GET ${OTHER}`]: { body: { data: other } },
      [`GET ${BASE}/years/1/goals`]: { body: { data: goals() } },
      [`GET ${OTHER}/years/3/planning`]: {
        body: {
          data: planning({ year: { ...planning().year, id: 3 }, year_ects: 12, empty_weeks: [] }),
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Vergelijken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vergelijken met' });
    const educationSelect = within(dialog).getByRole('combobox', { name: 'Opleiding' });
    await waitFor(() => expect(within(educationSelect).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(educationSelect, '9');
    const yearSelect = await within(dialog).findByRole('combobox', { name: 'Leerjaar' });
    expect((yearSelect as HTMLSelectElement).value).toBe('3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vergelijken' }));

    const table = await screen.findByRole('table', { name: 'Planning: beide naast elkaar' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Gegeven',
      'Verpleegkunde, Leerjaar 1',
      'Zorgkunde, Leerjaar 1',
      'Verschil',
    ]);
    const yearRow = within(table).getByRole('row', { name: /studiepunten \(EC\) in het jaar/i });
    expect(within(yearRow).getByText('15')).toBeTruthy();
    expect(within(yearRow).getByText('12')).toBeTruthy();
    expect(within(yearRow).getByText('-3', { exact: false })).toBeTruthy();
    expect(yearRow.getAttribute('data-differs')).toBe('true');
    expect(api.requests('GET', `${OTHER}/years/3/planning`)).toHaveLength(1);

    // The goals tab does not compare: it says so, and asks nothing of the other education.
    await userEvent.click(screen.getByRole('tab', { name: 'Leerdoelen' }));
    expect(await screen.findByText(/Dit tabblad vergelijkt niet/)).toBeTruthy();
    expect(await screen.findByText('Rapporteert')).toBeTruthy();
    expect(api.requests('GET', `${OTHER}/years/3/goals`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Stop vergelijken' }));
    expect(screen.queryByRole('table', { name: 'Planning: beide naast elkaar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Vergelijken' })).toBeTruthy();
  });

  it('a tab that does not compare says so; another year to compare must be filled', async () => {
    setup(
      {
        'GET locations/7/educations': { body: { data: [listed(5, 'Verpleegkunde')] } },
        [`GET ${BASE}/years/1/goals`]: { body: { data: goals() } },
      },
      { path: '/analyse?tab=goals' },
    );
    expect(await screen.findByText(/Dit tabblad vergelijkt niet/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Filters' })).toBeTruthy();
    // Another year of the same education: year 2 is empty, so nothing can be chosen.
    await userEvent.click(screen.getByRole('button', { name: 'Vergelijken' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Hier is geen leerjaar met geplande clusters/),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Vergelijken' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('a tab without filters says so instead of hiding them', async () => {
    setup();
    expect(await screen.findByText(/Dit tabblad heeft geen filters/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });

  it('shows the goals tab with its findings linked, one goal in the singular', async () => {
    setup(
      { [`GET ${BASE}/years/1/goals`]: { body: { data: goals() } } },
      { path: '/analyse?tab=goals' },
    );
    const link = await screen.findByRole('link', { name: /In geen enkele cluster/ });
    expect(link.getAttribute('href')).toBe('/ontwerp?doel=31');
    expect(screen.getByText(/1 toets: Casus/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tonen' }), 'notTested');
    expect(screen.getByText('1 leerdoel')).toBeTruthy();
    expect(screen.queryByText('Rapporteert')).toBeNull();
    expect(screen.getByText('Observeert')).toBeTruthy();
  });

  it('sets the year against its norm, with the law and the date it took effect', async () => {
    const norm = {
      norm: {
        id: 1,
        education_types: ['hbo_full_bachelor' as const],
        unit: 'ects' as const,
        per_year_min: 60,
        per_year_max: 60,
        hours_per_ects: 28,
        law: 'WHW art. 7.4',
        effective_from: '2002-09-01',
      },
      planned: 15,
      status: 'under' as const,
    };
    setup({ [`GET ${BASE}/years/1/planning`]: { body: { data: planning({ norm }) } } });
    expect(await screen.findByText('Gepland: 15 EC. Norm per jaar: 60 EC.')).toBeTruthy();
    expect(screen.getByText('Onder de norm')).toBeTruthy();
    expect(screen.getByText('Bron: WHW art. 7.4. Geldt sinds 1 sep 2002.')).toBeTruthy();
    // The design's cluster planned nowhere and the empty week link to the plan of the year.
    expect(screen.getByRole('link', { name: '3 Stage' }).getAttribute('href')).toBe('/plan/1');
    expect(screen.getByRole('link', { name: 'week 8' }).getAttribute('href')).toBe('/plan/1');
  });

  it('reloads live when the education changes (a live update invalidates its key)', async () => {
    let answers = 0;
    const { view } = setup({
      [`GET ${BASE}/health`]: () => {
        answers += 1;
        const data = health();
        if (answers > 1) data.years[0]!.score = 60;
        return { body: { data } };
      },
    });
    const { queryClient } = await view;
    expect(await screen.findByText('83/100')).toBeTruthy();
    // What app/use-realtime.ts does on `education_update`.
    await act(() => queryClient.invalidateQueries({ queryKey: educationsRootKey }));
    expect(await screen.findByText('60/100')).toBeTruthy();
    expect(screen.getByText('Aandacht nodig')).toBeTruthy();
  });

  it('disables the bubble view with the stated reason', async () => {
    setup({
      [`GET ${BASE}`]: {
        body: { data: summary({ bubble: [{ year_id: 1, available: false, reason: 'too_many' }] }) },
      },
    });
    const button = (await screen.findByRole('button', {
      name: 'Bellenweergave',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/Niet beschikbaar bij meer dan 120 geplande clusters/)).toBeTruthy();
  });

  it('speaks English when the interface is in English', async () => {
    setup({}, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Health of the curriculum' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Planning',
      'Learning goals',
      'Tests',
      'Intensity',
      'Coverage matrix',
      'Tests overview',
      'Team effort',
      'Frameworks',
    ]);
    expect(await screen.findByText('Healthy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeTruthy();
    expect(screen.getByText(/This tab has no filters/)).toBeTruthy();
  });
});
