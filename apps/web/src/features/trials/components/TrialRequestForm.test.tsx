import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import { TrialRequestForm } from './TrialRequestForm';

beforeAll(() => {
  // The message's autosizing textarea listens for web fonts; the test DOM has no document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});
afterEach(() => vi.unstubAllGlobals());

describe('TrialRequestForm', () => {
  it("says what is missing in the server's words and sends nothing", async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderWithProviders(<TrialRequestForm onSubmitted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));
    expect(await screen.findByText('Vul de naam van de school in')).toBeTruthy();
    expect(screen.getByText('Kies een type')).toBeTruthy();
    expect(screen.getByText('Vul een e-mailadres in')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('says above the fields when there were too many requests, and reports a sent request', async () => {
    const api = fakeApi({
      'POST trials': { status: 429, body: { message: 'x', code: 'too_many_requests' } },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const onSubmitted = vi.fn();
    await renderWithProviders(<TrialRequestForm onSubmitted={onSubmitted} />);
    const fill = (name: RegExp, value: string) =>
      userEvent.type(screen.getByRole('textbox', { name }), value);
    await fill(/Naam van de school/, 'Het College');
    await fill(/Domein/, 'hetcollege.nl');
    await userEvent.click(screen.getByRole('radio', { name: /voortgezet/i }));
    await fill(/Voornaam/, 'Tess');
    await fill(/Achternaam/, 'Vries');
    await fill(/E-mailadres/, 'tess@hetcollege.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Oeps, je probeert te veel tegelijk te doen. Wacht een minuutje en dan kun je weer verder',
    );
    expect(onSubmitted).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      fakeApi({ 'POST trials': { body: { data: { received: true } } } }).fetchImpl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
