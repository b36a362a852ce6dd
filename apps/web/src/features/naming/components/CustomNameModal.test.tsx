import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMING_MESSAGES } from '@cp/contracts';
import { fakeApi, renderWithProviders } from '@/test/render';
import { CustomNameModal, type TNameFields } from './CustomNameModal';

const scope = { location: '3', faculty: null, educationParent: null };
const DUTCH_ONLY: TNameFields = {
  nlSingular: 'cluster',
  nlPlural: 'clusters',
  enSingular: '',
  enPlural: '',
};

function renderModal(onClose = vi.fn(), initial = DUTCH_ONLY) {
  return renderWithProviders(
    <CustomNameModal
      term="cluster"
      label="Cluster"
      scope={scope}
      levelText="Deze naam geldt voor de hele locatie."
      initial={initial}
      englishFallback={{ singular: 'cluster', plural: 'clusters' }}
      overridden={false}
      onClose={onClose}
    />,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });
const refused = (status = 422, field = 'cluster.nl.plural') => ({
  'PUT locations/3/customTranslations': {
    status,
    body: {
      message: 'The given data was invalid',
      code: 'validation',
      key: 'common.invalidData',
      keys: { [field]: [NAMING_MESSAGES.bothRequired] },
    },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('CustomNameModal', () => {
  it('shows the Dutch and the English fields, with what English shows without a name', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchImpl);
    await renderModal();
    expect(field('Enkelvoud \\(Nederlands\\)')).toHaveProperty('value', 'cluster');
    expect(field('Meervoud \\(Nederlands\\)')).toHaveProperty('required', true);
    expect(field('Enkelvoud \\(Engels\\)')).toHaveProperty('required', false);
    expect(field('Meervoud \\(Engels\\)')).toHaveProperty('value', '');
    expect(
      screen.getByText('Zonder Engelse naam toont de Engelse interface: cluster / clusters.'),
    ).toBeTruthy();
  });

  it('explains a missing Dutch plural on the form and sends nothing', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderModal();
    await userEvent.clear(field('Meervoud \\(Nederlands\\)'));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'De gegevens die je hebt opgegeven zijn onjuist',
    );
    expect(screen.getByText('Vul zowel het enkelvoud als het meervoud in')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sends both forms, and no English one when its fields are empty', async () => {
    const api = fakeApi(refused());
    vi.stubGlobal('fetch', api.fetchImpl);
    await renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Vul zowel het enkelvoud als het meervoud in');
    fireEvent.change(field('Enkelvoud \\(Engels\\)'), { target: { value: ' unit ' } });
    fireEvent.change(field('Meervoud \\(Engels\\)'), { target: { value: 'units' } });
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { cluster: { nl: { singular: 'cluster', plural: 'clusters' }, en: null } },
      {
        cluster: {
          nl: { singular: 'cluster', plural: 'clusters' },
          en: { singular: 'unit', plural: 'units' },
        },
      },
    ]);
  });

  it("shows the server's field errors at the field of their language", async () => {
    const api = fakeApi(refused(422, 'cluster.en.plural'));
    vi.stubGlobal('fetch', api.fetchImpl);
    const onClose = vi.fn();
    await renderModal(onClose, { ...DUTCH_ONLY, enSingular: 'unit', enPlural: 'units' });
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Vul zowel het enkelvoud als het meervoud in');
    expect(field('Meervoud \\(Engels\\)').getAttribute('aria-invalid')).toBe('true');
    expect(field('Meervoud \\(Nederlands\\)').getAttribute('aria-invalid')).not.toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing with typed changes, and closes at once without', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchImpl);
    const onClose = vi.fn();
    await renderModal(onClose);
    fireEvent.change(field('Enkelvoud \\(Engels\\)'), { target: { value: 'unit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    // The question opens just after the click (useUnsavedClose: after the key or click that asked).
    expect(await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Weggooien' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    const untouched = vi.fn();
    await renderModal(untouched);
    fireEvent.click(screen.getAllByRole('button', { name: 'Annuleren' }).at(-1)!);
    expect(untouched).toHaveBeenCalledTimes(1);
  });
});
