import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_MESSAGES, type TStudyLoadNorm } from '@cp/contracts';
import { fakeApi, renderWithProviders } from '@/test/render';
import {
  EMPTY_NORM,
  normScreenProblems as validateNorm,
  normStates,
  schoolToday,
} from '../norm-rules';
import AdminNormsRoute from './AdminNormsRoute';

const me = (isPlatformAdmin: boolean) => ({
  id: 1,
  email: 'p@x.nl',
  first_name: 'P',
  middle_name: null,
  last_name: 'A',
  language: null,
  is_platform_admin: isPlatformAdmin,
  memberships: [],
});

const MBO: TStudyLoadNorm = {
  id: 2,
  education_types: ['vocational_secondary_education_4'],
  unit: 'hours',
  per_year_min: 1600,
  per_year_max: null,
  hours_per_ects: null,
  law: 'WEB art. 7.2.7',
  effective_from: '2020-01-01',
};
const HO: TStudyLoadNorm = {
  id: 1,
  education_types: ['hbo_full_bachelor'],
  unit: 'ects',
  per_year_min: 60,
  per_year_max: 60,
  hours_per_ects: 28,
  law: 'WHW art. 7.4',
  effective_from: '2020-01-01',
};
const NEWER_MBO: TStudyLoadNorm = {
  ...MBO,
  id: 3,
  per_year_min: 1500.5,
  law: 'WEB (herzien)',
  effective_from: '2099-08-01',
};

async function renderNorms(answers: Parameters<typeof fakeApi>[0], language = 'nl') {
  const api = fakeApi({
    'GET study-load-norms': { body: { data: [NEWER_MBO, HO, MBO] } },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchImpl);
  const { queryClient } = await renderWithProviders(<AdminNormsRoute />, { language });
  act(() => queryClient.setQueryData(['auth', 'me'], me(true)));
  return api;
}

/** Typing key by key is slow under a fake DOM; pasting fills a field the same way for the form. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('normStates', () => {
  it('marks the latest norm not after today in effect per type, later ones future, older replaced', () => {
    const states = normStates([NEWER_MBO, HO, MBO], '2030-01-01');
    expect(Object.fromEntries(states)).toEqual({ 1: 'in_effect', 2: 'in_effect', 3: 'future' });
    const later = normStates([NEWER_MBO, HO, MBO], '2099-08-01');
    expect(Object.fromEntries(later)).toEqual({ 1: 'in_effect', 2: 'replaced', 3: 'in_effect' });
  });
});

describe('AdminNormsRoute', () => {
  it('refuses a date before today at the date, as the server does, and takes today', async () => {
    const norm = {
      ...EMPTY_NORM,
      education_types: ['havo' as const],
      unit: 'hours' as const,
      per_year_min: 1000,
      law: 'WVO (herzien)',
    };
    expect(await validateNorm({ ...norm, effective_from: '2000-01-01' })).toEqual({
      effective_from: 'normInPast',
    });
    expect(await validateNorm({ ...norm, effective_from: schoolToday() })).toEqual({});
  });

  it('lists the norms with their law, dates and numbers in Dutch', async () => {
    await renderNorms({});
    const newer = (await screen.findByText('WEB (herzien)')).closest('tr') as HTMLElement;
    expect(within(newer).getByText('mbo niveau 4')).toBeTruthy();
    expect(within(newer).getByText('klokuren')).toBeTruthy();
    expect(within(newer).getByText('1.500,5')).toBeTruthy();
    expect(within(newer).getByText('1 augustus 2099')).toBeTruthy();
    expect(within(newer).getByText('Gaat nog in')).toBeTruthy();
    expect(
      within(newer).getByRole('button', { name: 'Norm van 1 augustus 2099 verwijderen' }),
    ).toBeTruthy();
    const ho = screen.getByText('WHW art. 7.4').closest('tr') as HTMLElement;
    expect(within(ho).getByText('studiepunten (EC)')).toBeTruthy();
    expect(within(ho).getByText('28')).toBeTruthy();
    expect(within(ho).getByText('Geldt nu')).toBeTruthy();
    // A norm in effect cannot be removed: no button.
    expect(within(ho).queryByRole('button')).toBeNull();
    const mbo = screen.getByText('WEB art. 7.2.7').closest('tr') as HTMLElement;
    expect(within(mbo).getByText('1.600')).toBeTruthy();
  });

  it('lists them in English with English numbers and dates', async () => {
    await renderNorms({}, 'en');
    const newer = (await screen.findByText('WEB (herzien)')).closest('tr') as HTMLElement;
    expect(within(newer).getByText('1,500.5')).toBeTruthy();
    expect(within(newer).getByText('1 August 2099')).toBeTruthy();
    expect(within(newer).getByText('Not yet in effect')).toBeTruthy();
    expect(screen.getByText('Study-load norms', { selector: 'h1' })).toBeTruthy();
  });

  it('checks the form with the contract schema and shows each error at its field', async () => {
    const api = await renderNorms({});
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe norm' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Kies minstens één type opleiding')).toBeTruthy();
    expect(within(dialog).getByText('Noem de wet of regel waar deze norm uit komt')).toBeTruthy();
    expect(within(dialog).getByText('Kies een geldige datum')).toBeTruthy();
    await fill(within(dialog).getByLabelText(/Minimum per jaar/), '70');
    await fill(within(dialog).getByLabelText(/Maximum per jaar/), '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Het maximum mag niet lager zijn dan het minimum'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a norm, and shows a date already taken at the date', async () => {
    const api = await renderNorms({
      'POST study-load-norms': {
        status: 409,
        body: { message: 'x', code: 'conflict', key: ANALYSIS_MESSAGES.normTaken },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe norm' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByPlaceholderText('Kies een of meer typen'));
    await userEvent.click(await screen.findByRole('option', { name: 'hbo bachelor voltijd' }));
    await fill(within(dialog).getByLabelText(/Minimum per jaar/), '60');
    await fill(within(dialog).getByLabelText(/Maximum per jaar/), '60');
    await fill(within(dialog).getByLabelText(/Uren per studiepunt/), '27,5');
    await fill(within(dialog).getByLabelText(/Wet of regel/), 'WHW 2031');
    await fill(within(dialog).getByLabelText(/Gaat in op/), '2031-09-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(dialog).findByText('Voor een van deze typen gaat op deze datum al een norm in'),
    ).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      education_types: ['hbo_full_bachelor'],
      unit: 'ects',
      per_year_min: 60,
      per_year_max: 60,
      hours_per_ects: 27.5,
      law: 'WHW 2031',
      effective_from: '2031-09-01',
    });
    // Another date is free: the server adds it and the dialog closes.
    const later = fakeApi({
      'GET study-load-norms': { body: { data: [NEWER_MBO, HO, MBO] } },
      'POST study-load-norms': { status: 201, body: { data: { ...HO, id: 9 } } },
    });
    vi.stubGlobal('fetch', later.fetchImpl);
    const date = within(dialog).getByLabelText(/Gaat in op/);
    await userEvent.clear(date);
    await fill(date, '2031-09-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: 'De norm is toegevoegd' }),
      ),
    );
    expect(later.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      effective_from: '2031-09-02',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a norm not yet in effect after confirming', async () => {
    const api = await renderNorms({ 'DELETE study-load-norms/3': { body: { data: null } } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Norm van 1 augustus 2099 verwijderen' }),
    );
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/1 augustus 2099 zou ingaan/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.method === 'DELETE' && call.path === 'study-load-norms/3'),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'green', message: 'De norm is verwijderd' }),
      ),
    );
  });

  it('shows nothing to someone who is not the platform administrator', async () => {
    const api = fakeApi({ 'GET study-load-norms': { body: { data: [HO] } } });
    vi.stubGlobal('fetch', api.fetchImpl);
    const { queryClient } = await renderWithProviders(<AdminNormsRoute />);
    act(() => queryClient.setQueryData(['auth', 'me'], me(false)));
    expect(await screen.findByText(/Je hebt geen toegang/)).toBeTruthy();
    expect(api.calls.filter((call) => call.path === 'study-load-norms')).toHaveLength(0);
  });
});
