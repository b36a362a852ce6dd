import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EDUCATION_MESSAGES, type TEducation } from '@cp/contracts';
import { chooseEducationEachTest } from '@/test/choose-education';
import { mockApi, NO_CUSTOM_NAMES, type TMockApi, type TMockRoutes } from '@/test/mock-api';
import { invalidAnswer } from '@/test/answers';
import { anEducation, aPeriod } from '@/test/education-fixture';
import { renderWithProviders } from '@/test/render';
import OverviewRoute from './OverviewRoute';

const BASE = 'locations/7/educations/5';

function education(overrides: Partial<TEducation> = {}): TEducation {
  return anEducation({
    periods_count: 2,
    years: [
      {
        id: 1,
        position: 1,
        name: null,
        starts_on: null,
        weeks: 20,
        periods: [aPeriod(11, 1, 1, 10), aPeriod(12, 2, 11, 10, 'Stage')],
      },
    ],
    counts: { notes: 4, backups: 2 },
    ...overrides,
  });
}

const me = {
  id: 1,
  email: 'ontwerper@demo.nl',
  first_name: 'Olga',
  middle_name: null,
  last_name: 'Ontwerper',
  language: 'nl',
  is_platform_admin: false,
  has_password: true,
  memberships: [{ location_id: 7, location_title: 'Demo College', roles: ['designer'] }],
};

async function renderOverview(data: TEducation, extra: TMockRoutes = {}) {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  const answers: TMockRoutes = {
    ...NO_CUSTOM_NAMES,
    [`GET ${BASE}`]: { body: { data } },
    [`GET ${BASE}/backups`]: {
      body: { data: [{ id: 40, created_at: '2026-02-10T13:00:00.000Z', reason: 'hourly' }] },
    },
    'GET auth/me': { body: { data: me } },
    'GET locations/7/members': {
      body: {
        data: [
          { id: 1, name: 'Olga Ontwerper', roles: ['designer'] },
          { id: 2, name: 'Rik Reviewer', roles: ['user'] },
        ],
      },
    },
    // The health badge (features/analysis): a score of 72 for the whole education.
    [`GET ${BASE}/analysis/health`]: {
      body: { data: { education: { score: 72, checks: [] }, years: [] } },
    },
    ...extra,
  };
  const api = mockApi(answers);
  await renderWithProviders(<OverviewRoute />);
  await screen.findByRole('heading', { name: 'Verpleegkunde' });
  return { api, show, answers };
}

const posted = (api: TMockApi, method: string, path: string) => api.requests(method, path);

chooseEducationEachTest();

describe('OverviewRoute', () => {
  it('summarises the education', async () => {
    await renderOverview(
      education({
        status: 'reviewing',
        requested_by: { id: 1, name: 'Olga Ontwerper' },
        review_requested_at: '2026-02-11T10:00:00.000Z',
        approvals: [{ user: { id: 2, name: 'Rik Reviewer' }, approved_at: '2026-02-12T10:00:00Z' }],
      }),
    );
    expect(screen.getByText('In beoordeling')).toBeTruthy();
    expect(screen.getByText(/havo · Faculteit Zorg · opleidingsgroep Verpleging/)).toBeTruthy();
    const structure = screen.getByRole('region', { name: 'Structuur' });
    expect(within(structure).getByText('Leerjaar 1 (20 weken)')).toBeTruthy();
    expect(within(structure).getByText('Periode 1')).toBeTruthy();
    expect(within(structure).getByText('Stage')).toBeTruthy();
    expect(within(structure).getByText('week 11–20')).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Gegevens' });
    expect(within(facts).getByText('4')).toBeTruthy();
    expect(within(facts).getByText('Nog niet')).toBeTruthy();
    const badge = await screen.findByRole('link', { name: 'Gezondheid 72/100: Aandacht nodig' });
    expect(badge.getAttribute('href')).toBe('/analyse');
    const review = screen.getByRole('region', { name: 'Beoordelingsstatus' });
    expect(within(review).getByText('Olga Ontwerper')).toBeTruthy();
    expect(within(review).getByText('1 van 2')).toBeTruthy();
    expect(within(review).getByText(/Rik Reviewer op/)).toBeTruthy();
  });

  it('designing: offers submitting for review, to others than yourself', async () => {
    const { api, show } = await renderOverview(education(), {
      [`POST ${BASE}/submit`]: { body: { data: education({ status: 'reviewing' }) } },
    });
    expect(screen.queryByRole('button', { name: 'Goedkeuren' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ter beoordeling aanbieden' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Twee andere gebruikers moeten/)).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('combobox', { name: 'Beoordelaars vragen (optioneel)' }),
    );
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rik Reviewer' })).toBeTruthy());
    expect(screen.queryByRole('option', { name: 'Olga Ontwerper' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Rik Reviewer' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Ter beoordeling aanbieden' }),
    );
    await waitFor(() => expect(posted(api, 'POST', `${BASE}/submit`)).toHaveLength(1));
    expect(posted(api, 'POST', `${BASE}/submit`)[0]!.body).toEqual({ reviewer_ids: [2] });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Verpleegkunde is ter beoordeling aangeboden' }),
      ),
    );
  });

  it('keeps the chosen reviewers for another try when the submit is refused', async () => {
    const { api, show } = await renderOverview(education(), {
      [`POST ${BASE}/submit`]: { status: 500, body: { message: 'boom' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ter beoordeling aanbieden' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('combobox', { name: 'Beoordelaars vragen (optioneel)' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Rik Reviewer' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Ter beoordeling aanbieden' }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'Verpleegkunde kon niet ter beoordeling worden aangeboden',
        }),
      ),
    );
    expect(posted(api, 'POST', `${BASE}/submit`)[0]!.body).toEqual({ reviewer_ids: [2] });
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The chosen reviewer is still a pill of the field.
    expect(
      within(dialog).getByText('Rik Reviewer', { selector: '.mantine-Pill-label' }),
    ).toBeTruthy();
  });

  it('reviewing: approve only with can_approve, stop for designers, changes locked', async () => {
    const { api, show } = await renderOverview(
      education({ status: 'reviewing', can_approve: true }),
      { [`POST ${BASE}/approve`]: { body: { data: education({ status: 'reviewing' }) } } },
    );
    expect(screen.getByRole('button', { name: 'Beoordeling stoppen' })).toBeTruthy();
    expect(screen.getByText(/wordt beoordeeld en kan niet worden gewijzigd/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Structuur wijzigen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (
        (await screen.findByRole('button', {
          name: /^Back-up van 10 feb\.? 2026.* terugzetten$/,
        })) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Ter beoordeling aanbieden' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(posted(api, 'POST', `${BASE}/approve`)).toHaveLength(1));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Je hebt Verpleegkunde goedgekeurd' }),
      ),
    );
  });

  it('reviewing without can_approve: the requester is told why', async () => {
    await renderOverview(
      education({ status: 'reviewing', requested_by: { id: 1, name: 'Olga Ontwerper' } }),
    );
    expect(screen.queryByRole('button', { name: 'Goedkeuren' })).toBeNull();
    expect(await screen.findByText(EDUCATION_MESSAGES_NL.ownReview)).toBeTruthy();
  });

  it('active: deactivate after confirmation, failure toasted', async () => {
    const { api, show } = await renderOverview(education({ status: 'active' }), {
      [`POST ${BASE}/deactivate`]: { status: 500, body: { message: 'boom' } },
    });
    expect(screen.queryByRole('button', { name: 'Ter beoordeling aanbieden' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Deactiveren' }));
    expect(screen.getByText(/kan weer worden gewijzigd/)).toBeTruthy();
    expect(posted(api, 'POST', `${BASE}/deactivate`)).toHaveLength(0);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactiveren' }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'Verpleegkunde kon niet worden gedeactiveerd',
        }),
      ),
    );
    // The dialog stays for another try.
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('after deactivation: the publication is history and no approvals of the old round show', async () => {
    // The server answers a deactivated education without the finished round (approvals, request).
    await renderOverview(education({ status: 'designing', published_on: '2026-01-20T09:00:00Z' }));
    const facts = screen.getByRole('region', { name: 'Gegevens' });
    expect(within(facts).getByText('Eerder gepubliceerd op')).toBeTruthy();
    expect(within(facts).queryByText('Gepubliceerd op')).toBeNull();
    const review = screen.getByRole('region', { name: 'Beoordelingsstatus' });
    expect(within(review).queryByText(/van 2/)).toBeNull();
  });

  it('active: published on', async () => {
    await renderOverview(education({ status: 'active', published_on: '2026-01-20T09:00:00Z' }));
    const facts = screen.getByRole('region', { name: 'Gegevens' });
    expect(within(facts).getByText('Gepubliceerd op')).toBeTruthy();
  });

  it('hides change actions from users who may not design', async () => {
    await renderOverview(education({ can_design: false, can_approve: false }));
    expect(screen.queryByRole('button', { name: 'Ter beoordeling aanbieden' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Structuur wijzigen' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Back-ups' })).toBeNull();
  });

  it('backup restore asks first and says the current state is backed up', async () => {
    const { api, show } = await renderOverview(education(), {
      [`POST ${BASE}/backups/40/restore`]: { body: { data: null } },
    });
    const backups = screen.getByRole('region', { name: 'Back-ups' });
    await within(backups).findByText('Automatisch (elk uur)');
    await userEvent.click(within(backups).getByRole('button', { name: /terugzetten/ }));
    expect(screen.getByText(/wordt eerst een back-up gemaakt/)).toBeTruthy();
    expect(posted(api, 'POST', `${BASE}/backups/40/restore`)).toHaveLength(0);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Terugzetten' }),
    );
    await waitFor(() => expect(posted(api, 'POST', `${BASE}/backups/40/restore`)).toHaveLength(1));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'De back-up is teruggezet' }),
      ),
    );
  });
});

describe('structure editor', () => {
  /** The one year of `education()`, with the Monday its first week starts on. */
  const withStart = (startsOn: string) => ({ ...education().years[0]!, starts_on: startsOn });

  async function openEditor(data: TEducation, answer: { status?: number; body: unknown }) {
    const result = await renderOverview(data, { [`PUT ${BASE}/structure`]: answer });
    await userEvent.click(screen.getByRole('button', { name: 'Structuur wijzigen' }));
    return { ...result, dialog: screen.getByRole('dialog') };
  }

  it('cannot remove the last year or the last period of a year', async () => {
    const { dialog } = await openEditor(education(), { body: { data: education() } });
    const removeYear = within(dialog).getByRole('button', { name: 'Leerjaar 1 verwijderen' });
    expect((removeYear as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Leerjaar 1 – Stage verwijderen' }),
    );
    expect(
      (
        within(dialog).getByRole('button', {
          name: 'Leerjaar 1 – Periode 1 verwijderen',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('warns before shrinking and sends the whole wanted structure', async () => {
    const { api, dialog, show } = await openEditor(education(), { body: { data: education() } });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Naam (Leerjaar)' }), 'Basis');
    const weeks = within(dialog).getByRole('textbox', { name: 'Basis, Periode 1: weken' });
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '8');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Periode toevoegen aan Basis' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Planningsgegevens kunnen verloren gaan')).toBeTruthy();
    expect(posted(api, 'PUT', `${BASE}/structure`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toch opslaan' }));
    await waitFor(() => expect(posted(api, 'PUT', `${BASE}/structure`)).toHaveLength(1));
    expect(posted(api, 'PUT', `${BASE}/structure`)[0]!.body).toEqual({
      years: [
        {
          id: 1,
          name: 'Basis',
          starts_on: null,
          periods: [
            { id: 11, name: null, weeks: 8 },
            { id: 12, name: 'Stage', weeks: 10 },
            { name: null, weeks: 10 },
          ],
        },
      ],
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'De structuur is opgeslagen' }),
      ),
    );
  });

  it('explains weeks out of range and sends nothing', async () => {
    const { api, dialog } = await openEditor(education(), { body: { data: education() } });
    const weeks = within(dialog).getByRole('textbox', { name: 'Leerjaar 1, Periode 1: weken' });
    await userEvent.clear(weeks);
    await userEvent.type(weeks, '61');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Een periode heeft 1 tot 60 weken')).toBeTruthy();
    expect(posted(api, 'PUT', `${BASE}/structure`)).toHaveLength(0);
  });

  it('takes the Monday the first week starts on, and says a day that is no Monday before sending', async () => {
    const { api, dialog } = await openEditor(education({ years: [withStart('2026-08-31')] }), {
      body: { data: education({ years: [withStart('2026-09-07')] }) },
    });
    const year = within(dialog).getByRole('region', { name: 'Leerjaar 1' });
    const start = within(year).getByLabelText<HTMLInputElement>(/^Eerste week begint op/);
    expect(start.type).toBe('date');
    expect(start.value).toBe('2026-08-31');

    await userEvent.clear(start);
    await userEvent.type(start, '2026-09-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(year).findByText('Kies de maandag waarop de eerste week begint'),
    ).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(posted(api, 'PUT', `${BASE}/structure`)).toHaveLength(0);

    await userEvent.clear(start);
    await userEvent.type(start, '2026-09-07');
    expect(within(year).queryByText('Kies de maandag waarop de eerste week begint')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(posted(api, 'PUT', `${BASE}/structure`)).toHaveLength(1));
    expect(posted(api, 'PUT', `${BASE}/structure`)[0]!.body).toMatchObject({
      years: [{ id: 1, starts_on: '2026-09-07' }],
    });
  });

  it('sends a cleared first Monday as unknown (null)', async () => {
    const { api, dialog } = await openEditor(education({ years: [withStart('2026-08-31')] }), {
      body: { data: education() },
    });
    await userEvent.clear(within(dialog).getByLabelText(/^Eerste week begint op/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(posted(api, 'PUT', `${BASE}/structure`)).toHaveLength(1));
    expect(posted(api, 'PUT', `${BASE}/structure`)[0]!.body).toMatchObject({
      years: [{ id: 1, starts_on: null }],
    });
  });

  it("shows the server's 422 at its period, and one of no input above the years", async () => {
    const { dialog } = await openEditor(
      education(),
      invalidAnswer({
        'years.0.periods.1.weeks': [EDUCATION_MESSAGES.weeksRange],
        'years.0.id': [EDUCATION_MESSAGES.unknownPart],
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    const weeks = within(dialog).getByRole('textbox', { name: 'Leerjaar 1, Stage: weken' });
    await waitFor(() => expect(weeks.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Een periode heeft 1 tot 60 weken')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Dit jaar of deze periode hoort niet bij de opleiding',
    );
  });

  it('shows the 409 education_locked message and keeps the input', async () => {
    const { dialog, show } = await openEditor(education(), {
      status: 409,
      body: { message: 'Locked', code: 'education_locked', key: EDUCATION_MESSAGES.locked },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nieuw leerjaar toevoegen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'Deze opleiding wordt beoordeeld of is actief en kan niet worden gewijzigd',
        }),
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).getAllByRole('textbox', { name: 'Naam (Leerjaar)' })).toHaveLength(2);
  });
});

describe('editing the details', () => {
  it('checks the name before asking the server, and shows a refusal at its field', async () => {
    const { api, show } = await renderOverview(education(), {
      'GET locations/7': {
        body: {
          data: {
            id: 7,
            title: 'Demo College',
            domain: 'demo.nl',
            type: 'other',
            allow_flexible: false,
            default_weeks: 10,
            main_color: null,
            logo_version: null,
          },
        },
      },
      [`PUT ${BASE}`]: invalidAnswer({ name: [EDUCATION_MESSAGES.nameTooLong] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Gegevens wijzigen' }));
    const dialog = screen.getByRole('dialog', { name: 'Gegevens wijzigen' });
    const name = within(dialog).getByRole('textbox', { name: /^Naam/ });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Vul een naam in')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'De gegevens die je hebt opgegeven zijn onjuist',
    );
    expect(posted(api, 'PUT', BASE)).toHaveLength(0);

    await userEvent.type(name, 'Verpleegkunde 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('De naam mag maximaal 150 tekens lang zijn'),
    ).toBeTruthy();
    expect(posted(api, 'PUT', BASE)[0]!.body).toEqual({
      name: 'Verpleegkunde 2',
      type: 'havo',
      is_flexible: false,
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' }));
    expect(screen.getByRole('dialog', { name: 'Gegevens wijzigen' })).toBeTruthy();
  });
});

describe('copy a year', () => {
  const twoYears = () =>
    education({
      years_count: 2,
      years: [
        ...education().years,
        { id: 2, position: 2, name: null, starts_on: null, weeks: 10, periods: [] },
      ],
    });

  it('offers designing educations of the same parent, never the source year or a full year', async () => {
    const siblings = [
      education(),
      education({ id: 6, name: 'Verzorgende' }),
      education({ id: 8, name: 'Actieve', status: 'active' }),
    ];
    const { api } = await renderOverview(twoYears(), {
      'GET locations/7/educations?education_parent=3': { body: { data: siblings } },
      [`GET ${BASE}/years`]: {
        body: {
          data: [
            { id: 1, has_content: true },
            { id: 2, has_content: true },
          ],
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Leerjaar kopiëren' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Naar opleiding' }));
    expect(await screen.findByRole('option', { name: 'Verzorgende' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Actieve' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('combobox', { name: 'Naar leerjaar' }) as HTMLInputElement)
          .disabled,
      ).toBe(false),
    );
    expect(
      within(dialog).getByText(
        'Deze opleiding heeft geen leeg leerjaar: kopiëren kan alleen naar een leeg leerjaar.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Naar leerjaar' }));
    const source = await screen.findByRole('option', { name: 'Leerjaar 1 (dit is de bron)' });
    const full = screen.getByRole('option', { name: 'Leerjaar 2 (bevat al inhoud)' });
    expect(source.getAttribute('aria-disabled')).toBe('true');
    expect(full.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(source, { pointerEventsCheck: 0 });
    expect(
      (within(dialog).getByRole('button', { name: 'Kopiëren' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(posted(api, 'POST', `${BASE}/years/1/copy`)).toHaveLength(0);
  });

  it('copies into an empty year and shows a refusal that still comes (a race)', async () => {
    const { api, show } = await renderOverview(twoYears(), {
      'GET locations/7/educations?education_parent=3': { body: { data: [education()] } },
      [`GET ${BASE}/years`]: {
        body: {
          data: [
            { id: 1, has_content: true },
            { id: 2, has_content: false },
          ],
        },
      },
      [`POST ${BASE}/years/1/copy`]: invalidAnswer({
        target_year_id: [EDUCATION_MESSAGES.copyTargetNotEmpty],
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Leerjaar kopiëren' }));
    const dialog = screen.getByRole('dialog');
    const targetYear = within(dialog).getByRole('combobox', { name: 'Naar leerjaar' });
    await waitFor(() => expect((targetYear as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(targetYear);
    await userEvent.click(await screen.findByRole('option', { name: 'Leerjaar 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopiëren' }));
    await waitFor(() => expect(posted(api, 'POST', `${BASE}/years/1/copy`)).toHaveLength(1));
    expect(posted(api, 'POST', `${BASE}/years/1/copy`)[0]!.body).toEqual({
      target_education_id: 5,
      target_year_id: 2,
    });
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(within(dialog).getByRole('alert')).toBeTruthy();
  });
});

describe('copy a year into another education', () => {
  it('says how many clusters stayed behind because the target design lacks them', async () => {
    const other = education({ id: 6, name: 'Verzorgende' });
    const { api, show } = await renderOverview(education(), {
      'GET locations/7/educations?education_parent=3': { body: { data: [education(), other] } },
      'GET locations/7/educations/6': { body: { data: other } },
      'GET locations/7/educations/6/years': { body: { data: [{ id: 1, has_content: false }] } },
      [`GET ${BASE}/years`]: { body: { data: [{ id: 1, has_content: true }] } },
      [`POST ${BASE}/years/1/copy`]: {
        body: { data: other, copied: { planned_clusters: 5, not_in_design: 2 } },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Leerjaar kopiëren' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Naar opleiding' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Verzorgende' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Naar leerjaar' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Leerjaar 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopiëren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(api, 'POST', `${BASE}/years/1/copy`)[0]!.body).toEqual({
      target_education_id: 6,
      target_year_id: 1,
    });
    // One message: copied, except what the target's design lacks.
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'yellow',
        message:
          'De inhoud is gekopieerd, behalve 2 clusters: het ontwerp van de gekozen opleiding heeft geen clusters met dezelfde nummers of geen keuzevakken met dezelfde namen.',
      }),
    );
  });
});

const EDUCATION_MESSAGES_NL = {
  ownReview: 'Jij hebt om deze beoordeling gevraagd; twee andere gebruikers moeten goedkeuren',
};
