import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TEducation, TTestPlanData } from '@cp/contracts';
import { invalidAnswer } from '@/test/answers';
import { chooseEducationEachTest } from '@/test/choose-education';
import { anEducation, aPeriod } from '@/test/education-fixture';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { KNOWLEDGE_TEST, testPlan } from '../test-plan-fixture';
import type { TPlanParts, TTestFormProps } from './slots';
import { TestPlanScreen } from './TestPlanScreen';

const BASE = 'locations/7/educations/5';
const TEST_PLAN = `${BASE}/test-plan/years`;
const TEST_ROUTE = `${BASE}/plan/items/tests/:id`;

const education = (overrides: Partial<TEducation> = {}) =>
  anEducation({
    years: [
      {
        id: 11,
        position: 1,
        name: null,
        starts_on: '2025-08-25',
        weeks: 20,
        periods: [aPeriod(1, 1, 1, 20)],
      },
      {
        id: 12,
        position: 2,
        name: null,
        starts_on: null,
        weeks: 20,
        periods: [aPeriod(2, 1, 1, 20)],
      },
    ],
    ...overrides,
  });

/** What the plan would give: its rule, and a stand-in for its test form. */
function planParts(opened: TTestFormProps[]): TPlanParts {
  return {
    readOnlyReason: (item) =>
      item.status === 'reviewing' || item.status === 'active'
        ? item.status
        : item.can_design
          ? null
          : 'noRights',
    renderTestForm: (props) => {
      opened.push(props);
      return <div role="dialog" aria-label="Toets bewerken" />;
    },
  };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Screen({ parts }: { parts: TPlanParts }) {
  const { pathname } = useLocation();
  const yearId = /^\/toetsplan\/([^/]+)/.exec(pathname)?.[1];
  return <TestPlanScreen location="7" education="5" yearId={yearId} parts={parts} />;
}

async function setup(
  options: {
    data?: TTestPlanData;
    education?: TEducation;
    routes?: TMockRoutes;
    language?: string;
    path?: string;
  } = {},
) {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  // The server keeps what was saved: the test plan read again after an edit holds it.
  let saved = options.data ?? testPlan();
  const api = mockApi({
    ...NO_CUSTOM_NAMES,
    [`GET ${BASE}`]: { body: { data: options.education ?? education() } },
    [`GET ${TEST_PLAN}/11`]: () => ({ body: { data: saved } }),
    // The answer is the test as sent (the server's answer has no format name or items).
    [`PUT ${TEST_ROUTE}`]: ({ body, params }) => {
      const before = saved.tests.find((test) => test.id === Number(params.id))!;
      const test = { ...before, ...(body as object) };
      saved = { ...saved, tests: saved.tests.map((item) => (item.id === test.id ? test : item)) };
      const {
        test_format_name: _name,
        framework_items: _items,
        also_planned_cluster_ids: _also,
        ...answer
      } = test;
      return { body: { data: answer } };
    },
    ...options.routes,
  });
  const opened: TTestFormProps[] = [];
  const view = await renderWithProviders(
    <>
      <Routes>
        <Route path="/toetsplan/:yearId?" element={<Screen parts={planParts(opened)} />} />
      </Routes>
      <Where />
    </>,
    { path: options.path ?? '/toetsplan/11', language: options.language ?? 'nl' },
  );
  return { api, show, opened, view };
}

const table = () =>
  screen.findByRole('table', { name: /Toetsen van Leerjaar 1|Tests of Education year 1/ });

/** The texts of a row's cells (th and td). */
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** The row of a test, found by its name (the row header). */
async function rowOf(name: string) {
  const header = within(await table()).getByRole('rowheader', { name });
  return header.closest('tr')!;
}

chooseEducationEachTest();

describe('TestPlanScreen', () => {
  it('shows the header, the columns and the rows of the view in Dutch, per cluster with totals', async () => {
    await setup();
    const facts = await screen.findByRole('region', { name: 'Gegevens van het toetsplan' });
    expect(within(facts).getByText('Programma van toetsing en afsluiting (PTA)')).toBeTruthy();
    expect(within(facts).getByText('CONCEPT')).toBeTruthy();
    const pairs = [...facts.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Opleiding', 'Verpleegkunde'],
      ['Type', 'havo'],
      ['Leerjaar', 'Leerjaar 1'],
      ['Schooljaar', '2025-2026'],
      ['Cohort', '2025-2027'],
      ['Status', 'In ontwerp'],
      ['Versie', '12'],
      ['Vaststelling', 'Nog niet vastgesteld'],
    ]);

    const headers = within((await table()).querySelector('thead')!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Code',
      'Periode',
      'Week',
      'Datum',
      'Cluster',
      'Inhoud',
      'Toetsvorm',
      'Soort',
      'Duur',
      'Weging',
      'Weging SE',
      'Herkansing',
      'Cesuur',
      'Hulpmiddelen',
      'Organisatie',
      'Eindtermen',
      'Acties',
    ]);
    expect(cellsOf(await rowOf('Kennistoets'))).toEqual([
      'BIO-01',
      'P1',
      'wk 3',
      '8 sep – 12 sep',
      '1 Anatomie',
      'Kennistoets',
      'Schriftelijk',
      'summatief (SE)',
      '60 min',
      '5,5×',
      '25%',
      '1× (hoogste telt)',
      '5,5',
      'Rekenmachine',
      '',
      'B4',
      'Bewerken',
    ]);
    // Numbers are right-aligned; a test in a test week says so.
    const weight = within(await rowOf('Kennistoets')).getByRole('button', { name: /^5,5×/ });
    expect(weight.closest('td')!.className).toMatch(/number/);
    expect(within(await rowOf('Practicum')).getByText('wk 9 (Toetsweek 1)')).toBeTruthy();

    // Per cluster: its heading with the details line, its tests, its totals.
    const heading = screen.getByRole('rowheader', { name: /^1 Anatomie/ });
    expect(heading.textContent).toBe('1 Anatomie2,5 studiepunten (EC) · Vak: Biologie');
    const group = heading.closest('tbody')!;
    const rows = within(group).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent ?? null)).toEqual([
      '1 Anatomie2,5 studiepunten (EC) · Vak: Biologie',
      'Kennistoets',
      'Practicum',
      'Totaal',
    ]);
    expect(cellsOf(rows[3]!).filter(Boolean)).toEqual(['Totaal', '60 min', '5,5×', '25%']);
    expect(screen.getByText('Bron: SLO, opendata.slo.nl, licentie CC BY 4.0')).toBeTruthy();
    expect(screen.getByText('5 toetsen')).toBeTruthy();
  });

  it('shows numbers and dates in English', async () => {
    await setup({ language: 'en' });
    expect(await screen.findByText('DRAFT')).toBeTruthy();
    const row = await rowOf('Kennistoets');
    const cells = cellsOf(row);
    expect(cells).toContain('5.5×');
    expect(cells).toContain('8 Sept – 12 Sept');
    expect(cells).toContain('summative (school exam)');
    expect(cells).toContain('1× (highest counts)');
    expect(screen.getByRole('button', { name: 'Edit: BIO-01 Kennistoets' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Test plan', level: 1 })).toBeTruthy();
  });

  it('names the other cluster a test also covers, and lists the test under it', async () => {
    const plan = testPlan();
    const tests = plan.tests.map((test) =>
      test.id === KNOWLEDGE_TEST.id ? { ...test, also_planned_cluster_ids: [102] } : test,
    );
    await setup({ data: { ...plan, tests } });
    expect(cellsOf(await rowOf('Kennistoets'))).toContain('1 Anatomie · ook 2 Zorg');
    // Under Zorg as a line of its heading (after its details, none here), not as a row: it
    // counts in Anatomie only.
    const heading = screen.getByRole('rowheader', { name: /2 Zorg/ });
    expect(heading.textContent).toMatch(/2 ZorgOok getoetst in BIO-01 Kennistoets \(1 Anatomie\)$/);
    const rows = within(heading.closest('tbody')!).getAllByRole('row');
    expect(
      rows.slice(1).map((row) => within(row).queryByRole('rowheader')?.textContent ?? null),
    ).toEqual(['Oefentoets', 'Casus', 'Presentatie', 'Totaal']);
  });

  it('shows every test in week order without the cluster headings', async () => {
    await setup();
    await table();
    await userEvent.click(screen.getByRole('switch', { name: 'Per cluster' }));
    expect(screen.queryByRole('rowheader', { name: /^1 Anatomie/ })).toBeNull();
    const names = within(await table())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Kennistoets', 'Oefentoets', 'Casus', 'Practicum', 'Presentatie']);
  });

  it('lists the checks, marks their rows, and leads to them', async () => {
    await setup();
    const panel = (await screen.findByRole('heading', { name: 'Controles' })).closest('section')!;
    expect(within(panel).getByText('4 controles')).toBeTruthy();
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'De summatieve toets Practicum heeft geen weging',
      'Bij Practicum staat niet welk resultaat telt na een herkansing',
      'De wegingen in procenten van 2 Zorg tellen op tot 90% in plaats van 100%',
      'De examenwegingen van Biologie tellen over alle leerjaren op tot 75% in plaats van 100%',
    ]);
    // About the whole exam group: nothing to lead to.
    expect(within(panel).queryByRole('button', { name: /examenwegingen/ })).toBeNull();

    const practicum = await rowOf('Practicum');
    expect(
      within(practicum).getByRole('img', {
        name: 'Controle: De summatieve toets Practicum heeft geen weging; Bij Practicum staat niet welk resultaat telt na een herkansing',
      }),
    ).toBeTruthy();
    expect(within(await rowOf('Kennistoets')).queryByRole('img')).toBeNull();

    await userEvent.click(
      within(panel).getByRole('button', { name: /summatieve toets Practicum/ }),
    );
    expect(practicum.contains(document.activeElement)).toBe(true);

    // A check of a cluster leads to its heading, also from the list in week order.
    await userEvent.click(screen.getByRole('switch', { name: 'Per cluster' }));
    await userEvent.click(within(panel).getByRole('button', { name: /2 Zorg tellen op/ }));
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^2 Zorg/));
    expect((screen.getByRole('switch', { name: 'Per cluster' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('edits a weight in place, sending the whole test with that field changed', async () => {
    const { api } = await setup();
    const row = await rowOf('Kennistoets');
    await userEvent.click(
      within(row).getByRole('button', { name: '5,5×: Weging van BIO-01 Kennistoets wijzigen' }),
    );
    const input = within(row).getByRole('textbox', { name: 'Weging van BIO-01 Kennistoets' });
    await userEvent.clear(input);
    await userEvent.type(input, '6,5{Enter}');

    await waitFor(() => expect(api.requests('PUT', `${BASE}/plan/items/tests/1`)).toHaveLength(1));
    const {
      test_format_name: _name,
      framework_items: _items,
      also_planned_cluster_ids: _also,
      id: _id,
      planned_cluster_id: _pc,
      position: _p,
      ...input0
    } = KNOWLEDGE_TEST;
    expect(api.requests('PUT', `${BASE}/plan/items/tests/1`)[0]!.body).toEqual({
      ...input0,
      weight: '6.5',
    });
    expect(await within(row).findByRole('button', { name: /^6,5×/ })).toBeTruthy();
    // The test plan is read again once the edit has settled.
    await waitFor(() => expect(api.requests('GET', `${TEST_PLAN}/11`).length).toBeGreaterThan(1));
  });

  it('edits the purpose with a choice', async () => {
    const { api } = await setup();
    const row = await rowOf('Casus');
    await userEvent.click(
      within(row).getByRole('button', { name: /^summatief: Soort van Casus wijzigen/ }),
    );
    await userEvent.selectOptions(
      within(row).getByRole('combobox', { name: 'Soort van Casus' }),
      'exam',
    );
    await waitFor(() => expect(api.requests('PUT', `${BASE}/plan/items/tests/3`)).toHaveLength(1));
    const body = api.requests('PUT', `${BASE}/plan/items/tests/3`)[0]!.body as Record<
      string,
      unknown
    >;
    expect([body.purpose, body.counts_for_exam, body.weight]).toEqual(['summative', true, '60.00']);
  });

  it('puts the value back and says why when the server refuses, and a 422 at the cell', async () => {
    const { show } = await setup({
      routes: {
        [`PUT ${BASE}/plan/items/tests/1`]: {
          status: 409,
          body: { message: 'Locked', key: 'educations.locked' },
        },
        [`PUT ${BASE}/plan/items/tests/3`]: invalidAnswer({ weight: ['plan.percentTooHigh'] }),
      },
    });
    const row = await rowOf('Kennistoets');
    await userEvent.click(within(row).getByRole('button', { name: /^5,5×/ }));
    const input = within(row).getByRole('textbox', { name: 'Weging van BIO-01 Kennistoets' });
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]![0]).toMatchObject({
      color: 'red',
      title: 'Weging van BIO-01 Kennistoets is niet bewaard',
      message: expect.stringMatching(/kan niet worden gewijzigd/),
    });
    expect(await within(row).findByRole('button', { name: /^5,5×/ })).toBeTruthy();

    const casus = await rowOf('Casus');
    await userEvent.click(within(casus).getByRole('button', { name: /^60%/ }));
    const percent = within(casus).getByRole('textbox', { name: 'Weging van Casus' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '160{Enter}');
    expect((await within(casus).findByRole('alert')).textContent).toBe(
      'Een percentage is ten hoogste 100',
    );
    // The editor is open again with what was typed; the table shows the value as it was.
    expect(
      (within(casus).getByRole('textbox', { name: 'Weging van Casus' }) as HTMLInputElement).value,
    ).toBe('160');
    await userEvent.keyboard('{Escape}');
    expect(within(casus).getByRole('button', { name: /^60%/ })).toBeTruthy();
  });

  it('says a weight that is no number at the cell, and sends nothing', async () => {
    const { api } = await setup();
    const row = await rowOf('Kennistoets');
    await userEvent.click(within(row).getByRole('button', { name: /^5,5×/ }));
    const input = within(row).getByRole('textbox', { name: 'Weging van BIO-01 Kennistoets' });
    await userEvent.clear(input);
    await userEvent.type(input, 'veel{Enter}');
    expect(within(row).getByRole('alert').textContent).toBe('Vul een getal in zoals 1 of 1,5');
    expect(api.requests('PUT', `${BASE}/plan/items/tests/1`)).toHaveLength(0);
  });

  it('opens the plan test form from "Bewerken"', async () => {
    const { opened } = await setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Bewerken: Practicum' }));
    expect(screen.getByRole('dialog', { name: 'Toets bewerken' })).toBeTruthy();
    expect(opened.at(-1)).toMatchObject({ yearId: 11, plannedClusterId: 101, test: { id: 2 } });
  });

  it('shows no editing to a user who may not change the plan', async () => {
    await setup({ education: education({ status: 'active' }) });
    const row = await rowOf('Kennistoets');
    expect(
      screen.getByText(/is actief, daarom kan de planning niet worden gewijzigd/),
    ).toBeTruthy();
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'Acties' })).toBeNull();
    expect(within(row).getByText('5,5×')).toBeTruthy();
  });

  it('says when the year has no tests, and that there is nothing to check', async () => {
    await setup({ data: testPlan({ tests: [], exam_groups: [] }) });
    expect(await screen.findByText('Geen toetsen gepland in dit leerjaar')).toBeTruthy();
    expect(screen.getByText(/Geen opmerkingen: de wegingen tellen op/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the test plan cannot be loaded, and tries again', async () => {
    const { api } = await setup({
      routes: { [`GET ${TEST_PLAN}/11`]: { status: 500, body: { message: 'Boom' } } },
    });
    expect(await screen.findByText('Het toetsplan kon niet worden geladen.')).toBeTruthy();
    api.route(`GET ${TEST_PLAN}/11`, { body: { data: testPlan() } });
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await table()).toBeTruthy();
  });

  it('goes to the remembered or first year without one in the address, and switches years', async () => {
    await setup({
      path: '/toetsplan',
      routes: { [`GET ${TEST_PLAN}/12`]: { body: { data: testPlan({ tests: [] }) } } },
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/toetsplan/11'));
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Leerjaar 2' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/toetsplan/12'));
  });
});
