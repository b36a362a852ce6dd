import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTEXT_COOKIES,
  EDUCATION_MESSAGES,
  type TCurrentUser,
  type TEducationSummary,
} from '@cp/contracts';
import { writeCookie, readCookie } from '@/lib/cookies';
import { restoreContext } from '@/lib/context-store';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { invalidAnswer } from '@/test/answers';
import { anEducationSummary } from '@/test/education-fixture';
import { renderWithProviders } from '@/test/render';
import DashboardRoute from './DashboardRoute';

const designer: TCurrentUser = {
  id: 7,
  email: 'd@x.nl',
  first_name: 'Dina',
  middle_name: null,
  last_name: 'Ontwerper',
  language: null,
  is_platform_admin: false,
  has_password: true,
  memberships: [{ location_id: 1, location_title: 'Demo', roles: ['designer'] }],
};
const reader: TCurrentUser = {
  ...designer,
  memberships: [{ location_id: 1, location_title: 'Demo', roles: ['user'] }],
};

const summary = (over: Partial<TEducationSummary>): TEducationSummary =>
  anEducationSummary({
    id: 1,
    education_parent_id: 5,
    name: 'X',
    years_count: 2,
    periods_count: 8,
    weeks_count: 80,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ...over,
  });

const EDUCATIONS = [
  summary({
    id: 1,
    name: 'Bouwkunde',
    status: 'active',
    weeks_count: 120,
    years_count: 3,
    periods_count: 12,
    updated_at: '2026-03-01T09:00:00.000Z',
  }),
  summary({
    id: 2,
    name: 'Automotive',
    status: 'active',
    weeks_count: 40,
    years_count: 1,
    periods_count: 4,
    updated_at: '2026-03-05T14:30:00.000Z',
  }),
  summary({ id: 3, name: 'Civiele techniek', status: 'designing' }),
  summary({
    id: 4,
    name: 'Elektro',
    status: 'reviewing',
    can_design: false,
    can_approve: true,
    requested_by: { id: 9, name: 'Piet Jansen' },
    approvals: [{ user: { id: 10, name: 'Ans' }, approved_at: '2026-03-02T10:00:00.000Z' }],
  }),
];

const education = (over: Partial<TEducationSummary>) => ({
  ...summary(over),
  location_id: 1,
  faculty: { id: 3, name: 'Techniek' },
  education_parent: { id: 5, name: 'Bouw' },
  years: [],
  counts: { notes: 0, backups: 0 },
  last_backup_at: null,
});

const BASE: TMockRoutes = {
  'GET locations/1/faculties/3/educationParents/5': {
    body: {
      data: {
        id: 5,
        faculty_id: 3,
        name: 'Bouw en infra',
        educations_count: 3,
        archived_educations_count: 0,
      },
    },
  },
  'GET locations/1/faculties': {
    body: { data: [{ id: 3, location_id: 1, name: 'Techniek', education_parents_count: 2 }] },
  },
  'GET locations/1/educations': { body: { data: EDUCATIONS } },
  'GET locations/1': {
    body: {
      data: {
        id: 1,
        title: 'Demo',
        domain: 'demo.nl',
        type: 'other',
        allow_flexible: false,
        default_weeks: 8,
        main_color: null,
        logo_version: null,
      },
    },
  },
  // Also asked for an education once one is opened, created or duplicated (it is selected).
  ...NO_CUSTOM_NAMES,
};

function Probe() {
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search}</output>;
}

async function renderDashboard(
  answers: TMockRoutes = {},
  { path = '/dashboard', user = designer } = {},
) {
  // The same user as put in the cache below, so a refetch of auth/me cannot change the roles.
  const api = mockApi({ ...BASE, 'GET auth/me': { body: { data: user } }, ...answers });
  const result = await renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route path="/notities" element={<p>Notities-scherm</p>} />
      </Routes>
      <Probe />
    </>,
    { path },
  );
  act(() => result.queryClient.setQueryData(['auth', 'me'], user));
  return { ...result, api };
}

/** The server's answer when the license allows no more educations. */
const LICENSE_FULL = {
  status: 409,
  body: { message: 'Full', code: 'license_limit', key: EDUCATION_MESSAGES.licenseLimit },
};

/** The full license is said on the form, which stays open for another try. */
async function expectLicenseRefusal() {
  const refusal = await screen.findByTestId('education-form-refusal');
  expect(refusal.textContent).toContain('Je licentie staat geen extra opleidingen toe');
  expect(screen.getByRole('dialog')).toBeTruthy();
}

const names = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

beforeEach(() => {
  writeCookie(CONTEXT_COOKIES.location, '1');
  writeCookie(CONTEXT_COOKIES.faculty, '3');
  writeCookie(CONTEXT_COOKIES.educationParent, '5');
  restoreContext();
  vi.spyOn(notifications, 'show').mockReturnValue('');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreContext();
});

/** Opens an education's actions menu once its (lazily loaded) menu is in place. */
async function openActions(name: string) {
  const label = `Acties voor ${name}`;
  await waitFor(() =>
    expect(screen.getByRole('button', { name: label }).getAttribute('aria-haspopup')).toBe('menu'),
  );
  await userEvent.click(screen.getByRole('button', { name: label }));
}

describe('DashboardRoute', () => {
  it('asks to choose an education parent when none is selected', async () => {
    document.cookie = `${CONTEXT_COOKIES.educationParent}=; Path=/; Max-Age=0`;
    restoreContext();
    await renderDashboard();
    expect(screen.getByText(/Kies eerst een opleidingsgroep/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Kies een opleidingsgroep' }).getAttribute('href'),
    ).toBe('/faculteit');
  });

  it('shows the parent as title, counts per tab and filters by status', async () => {
    await renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Bouw en infra' })).toBeTruthy();
    expect(await screen.findByText('Faculteit: Techniek')).toBeTruthy();
    // Each tab is named by the text it shows, its count included (WCAG 2.5.3 Label in Name).
    expect(screen.getByRole('tab', { name: 'Actief 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'In ontwerp 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'In beoordeling 1' })).toBeTruthy();
    // Default sort: last changed first.
    await waitFor(() => expect(names()).toEqual(['Automotive', 'Bouwkunde']));
    expect(screen.getByText('3 leerjaren × 4 perioden · 120 weken')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'In beoordeling 1' }));
    expect(names()).toEqual(['Elektro']);
    expect(screen.getByText('1 van 2 goedkeuringen · aangevraagd door Piet Jansen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elektro goedkeuren' })).toBeTruthy();
    // No design rights on this one: no menu.
    expect(screen.queryByRole('button', { name: 'Acties voor Elektro' })).toBeNull();
    expect(screen.getByTestId('url').textContent).toBe('/dashboard?tab=reviewing');
  });

  it('sorts as chosen and remembers the sort in the URL', async () => {
    await renderDashboard({}, { path: '/dashboard?tab=active&sort=time_asc' });
    await waitFor(() => expect(names()).toEqual(['Automotive', 'Bouwkunde']));
    const sort = screen.getByRole('combobox', { name: 'Sorteren op' });
    await userEvent.selectOptions(sort, 'Totale duur: lang naar kort');
    expect(names()).toEqual(['Bouwkunde', 'Automotive']);
    expect(screen.getByTestId('url').textContent).toBe('/dashboard?tab=active&sort=time_desc');
    await userEvent.selectOptions(sort, 'Naam A–Z');
    expect(names()).toEqual(['Automotive', 'Bouwkunde']);
  });

  it('opens an education: sets the cookie and goes to the notes', async () => {
    await renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Bouwkunde openen' }));
    expect(readCookie(CONTEXT_COOKIES.education)).toBe('1');
    expect(await screen.findByText('Notities-scherm')).toBeTruthy();
  });

  it('shows an empty tab and hides "new" for readers', async () => {
    await renderDashboard(
      { 'GET locations/1/educations': { body: { data: [EDUCATIONS[0]] } } },
      { path: '/dashboard?tab=designing', user: reader },
    );
    expect(await screen.findByText('Er zijn geen opleidingen in ontwerp.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nieuwe opleiding' })).toBeNull();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { api } = await renderDashboard({
      'GET locations/1/educations': { status: 500, body: { message: 'boom' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === 'locations/1/educations')).toHaveLength(2),
    );
  });
});

describe('creating an education', () => {
  async function openCreate(answers: TMockRoutes) {
    const rendered = await renderDashboard(answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe opleiding' }));
    // The dialog's code loads on first use.
    await screen.findByRole('dialog', { name: 'Nieuwe opleiding' });
    return rendered;
  }

  /** Typing key by key is slow; pasting fills the field the same way for the form. */
  async function fillName(name: string) {
    await userEvent.click(screen.getByRole('textbox', { name: /Naam/ }));
    await userEvent.paste(name);
  }

  async function chooseType(label: string) {
    await userEvent.click(screen.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(screen.getByRole('option', { name: label }));
  }

  it('checks the form before asking the server', async () => {
    const { api } = await openCreate({});
    const weeks = screen.getByRole('textbox', { name: /Weken per periode/ }) as HTMLInputElement;
    // The location's default weeks per period.
    expect(weeks.value).toBe('8');
    await userEvent.clear(weeks);
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    expect(screen.getByText('De gegevens die je hebt opgegeven zijn onjuist')).toBeTruthy();
    expect(screen.getByText('Vul een naam in')).toBeTruthy();
    expect(screen.getByText('Kies een type')).toBeTruthy();
    expect(screen.getByText('Een periode heeft 1 tot 60 weken')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    // Not allowed at this location: no flexible switch.
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows a field error of the server under its field', async () => {
    await openCreate({
      'POST locations/1/educations': invalidAnswer({ years: [EDUCATION_MESSAGES.yearsRange] }),
    });
    await fillName('Werktuigbouw');
    await chooseType('mbo niveau 4');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    expect(await screen.findByText('Een opleiding heeft 1 tot 10 jaren')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('explains a full license on the form', async () => {
    await openCreate({
      'POST locations/1/educations': LICENSE_FULL,
    });
    await fillName('Werktuigbouw');
    await chooseType('havo');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    await expectLicenseRefusal();
  });

  it('creates, selects the new education and shows it in its tab', async () => {
    const { api } = await openCreate({
      'POST locations/1/educations': {
        status: 201,
        body: { data: education({ id: 12, name: 'Werktuigbouw', status: 'designing' }) },
      },
    });
    await fillName('  Werktuigbouw ');
    await chooseType('hbo bachelor voltijd');
    await userEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      education_parent_id: 5,
      name: 'Werktuigbouw',
      type: 'hbo_full_bachelor',
      years: 1,
      periods_per_year: 4,
      weeks_per_period: 8,
      is_flexible: false,
    });
    expect(readCookie(CONTEXT_COOKIES.education)).toBe('12');
    await waitFor(() =>
      expect(screen.getByTestId('url').textContent).toBe('/dashboard?tab=designing'),
    );
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Werktuigbouw is aangemaakt' }),
    );
  });
});

describe('education actions', () => {
  it('duplicates with the name prefilled', async () => {
    const { api } = await renderDashboard({
      'POST locations/1/educations/1/duplicate': {
        status: 201,
        body: { data: education({ id: 20, name: 'Bouwkunde (kopie)' }) },
      },
    });
    await openActions('Bouwkunde');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dupliceren' }));
    const name = await screen.findByRole('textbox', { name: /Naam van de nieuwe opleiding/ });
    expect((name as HTMLInputElement).value).toBe('Bouwkunde (kopie)');
    await userEvent.click(screen.getByRole('button', { name: 'Dupliceren' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Bouwkunde (kopie)',
      }),
    );
    await waitFor(() => expect(readCookie(CONTEXT_COOKIES.education)).toBe('20'));
  });

  it("checks the copy's name before asking the server, and explains a refusal on the form", async () => {
    const { api } = await renderDashboard({
      'POST locations/1/educations/1/duplicate': LICENSE_FULL,
    });
    await openActions('Bouwkunde');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dupliceren' }));
    const name = await screen.findByRole('textbox', { name: /Naam van de nieuwe opleiding/ });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Dupliceren' }));
    expect(await screen.findByText('Vul een naam in')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(name, 'Bouwkunde 2');
    await userEvent.click(screen.getByRole('button', { name: 'Dupliceren' }));
    await expectLicenseRefusal();
  });

  it('asks for the education parent to move to before asking the server', async () => {
    const { api } = await renderDashboard({
      'GET locations/1/faculties/3/educationParents': {
        body: {
          data: [
            { id: 5, faculty_id: 3, name: 'Bouw en infra', educations_count: 3 },
            { id: 6, faculty_id: 3, name: 'Installatietechniek', educations_count: 0 },
          ],
        },
      },
    });
    await openActions('Bouwkunde');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Verplaatsen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bouwkunde verplaatsen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verplaatsen' }));
    expect(
      await within(dialog).findByText('Kies de opleidingsgroep waar het naartoe gaat'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('explains why a reviewed education cannot be deleted', async () => {
    await renderDashboard({
      'DELETE locations/1/educations/1': {
        status: 409,
        body: { message: 'Busy', code: 'conflict', key: EDUCATION_MESSAGES.deleteWhileReviewing },
      },
    });
    await openActions('Bouwkunde');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Verwijderen' }));
    expect(await screen.findByText(/gaat naar het archief/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText('Stop eerst de beoordeling voordat je deze opleiding verwijdert'),
    ).toBeTruthy();
  });

  it('approves a review', async () => {
    const { api } = await renderDashboard(
      {
        'POST locations/1/educations/4/approve': {
          body: { data: education({ id: 4, name: 'Elektro', status: 'active' }) },
        },
      },
      { path: '/dashboard?tab=reviewing' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Elektro goedkeuren' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Je hebt Elektro goedgekeurd; Elektro is nu actief' }),
      ),
    );
    expect(api.calls.some((call) => call.path === 'locations/1/educations/4/approve')).toBe(true);
  });
});
