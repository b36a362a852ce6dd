import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseEducationEachTest } from '@/test/choose-education';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { health, summary } from '../analysis-fixture';
import { healthItemHref } from '../analysis-links';
import AnalysisRoute from '../routes/AnalysisRoute';
import { aFramework, coverage, links, NO_LINKS } from './coverage-fixture';
import { FrameworksView } from './FrameworksView';

const EDUCATION = 'locations/7/educations/5';
const COVERAGE = `${EDUCATION}/analysis/frameworks`;

async function setup(routes: TMockRoutes = {}, options: { path?: string; language?: string } = {}) {
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    [`GET ${EDUCATION}/framework-links`]: { body: { data: links() } },
    'GET locations/7/frameworks': {
      body: {
        data: [
          aFramework(),
          aFramework({ id: 4, code: 'WI/vmbo', title: 'Wiskunde vmbo' }),
          aFramework({ id: 9, code: 'NE/havo', title: 'Nederlands havo' }),
        ],
      },
    },
    [`GET ${COVERAGE}/:framework`]: { body: { data: coverage() } },
    ...routes,
  });
  const view = await renderWithProviders(<FrameworksView location="7" education="5" />, {
    path: options.path ?? '/analyse?tab=frameworks',
    language: options.language ?? 'nl',
  });
  return { api, view };
}

const table = () => screen.findByRole('table', { name: 'Dekking van Informatica havo' });

/** The cells of the row whose row header is this item's title. */
async function rowOf(title: string) {
  const header = within(await table()).getByRole('rowheader', { name: new RegExp(title) });
  return header.closest('tr')!;
}

chooseEducationEachTest();

describe('FrameworksView', () => {
  it('without links says how to link, on the design screen, and asks no coverage', async () => {
    const { api } = await setup({
      [`GET ${EDUCATION}/framework-links`]: { body: { data: NO_LINKS } },
    });
    expect(await screen.findByText('Nog geen kader gekoppeld')).toBeTruthy();
    expect(screen.getByText(/Koppel op het ontwerpscherm leerdoelen aan eindtermen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar het ontwerp' }).getAttribute('href')).toBe(
      '/ontwerp',
    );
    expect(api.calls.filter((call) => call.path.startsWith(COVERAGE))).toHaveLength(0);
  });

  it('shows the first linked framework: credit, figures in Dutch, the table with statuses and links', async () => {
    const { api } = await setup();
    const select = (await screen.findByRole('combobox', { name: 'Kader' })) as HTMLSelectElement;
    expect(select.value).toBe('3');
    // Linked frameworks first (in a group), then the location's other ones.
    const groups = within(select).getAllByRole('group') as HTMLOptGroupElement[];
    expect(groups.map((group) => [group.label, group.textContent])).toEqual([
      ['Gekoppeld aan deze opleiding', 'Informatica havo (INF/havo)Wiskunde vmbo (WI/vmbo)'],
      ['Andere kaders', 'Nederlands havo (NE/havo)'],
    ]);
    expect(api.requests('GET', `${COVERAGE}/3`)[0]!.query.toString()).toBe(
      'school_exam_only=false',
    );

    expect(await screen.findByText('Bron: SLO, opendata.slo.nl, licentie CC BY 4.0')).toBeTruthy();
    const figures = screen.getByRole('table', { name: 'Dekking in cijfers' });
    const figureRows = within(figures)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(figureRows).toEqual([
      ['', 'Alle items', 'Schoolexamen (SE)'],
      ['Gedekt', '75% (3 van 4)', '100% (3 van 3)'],
      ['Onderwezen', '25% (1 van 4)', '33,3% (1 van 3)'],
      ['Getoetst', '50% (2 van 4)', '66,7% (2 van 3)'],
    ]);

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Code',
      'Titel',
      'Examen',
      'Status',
      'Leerdoelen',
      'Clusters',
      'Toetsen',
    ]);

    // Tested: its goal links to the design, its cluster too, its test to the plan.
    const tested = await rowOf('Oriënteren op studie en beroep');
    expect(within(tested).getByText('Getoetst')).toBeTruthy();
    expect(within(tested).getByTitle('schoolexamen').textContent).toBe('SE');
    expect(
      within(tested).getByRole('link', { name: '1.1.1 Oriënteert zich' }).getAttribute('href'),
    ).toBe('/ontwerp?doel=31');
    expect(within(tested).getByRole('link', { name: '1 Basis' }).getAttribute('href')).toBe(
      '/ontwerp?cluster=41',
    );
    expect(within(tested).getByRole('link', { name: 'Kennistoets' }).getAttribute('href')).toBe(
      '/plan/1?geplandcluster=101',
    );
    expect(within(tested).queryByText('direct')).toBeNull();

    // Tested through a test linked directly, its cluster planned in no year; SE and CE.
    const direct = await rowOf('Ontwerpen van een oplossing');
    expect(within(direct).getByText('Getoetst')).toBeTruthy();
    expect(within(direct).getByText('direct').closest('[title]')?.getAttribute('title')).toBe(
      'direct aan het item gekoppeld',
    );
    expect(within(direct).getByText(/niet gepland/)).toBeTruthy();
    expect(within(direct).getByTitle('centraal examen').textContent).toBe('CE');

    expect(within(await rowOf('Samenwerken')).getByText('Niet gedekt')).toBeTruthy();
    expect(within(await rowOf('Algoritmen')).getByText('Gedekt')).toBeTruthy();
    const withdrawn = await rowOf('Binaire getallen');
    expect(within(withdrawn).getByText('Vervallen in mei 2025')).toBeTruthy();

    // A domain is a heading row: how far the counted items under it are, indented by depth.
    const domain = await rowOf('Vaardigheden');
    expect(within(domain).getByText('2 van 3 gedekt, 2 getoetst')).toBeTruthy();
    expect(domain.getAttribute('data-depth')).toBe('0');
    expect(tested.getAttribute('data-depth')).toBe('2');
  });

  it('asks the server again when a filter changes', async () => {
    const { api } = await setup();
    await table();
    const asked = () => api.requests('GET', `${COVERAGE}/3`).map((call) => call.query.toString());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Alleen schoolexamen (SE)' }));
    await waitFor(() => expect(asked()).toContain('school_exam_only=true'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Domein' }), '6');
    await waitFor(() => expect(asked()).toContain('school_exam_only=true&domain=6'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Niveau' }), 'havo');
    await waitFor(() => expect(asked()).toContain('school_exam_only=true&level=havo&domain=6'));

    const group = screen.getByRole('group', { name: 'Filters van de dekking' });
    expect(within(group).getAllByRole('combobox')).toHaveLength(2);
  });

  it('opens the framework the URL names, and choosing another starts without filters', async () => {
    const other = coverage({
      framework: aFramework({ id: 9, code: 'NE/havo', title: 'Nederlands havo' }),
    });
    const { api } = await setup(
      { [`GET ${COVERAGE}/9`]: { body: { data: other } } },
      { path: '/analyse?tab=frameworks&framework=9' },
    );
    expect(await screen.findByRole('table', { name: 'Dekking van Nederlands havo' })).toBeTruthy();
    expect(api.requests('GET', `${COVERAGE}/3`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alleen schoolexamen (SE)' }));
    await waitFor(() =>
      expect(api.requests('GET', `${COVERAGE}/9`).at(-1)!.query.get('school_exam_only')).toBe(
        'true',
      ),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kader' }), '3');
    expect(await table()).toBeTruthy();
    expect(api.requests('GET', `${COVERAGE}/3`)[0]!.query.toString()).toBe(
      'school_exam_only=false',
    );
  });

  it('says so when the framework is not there (404)', async () => {
    await setup(
      { [`GET ${COVERAGE}/:framework`]: { status: 404, body: { message: 'Not found' } } },
      { path: '/analyse?tab=frameworks&framework=77' },
    );
    expect(await screen.findByText(/Dit kader bestaat niet \(meer\)/)).toBeTruthy();
  });

  it('speaks English with English number formats', async () => {
    await setup({}, { language: 'en' });
    const caption = await screen.findByRole('table', { name: 'Coverage of Informatica havo' });
    expect(screen.getByText('Source: SLO, opendata.slo.nl, licence CC BY 4.0')).toBeTruthy();
    const figures = screen.getByRole('table', { name: 'Coverage in figures' });
    expect(within(figures).getByText('33.3% (1 of 3)')).toBeTruthy();
    expect(within(figures).getByText('75% (3 of 4)')).toBeTruthy();
    const headers = within(caption)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Code',
      'Title',
      'Exam',
      'Status',
      'Learning goals',
      'Clusters',
      'Tests',
    ]);
    expect(within(caption).getAllByText('Tested')).toHaveLength(2);
    expect(within(caption).getByText('Not covered')).toBeTruthy();
    expect(within(caption).getByText('Withdrawn in mei 2025')).toBeTruthy();
    expect(within(caption).getAllByText('2 of 3 covered, 2 tested')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'School exam (SE) only' })).toBeTruthy();
  });
});

describe('the frameworks tab on the analysis screen', () => {
  it('is the last tab, of the whole education, opened by ?tab=frameworks&framework=', async () => {
    const api = mockApi({
      ...NO_CUSTOM_NAMES,
      [`GET ${EDUCATION}/analysis`]: { body: { data: summary() } },
      [`GET ${EDUCATION}/analysis/health`]: { body: { data: health() } },
      [`GET ${EDUCATION}/framework-links`]: { body: { data: links() } },
      'GET locations/7/frameworks': { body: { data: [aFramework()] } },
      [`GET ${COVERAGE}/:framework`]: { body: { data: coverage() } },
    });
    await renderWithProviders(<AnalysisRoute />, { path: '/analyse?tab=frameworks&framework=3' });
    const tab = await screen.findByRole('tab', { name: 'Kaders' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').at(-1)).toBe(tab);
    expect(await screen.findByText(/Dit tabblad gaat over de hele opleiding/)).toBeTruthy();
    expect(await table()).toBeTruthy();
    // No year tab is read while the frameworks tab is open.
    expect(api.calls.filter((call) => call.path.includes('/analysis/years/'))).toHaveLength(0);
    expect(api.requests('GET', `${COVERAGE}/3`)).toHaveLength(1);
  });

  it('is where a framework finding of the health check links to', () => {
    const finding = {
      kind: 'framework_item' as const,
      id: 7,
      label: 'INF/H/DomeinB/B1 Algoritmen',
      year_id: null,
      planned_cluster_id: null,
      week: null,
      framework_id: 3,
    };
    expect(healthItemHref(finding)).toBe('/analyse?tab=frameworks&framework=3');
  });
});
