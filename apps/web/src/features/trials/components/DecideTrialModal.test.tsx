import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TTrialRequest } from '@cp/contracts';
import { fakeApi, renderWithProviders } from '@/test/render';
import { DecideTrialModal } from './DecideTrialModal';

const trial: TTrialRequest = {
  id: 4,
  school_name: 'Het Lyceum',
  domain: 'lyceum.nl',
  type: 'vo',
  first_name: 'Anna',
  last_name: 'de Vries',
  email: 'anna@lyceum.nl',
  message: null,
  status: 'pending',
  location_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('DecideTrialModal (the app’s ConfirmDialog)', () => {
  it('asks before rejecting with the focus on Cancel; Escape sends nothing', async () => {
    const fake = fakeApi({ 'POST trials/4/reject': { body: { data: trial } } });
    vi.stubGlobal('fetch', fake.fetchImpl);
    const onClose = vi.fn();
    await renderWithProviders(
      <DecideTrialModal decision={{ trial, action: 'reject' }} opened onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Aanvraag afwijzen' });
    expect(dialog.textContent).toContain('Het Lyceum');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Annuleren' }),
      ),
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fake.calls).toEqual([]);
  });

  it('rejects on confirmation and closes when the server has answered', async () => {
    const fake = fakeApi({ 'POST trials/4/reject': { body: { data: trial } } });
    vi.stubGlobal('fetch', fake.fetchImpl);
    const onClose = vi.fn();
    await renderWithProviders(
      <DecideTrialModal decision={{ trial, action: 'reject' }} opened onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Afwijzen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // (after the CSRF token the app fetches before its first change)
    expect(fake.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'trials/4/reject',
    ]);
  });
});
