import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreContext } from '@/lib/context-store';
import { writeCookie } from '@/lib/cookies';
import { mockApi, NO_CUSTOM_NAMES } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import FacultyRoute from './FacultyRoute';

beforeEach(() => {
  writeCookie('current_location', '7');
  writeCookie('current_faculty', '3');
  restoreContext();
});
afterEach(() => vi.restoreAllMocks());

describe('FacultyRoute', () => {
  it('reads the selected faculty alone (getFaculty) and lists its education groups', async () => {
    const api = mockApi({
      ...NO_CUSTOM_NAMES,
      'GET locations/7/faculties/3': {
        body: { data: { id: 3, location_id: 7, name: 'Techniek', education_parents_count: 1 } },
      },
      'GET locations/7/faculties/3/educationParents': {
        body: {
          data: [
            {
              id: 1,
              faculty_id: 3,
              name: 'Bouw',
              educations_count: 2,
              archived_educations_count: 0,
            },
          ],
        },
      },
    });
    await renderWithProviders(<FacultyRoute />);
    expect(await screen.findByRole('heading', { name: 'Techniek' })).toBeTruthy();
    expect(await screen.findByText('Bouw')).toBeTruthy();
    expect(api.calls.some((call) => call.path === 'locations/7/faculties')).toBe(false);
  });

  it('explains an unknown faculty (an old cookie: 404) without a generic error', async () => {
    mockApi({
      ...NO_CUSTOM_NAMES,
      'GET locations/7/faculties/3': {
        status: 404,
        body: { message: 'Faculty not found', code: 'not_found' },
      },
      'GET locations/7/faculties/3/educationParents': {
        status: 404,
        body: { message: 'x', code: 'not_found' },
      },
    });
    const toast = vi.spyOn(notifications, 'show');
    await renderWithProviders(<FacultyRoute />);
    expect(
      await screen.findByText('De gekozen faculteit is niet (meer) beschikbaar.'),
    ).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });
});
