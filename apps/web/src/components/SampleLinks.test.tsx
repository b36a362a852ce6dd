import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SampleLinks } from './SampleLinks';

describe('SampleLinks', () => {
  it('ask for the sample in the language the screen shows (a link carries the browser language)', async () => {
    await renderWithProviders(<SampleLinks locationId={7} />);
    expect(screen.getByRole('link', { name: 'Voorbeeld (.xlsx)' }).getAttribute('href')).toBe(
      '/api/v1/locations/7/imports/users/sample.xlsx?language=nl',
    );
  });

  it('in English asks for English headers', async () => {
    await renderWithProviders(<SampleLinks locationId={7} />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Sample (.csv)' }).getAttribute('href')).toBe(
      '/api/v1/locations/7/imports/users/sample.csv?language=en',
    );
  });
});
