import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import AdminLicensesRoute from './AdminLicensesRoute';

afterEach(() => vi.unstubAllGlobals());

const locations = [
  { id: 1, title: 'Demo College', domain: 'democollege.nl', type: 'vo', sso_required: null },
];

/** Issue 14: without a chosen location the page was a lone picker, with "—" for no match. */
describe('AdminLicensesRoute', () => {
  it('says what choosing a location gives, and names an empty search', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET locations': { body: { data: locations } } }).fetchImpl);
    await renderWithProviders(<AdminLicensesRoute />);
    expect(
      await screen.findByText(
        'Kies een locatie om de licenties ervan te zien, toe te voegen of te wijzigen.',
      ),
    ).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'Locatie' }), 'xyz');
    expect(await screen.findByText('Geen locatie gevonden')).toBeTruthy();
  });
});
