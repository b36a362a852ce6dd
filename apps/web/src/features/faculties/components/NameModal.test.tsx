import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORGANISATION_MESSAGES } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { renderWithProviders } from '@/test/render';
import { NameModal } from './NameModal';

function renderModal(onSubmit: (name: string) => Promise<unknown>, onClose = vi.fn()) {
  return renderWithProviders(
    <NameModal
      title="Nieuwe faculteit"
      submitLabel="Toevoegen"
      onClose={onClose}
      onSubmit={onSubmit}
      successMessage={(name) => `${name} is toegevoegd`}
      failureMessage="We konden de faculteit niet aanmaken, probeer het later opnieuw"
    />,
  );
}

describe('NameModal', () => {
  it('asks before a typed name is lost, and closes at once without one (issue 14, defect 5)', async () => {
    const onClose = vi.fn();
    await renderModal(vi.fn(), onClose);
    const name = screen.getByRole('textbox', { name: /Naam/ });
    await userEvent.type(name, 'Zorg');
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    const question = await screen.findByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    await userEvent.click(within(question).getByRole('button', { name: 'Verder bewerken' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((name as HTMLInputElement).value).toBe('Zorg');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Weggooien' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('explains an empty name without calling the server', async () => {
    const onSubmit = vi.fn();
    await renderModal(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'De gegevens die je hebt opgegeven zijn onjuist',
    );
    expect(screen.getByText('Vul een naam in')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a name already in use (422) on the field, and keeps the dialog open', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, {
        message: 'The given data was invalid',
        key: 'common.invalidData',
        keys: { name: [ORGANISATION_MESSAGES.nameTaken] },
      });
    });
    await renderModal(onSubmit, onClose);
    await userEvent.type(screen.getByRole('textbox', { name: /Naam/ }), ' Economie ');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Deze naam is hier al in gebruik')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith('Economie');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes after saving', async () => {
    const onClose = vi.fn();
    await renderModal(async () => undefined, onClose);
    await userEvent.type(screen.getByRole('textbox', { name: /Naam/ }), 'Zorg');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
