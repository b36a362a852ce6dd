import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ConfirmDialog } from './ConfirmDialog';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}, language = 'nl') {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const result = renderWithProviders(
    <ConfirmDialog
      opened
      title="Notitie verwijderen?"
      confirmLabel="Verwijderen"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      {props.children ?? 'Dit kan niet ongedaan worden gemaakt.'}
    </ConfirmDialog>,
    { language },
  );
  return { onConfirm, onCancel, result };
}

describe('ConfirmDialog', () => {
  it('is named by its title and shows the message', async () => {
    await setup().result;
    const dialog = screen.getByRole('dialog', { name: 'Notitie verwijderen?' });
    expect(dialog.textContent).toContain('Dit kan niet ongedaan worden gemaakt.');
  });

  it('confirms and cancels', async () => {
    const { onConfirm, onCancel, result } = setup();
    await result;
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const { onCancel, onConfirm, result } = setup();
    await result;
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cannot be closed while the action runs', async () => {
    const { onCancel, onConfirm, result } = setup({ pending: true });
    await result;
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    const cancel = screen.getByRole('button', { name: 'Annuleren' });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(cancel);
    // The header's close button (unnamed here: the test theme leaves out the app's labels).
    const close = document.querySelector('.mantine-Modal-close');
    expect(close).not.toBeNull();
    fireEvent.click(close as Element);
    expect(onCancel).not.toHaveBeenCalled();
    // The confirm button shows Mantine's loader and takes no second click.
    const confirm = screen.getByRole('button', { name: /Verwijderen/ });
    expect(confirm.getAttribute('data-loading')).toBe('true');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows why the action failed inside, and stays open', async () => {
    await setup({ error: 'De notitie kon niet worden verwijderd.' }).result;
    expect(screen.getByRole('alert').textContent).toBe('De notitie kon niet worden verwijderd.');
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('starts on Cancel for a destructive action, with a red confirm button', async () => {
    await setup({ danger: true }).result;
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuleren' })),
    );
    const confirm = screen.getByRole('button', { name: 'Verwijderen' });
    expect(confirm.getAttribute('style')).toContain('--mantine-color-red-filled');
  });

  it('starts on the confirm button for a harmless action', async () => {
    await setup({ confirmLabel: 'Herstellen' }).result;
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Herstellen' })),
    );
    expect(
      screen.getByRole('button', { name: 'Herstellen' }).getAttribute('style') ?? '',
    ).not.toContain('red');
  });

  it('says why confirming is not possible now', async () => {
    const { onConfirm, result } = setup({
      confirmDisabled: true,
      confirmDisabledReason: 'Eerst de koppelingen verwijderen.',
    });
    await result;
    const confirm = screen.getByRole('button', { name: 'Verwijderen' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(confirm.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Eerst de koppelingen verwijderen.');
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('names Cancel in English on an English screen', async () => {
    await setup({}, 'en').result;
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toBeNull();
  });

  it('takes another cancel text', async () => {
    await setup({ cancelLabel: 'Terug' }).result;
    expect(screen.getByRole('button', { name: 'Terug' })).not.toBeNull();
  });
});
