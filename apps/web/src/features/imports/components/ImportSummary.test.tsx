import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TImportSummary } from '@cp/contracts';
import { renderWithProviders } from '@/test/render';
import { ImportSummary } from './ImportSummary';

const summary: TImportSummary = {
  invited: [{ row: 2, email: 'nieuw@school.nl', roles: ['admin', 'designer'] }],
  skipped: [
    {
      row: 3,
      email: 'gebruiker@demo.nl',
      reason: 'has_account',
      message: 'This user already has an account',
    },
  ],
  failed: [],
};

describe('ImportSummary', () => {
  it('shows three lists with their counts and translated reasons', async () => {
    await renderWithProviders(<ImportSummary summary={summary} />, { language: 'nl' });
    const skipped = screen.getByRole('region', { name: 'Overgeslagen (1)' });
    expect(within(skipped).getByText('gebruiker@demo.nl')).toBeTruthy();
    expect(within(skipped).getByText('Deze gebruiker heeft al een account')).toBeTruthy();
    const invited = screen.getByRole('region', { name: 'Uitgenodigd (1)' });
    expect(within(invited).getByText('Beheerder')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Mislukt (0)' })).getByText('Geen.'),
    ).toBeTruthy();
  });

  it('speaks English too', async () => {
    await renderWithProviders(<ImportSummary summary={summary} />, { language: 'en' });
    expect(screen.getByRole('region', { name: 'Skipped (1)' })).toBeTruthy();
    expect(screen.getByText('This user already has an account')).toBeTruthy();
  });
});
