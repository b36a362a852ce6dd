import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTEXT_COOKIES, EDUCATION_MESSAGES, type TArchivedEducation } from '@cp/contracts';
import { restoreContext } from '@/lib/context-store';
import { writeCookie } from '@/lib/cookies';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import AdminArchiveRoute from './AdminArchiveRoute';

const ITEM: TArchivedEducation = {
  id: 8,
  name: 'Bouwkunde',
  type: 'vocational_secondary_education_4',
  status: 'active',
  deleted_at: '2026-03-04T13:15:00.000Z',
  deleted_by: { id: 2, name: 'Ans de Vries' },
  faculty: { id: 3, name: 'Techniek' },
  education_parent: { id: 5, name: 'Bouw' },
};

async function renderArchive(answers: TMockRoutes) {
  const api = mockApi({ ...NO_CUSTOM_NAMES, ...answers });
  await renderWithProviders(<AdminArchiveRoute />);
  return api;
}

beforeEach(() => {
  writeCookie(CONTEXT_COOKIES.location, '1');
  restoreContext();
  vi.spyOn(notifications, 'show').mockReturnValue('');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreContext();
});

describe('AdminArchiveRoute', () => {
  it('lists deleted educations with readable type, status and who deleted them', async () => {
    await renderArchive({ 'GET locations/1/archive': { body: { data: [ITEM] } } });
    const row = (await screen.findByText('Bouwkunde')).closest('tr') as HTMLElement;
    expect(within(row).getByText('mbo niveau 4')).toBeTruthy();
    expect(within(row).getByText('Actief')).toBeTruthy();
    expect(within(row).getByText('Ans de Vries')).toBeTruthy();
    expect(within(row).getByText('Techniek / Bouw')).toBeTruthy();
    expect(within(row).getByText(/2026/)).toBeTruthy();
  });

  it('says so when the archive is empty', async () => {
    await renderArchive({ 'GET locations/1/archive': { body: { data: [] } } });
    expect(
      await screen.findByText('Er staan geen verwijderde opleidingen in het archief.'),
    ).toBeTruthy();
  });

  it('restores after confirming', async () => {
    const api = await renderArchive({
      'GET locations/1/archive': { body: { data: [ITEM] } },
      'POST locations/1/archive/8/restore': { body: { data: null } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bouwkunde terugzetten' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terugzetten' }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'green',
          message: 'Bouwkunde staat weer in Techniek / Bouw',
        }),
      ),
    );
    expect(api.calls.some((call) => call.path === 'locations/1/archive/8/restore')).toBe(true);
  });

  it('explains a full license in the dialog', async () => {
    await renderArchive({
      'GET locations/1/archive': { body: { data: [ITEM] } },
      'POST locations/1/archive/8/restore': {
        status: 409,
        body: { message: 'Full', code: 'license_limit', key: EDUCATION_MESSAGES.licenseLimit },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Bouwkunde terugzetten' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Terugzetten' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Je licentie staat geen extra opleidingen toe',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
