import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_INVITED, type TInvitation } from '@cp/contracts';
import { fakeApi, renderWithProviders } from '@/test/render';
import { InvitationsPanel } from './InvitationsPanel';

const invitation: TInvitation = {
  id: 21,
  email: 'nieuw@school.nl',
  roles: ['designer'],
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('InvitationsPanel: deleting an invitation', () => {
  it('asks first, and deletes only after the confirmation', async () => {
    const fake = fakeApi({
      'GET locations/3/invitations': { body: { data: [invitation] } },
      'DELETE locations/3/invitations/21': { body: { data: null } },
    });
    vi.stubGlobal('fetch', fake.fetchImpl);
    await renderWithProviders(<InvitationsPanel locationId={3} />);
    const deletes = () => fake.calls.filter((call) => call.method === 'DELETE');
    const trash = await screen.findByRole('button', {
      name: 'Uitnodiging voor nieuw@school.nl verwijderen',
    });

    // Cancelling keeps the invitation.
    await userEvent.click(trash);
    let dialog = await screen.findByRole('dialog', { name: 'Uitnodiging verwijderen' });
    expect(dialog.textContent).toContain('De uitnodiging voor nieuw@school.nl wordt verwijderd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);

    await userEvent.click(trash);
    dialog = await screen.findByRole('dialog', { name: 'Uitnodiging verwijderen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]?.path).toBe('locations/3/invitations/21');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('InvitationsPanel: inviting', () => {
  it("checks the address with the server's rule first, then shows the server's refusal", async () => {
    const fake = fakeApi({
      'GET locations/3/invitations': { body: { data: [] } },
      'POST locations/3/invitations': {
        status: 422,
        body: { message: 'x', key: 'common.invalidData', keys: { email: [ALREADY_INVITED] } },
      },
    });
    vi.stubGlobal('fetch', fake.fetchImpl);
    await renderWithProviders(<InvitationsPanel locationId={3} />);
    const posts = () => fake.calls.filter((call) => call.method === 'POST');
    const email = await screen.findByRole('textbox', { name: /E-mailadres/ });
    await userEvent.type(email, 'geen-adres');
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodigen' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in')).toBeTruthy();
    expect(posts()).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, 'al@school.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodigen' }));
    expect(
      await screen.findByText('Deze gebruiker heeft al een uitnodiging ontvangen'),
    ).toBeTruthy();
    expect(posts()).toHaveLength(1);
  });
});
