import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMING_MESSAGES } from '@cp/contracts';
import { fakeApi, renderWithProviders } from '@/test/render';
import { CustomNameModal, validatePair } from './CustomNameModal';

const scope = { location: '3', faculty: null, educationParent: null };

function renderModal(onClose = vi.fn()) {
  return renderWithProviders(
    <CustomNameModal
      term="cluster"
      label="Cluster"
      scope={scope}
      levelText="Deze naam geldt voor de hele locatie."
      initial={{ singular: 'cluster', plural: 'clusters' }}
      overridden={false}
      onClose={onClose}
    />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('validatePair (SPEC §5)', () => {
  it('needs both forms, trimmed, at most 60 characters', () => {
    expect(validatePair({ singular: 'a', plural: 'b' })).toEqual({});
    expect(validatePair({ singular: ' ', plural: 'b' })).toEqual({ singular: 'bothRequired' });
    expect(validatePair({ singular: 'a', plural: 'b'.repeat(61) })).toEqual({ plural: 'tooLong' });
  });
});

describe('CustomNameModal', () => {
  it('explains a missing plural on the form and sends nothing', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderModal();
    await userEvent.clear(screen.getByRole('textbox', { name: /Meervoud/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'De gegevens die je hebt opgegeven zijn onjuist',
    );
    expect(screen.getByText('Vul zowel het enkelvoud als het meervoud in')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's field errors in the user's language", async () => {
    const api = fakeApi({
      'PUT locations/3/customTranslations': {
        status: 422,
        body: {
          message: 'The given data was invalid',
          code: 'validation',
          errors: { 'cluster.plural': [NAMING_MESSAGES.bothRequired] },
        },
      },
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    const onClose = vi.fn();
    await renderModal(onClose);
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul zowel het enkelvoud als het meervoud in')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      cluster: { singular: 'cluster', plural: 'clusters' },
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
