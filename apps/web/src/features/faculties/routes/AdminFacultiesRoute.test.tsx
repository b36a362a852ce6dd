import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TEducationParent } from '@cp/contracts';
import { restoreContext } from '@/lib/context-store';
import { writeCookie } from '@/lib/cookies';
import { mockApi, NO_CUSTOM_NAMES, type TMockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import AdminFacultiesRoute from './AdminFacultiesRoute';

const parent = (overrides: Partial<TEducationParent>): TEducationParent => ({
  id: 1,
  faculty_id: 3,
  name: 'Bouw',
  educations_count: 0,
  archived_educations_count: 0,
  ...overrides,
});

async function renderAdmin(extra: TMockRoutes = {}) {
  const api = mockApi({
    ...extra,
    ...NO_CUSTOM_NAMES,
    'GET locations/7/faculties': {
      body: {
        data: [
          { id: 3, location_id: 7, name: 'Techniek', education_parents_count: 3 },
          { id: 4, location_id: 7, name: 'Leeg', education_parents_count: 0 },
        ],
      },
    },
    'GET locations/7/faculties/3/educationParents': {
      body: {
        data: [
          parent({ id: 1, name: 'Bouw', educations_count: 3, archived_educations_count: 1 }),
          parent({ id: 2, name: 'Archief', archived_educations_count: 1 }),
          parent({ id: 5, name: 'Nieuw' }),
        ],
      },
    },
    'GET locations/7/faculties/4/educationParents': { body: { data: [] } },
  });
  await renderWithProviders(<AdminFacultiesRoute />);
  await screen.findByText('Nieuw');
  return api;
}

const deleteButton = (name: string) =>
  screen.getByRole('button', { name: `${name} verwijderen` }) as HTMLButtonElement;

beforeEach(() => {
  writeCookie('current_location', '7');
  restoreContext();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminFacultiesRoute: deleting what still holds something', () => {
  it('disables delete with the reason instead of refusing after the confirm', async () => {
    const api = await renderAdmin();
    expect(deleteButton('Techniek').disabled).toBe(true);
    expect(deleteButton('Techniek').getAttribute('aria-describedby')).toBeTruthy();
    const techniek = screen.getByRole('region', { name: 'Techniek' });
    expect(within(techniek).getByText('Bevat nog 3 opleidingsgroepen')).toBeTruthy();
    expect(deleteButton('Bouw').disabled).toBe(true);
    expect(screen.getByText('Bevat nog 3 opleidingen (en 1 in het archief)')).toBeTruthy();
    expect(deleteButton('Archief').disabled).toBe(true);
    expect(screen.getByText('Bevat nog 1 opleiding in het archief')).toBeTruthy();

    // Clicking a disabled delete opens nothing and sends nothing.
    await userEvent.click(deleteButton('Bouw'), { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests('DELETE', 'locations/7/faculties/3/educationParents/1')).toHaveLength(0);

    // What holds nothing can be deleted, after the confirm.
    expect(deleteButton('Nieuw').disabled).toBe(false);
    expect(deleteButton('Leeg').disabled).toBe(false);
    await userEvent.click(deleteButton('Nieuw'));
    expect(screen.getByRole('dialog', { name: 'Nieuw verwijderen?' })).toBeTruthy();
  });

  it('reads the list again after a refusal that still comes (an education added meanwhile)', async () => {
    vi.spyOn(notifications, 'show').mockReturnValue('');
    const api = await renderAdmin({
      'DELETE locations/7/faculties/3/educationParents/5': {
        status: 409,
        body: { message: 'This education group still holds educations', code: 'conflict' },
      },
    });
    const reads = () => api.requests('GET', 'locations/7/faculties/3/educationParents').length;
    const before = reads();
    await userEvent.click(deleteButton('Nieuw'));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });
});
