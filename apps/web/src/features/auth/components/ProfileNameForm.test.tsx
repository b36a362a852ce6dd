import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCurrentUser } from '@cp/contracts';
import { hasActiveLeaveGuard } from '@/lib/leave-guard';
import { fakeApi, renderWithProviders } from '@/test/render';
import { ProfileNameForm } from './ProfileNameForm';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The toasts shown, by message (the test renders no toast container). */
const toasts = () =>
  vi.mocked(notifications.show).mock.calls.map(([toast]) => String(toast.message));
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('');
});

const user: TCurrentUser = {
  id: 3,
  email: 'anja@lyceum.nl',
  first_name: 'Anja',
  middle_name: null,
  last_name: 'Berg',
  language: 'nl',
  is_platform_admin: false,
  has_password: true,
  memberships: [],
};

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Naam opslaan' }));

describe('ProfileNameForm', () => {
  it('saves the changed name and answers with the saved user', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const saved = { ...user, middle_name: 'van den', last_name: 'Bergh' };
    const api = fakeApi({ 'PUT auth/me': { body: { data: saved } } });
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<ProfileNameForm user={user} />);
    expect(screen.getByRole('button', { name: 'Naam opslaan' })).toHaveProperty('disabled', true);

    await userEvent.type(field(/^Tussenvoegsel/), ' van den ');
    await userEvent.clear(field(/^Achternaam/));
    await userEvent.type(field(/^Achternaam/), 'Bergh');
    await save();

    await vi.waitFor(() => expect(toasts()).toEqual(['Je naam is opgeslagen']));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'auth/me',
      body: { first_name: 'Anja', middle_name: 'van den', last_name: 'Bergh' },
    });
  });

  it('checks the name before asking the server', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<ProfileNameForm user={user} />);
    await userEvent.clear(field(/^Voornaam/));
    fireEvent.change(field(/^Achternaam/), { target: { value: 'B'.repeat(101) } });
    fireEvent.change(field(/^Tussenvoegsel/), { target: { value: 'v\u0007' } });
    await save();
    expect(screen.getByText('Vul je voornaam in')).toBeTruthy();
    expect(screen.getByText(/te lang/)).toBeTruthy();
    expect(screen.getByText('Deze tekst bevat tekens die niet zijn toegestaan')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows what the server refused, translated', async () => {
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    const refused = {
      status: 422,
      body: { code: 'validation', keys: { first_name: ['users.firstNameRequired'] } },
    };
    vi.stubGlobal('fetch', fakeApi({ 'PUT auth/me': refused }).fetchImpl);
    await renderWithProviders(<ProfileNameForm user={user} />, { language: 'en' });
    await userEvent.type(screen.getByLabelText(/^First name/, { selector: 'input' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter a first name')).toBeTruthy();
    expect(toasts()).toEqual(['We could not save your name with the given data']);
  });

  // What the question looks like and when it is asked: app/layout/LeaveGuardBlocker.test.tsx.
  it('guards leaving the page while the name has unsaved changes, until they are undone', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchImpl);
    await renderWithProviders(<ProfileNameForm user={user} />);
    expect(hasActiveLeaveGuard()).toBe(false);
    await userEvent.type(field(/^Voornaam/), 'x');
    expect(hasActiveLeaveGuard()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(hasActiveLeaveGuard()).toBe(false);
  });
});
