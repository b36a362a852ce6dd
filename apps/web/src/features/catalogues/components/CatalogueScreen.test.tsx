import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import { CatalogueScreen } from './CatalogueScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const items = [
  { id: 1, key: 'lecture', name: null, icon: 'presentation', color: '#1864ab', active: true },
  { id: 2, key: null, name: 'Debat', icon: 'message', color: '#123456', active: true },
  { id: 3, key: 'online', name: null, icon: 'laptop', color: '#1098ad', active: false },
];

async function deactivateLecture(
  answer: { status?: number; body: unknown },
  listAfter: typeof items = items,
) {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  const answers: Record<string, { status?: number; body: unknown }> = {
    'GET locations/7/activities': { body: { data: items } },
    'PUT locations/7/activities/1/active': answer,
  };
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetchImpl);
  await renderWithProviders(<CatalogueScreen kind="activities" locationId={7} />);
  const toggle = await screen.findByRole('switch', { name: 'Hoorcollege actief' });
  expect((toggle as HTMLInputElement).checked).toBe(true);
  await userEvent.click(toggle);
  // Nothing happens before the confirmation.
  expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  expect(
    screen.getByText('Dit verwijdert alle koppelingen en kan niet ongedaan worden gemaakt'),
  ).toBeTruthy();
  // The server's list after the change (read again once the change settled).
  answers['GET locations/7/activities'] = { body: { data: listAfter } };
  await userEvent.click(screen.getByRole('button', { name: 'Deactiveren' }));
  return { show, api, toggle: () => screen.getByRole('switch', { name: 'Hoorcollege actief' }) };
}

describe('CatalogueScreen', () => {
  it('names defaults in the interface language and custom items as typed', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET locations/7/activities': { body: { data: items } } }).fetchImpl,
    );
    await renderWithProviders(<CatalogueScreen kind="activities" locationId={7} />, {
      language: 'en',
    });
    expect(await screen.findByText('Lecture')).toBeTruthy();
    expect(screen.getByText('Debat')).toBeTruthy();
    // A deactivated item cannot be switched on again; only custom items can be deleted.
    expect(
      (screen.getByRole('switch', { name: 'Online active' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete Debat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Lecture' })).toBeNull();
  });

  it('reverts the switch and says so when deactivating fails', async () => {
    const { show, toggle } = await deactivateLecture({
      status: 409,
      body: { message: 'x', code: 'conflict' },
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'We konden de toetsvorm, activiteit of werkvorm niet activeren of deactiveren',
        }),
      ),
    );
    await waitFor(() => expect((toggle() as HTMLInputElement).checked).toBe(true));
  });

  it('switches off for good after confirmation', async () => {
    const lecture = { ...items[0]!, active: false };
    const { show, api, toggle } = await deactivateLecture({ body: { data: lecture } }, [
      lecture,
      ...items.slice(1),
    ]);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Hoorcollege is gedeactiveerd' }),
      ),
    );
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false });
    expect((toggle() as HTMLInputElement).checked).toBe(false);
  });
  it('checks a new item with the contract, says a long name in numbers, and a taken one at the field', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const api = fakeApi({
      'GET locations/7/activities': { body: { data: items } },
      'POST locations/7/activities': {
        status: 422,
        body: { message: 'x', key: 'common.invalidData', keys: { name: ['catalogues.nameTaken'] } },
      },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<CatalogueScreen kind="activities" locationId={7} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Nieuwe activiteit of werkvorm' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Nieuwe activiteit of werkvorm' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Vul een naam in')).toBeTruthy();
    const name = within(dialog).getByRole('textbox', { name: /Naam/ });
    fireEvent.change(name, { target: { value: 'x'.repeat(81) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Gebruik hoogstens 80 tekens')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(name, { target: { value: ' Debat ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Deze naam is hier al in gebruik')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Debat',
      icon: 'star',
      color: '#1c7ed6',
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        message: 'We konden de activiteit of werkvorm niet opslaan met de opgegeven gegevens',
      }),
    );
  });
});
