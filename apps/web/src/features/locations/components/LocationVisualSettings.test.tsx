import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import { LocationVisualSettings } from './LocationVisualSettings';

afterEach(() => vi.unstubAllGlobals());

const location = {
  id: 1,
  title: 'Demo College',
  domain: 'democollege.nl',
  type: 'vo' as const,
  allow_flexible: true,
  default_weeks: 12,
  main_color: '#1a7f37',
  logo_version: null,
};

const colourField = () => screen.getByRole('textbox', { name: /Hoofdkleur/ });
const typeColour = (value: string) => fireEvent.change(colourField(), { target: { value } });
const puts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'PUT' && call.path === 'locations/1/settings');

describe('LocationVisualSettings', () => {
  it('refuses a colour that is none at its field and sends nothing', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<LocationVisualSettings location={location} />);
    typeColour('groen');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul een kleur in als #RRGGBB')).toBeTruthy();
    expect(puts(api)).toHaveLength(0);
  });

  it("saves a colour with the location's other settings as they are, and goes back to the default", async () => {
    const saved = { body: { data: { ...location, main_color: null } } };
    const api = fakeApi({ 'PUT locations/1/settings': saved });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<LocationVisualSettings location={location} />);
    typeColour('#C92A2A');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({
      allow_flexible: true,
      default_weeks: 12,
      main_color: '#C92A2A',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Standaardkleur gebruiken' }));
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)[1]?.body).toMatchObject({ main_color: null });
    await waitFor(() => expect((colourField() as HTMLInputElement).value).toBe(''));
  });
});
