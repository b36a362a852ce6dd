import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_MESSAGES, TRIAL_MESSAGES, type TTrialRequest } from '@cp/contracts';
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

  it.each([
    [
      'a request handled meanwhile (409)',
      { status: 409, body: { message: 'x', code: 'conflict', key: TRIAL_MESSAGES.alreadyDecided } },
      'We konden de aanvraag niet goedkeuren: Deze aanvraag is al afgehandeld',
    ],
    [
      'a domain taken meanwhile (422)',
      {
        status: 422,
        body: {
          message: 'x',
          key: 'common.invalidData',
          keys: { domain: [LOCATION_MESSAGES.domainTaken] },
        },
      },
      'We konden de aanvraag niet goedkeuren: Dit domein is al in gebruik bij een andere locatie',
    ],
  ])('says why approving failed: %s', async (_case, answer, toast) => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    vi.stubGlobal('fetch', fakeApi({ 'POST trials/4/approve': answer }).fetchImpl);
    const onClose = vi.fn();
    await renderWithProviders(
      <DecideTrialModal decision={{ trial, action: 'approve' }} opened onClose={onClose} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: toast }));
  });
});
