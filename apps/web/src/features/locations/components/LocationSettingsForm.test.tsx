import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import { LocationSettingsForm } from './LocationSettingsForm';

afterEach(() => vi.unstubAllGlobals());

const location = {
  id: 1,
  title: 'Demo College',
  domain: 'democollege.nl',
  type: 'vo' as const,
  allow_flexible: false,
  default_weeks: 10,
  main_color: null,
  logo_version: null,
};

/**
 * Issue 14 (one glossary): the switch said "Flexibele curricula toestaan" right above "Ontwerpers
 * kunnen dan flexibele opleidingen maken"; both name an education by the location's term.
 */
describe('LocationSettingsForm', () => {
  it('names the educations in the flexible switch by the term, as its hint does', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchImpl);
    await renderWithProviders(<LocationSettingsForm location={location} />);
    expect(await screen.findByText('Flexibele opleidingen toestaan')).toBeTruthy();
    expect(screen.getByText('Ontwerpers kunnen dan flexibele opleidingen maken.')).toBeTruthy();
    expect(screen.queryByText(/curricula|\{\{/)).toBeNull();
  });

  it('does so in English too', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchImpl);
    await renderWithProviders(<LocationSettingsForm location={location} />, { language: 'en' });
    expect(await screen.findByText('Allow flexible curricula')).toBeTruthy();
    expect(screen.getByText('Designers can then create flexible curricula.')).toBeTruthy();
  });
});
