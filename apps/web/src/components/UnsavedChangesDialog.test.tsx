import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

async function setup(language = 'nl') {
  const onKeepEditing = vi.fn();
  const onDiscard = vi.fn();
  await renderWithProviders(
    <UnsavedChangesDialog opened onKeepEditing={onKeepEditing} onDiscard={onDiscard} />,
    { language },
  );
  return { onKeepEditing, onDiscard };
}

describe('UnsavedChangesDialog', () => {
  it('asks in Dutch with focus on "Verder bewerken", so Enter keeps the work', async () => {
    const { onKeepEditing, onDiscard } = await setup();
    const dialog = screen.getByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
    expect(dialog.textContent).toContain('Wil je ze weggooien?');
    const keep = screen.getByRole('button', { name: 'Verder bewerken' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    fireEvent.click(keep);
    expect(onKeepEditing).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Weggooien' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('Escape means keep editing, never discard', async () => {
    const { onKeepEditing, onDiscard } = await setup();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Verder bewerken' }), { key: 'Escape' });
    expect(onKeepEditing).toHaveBeenCalledTimes(1);
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('asks in English', async () => {
    await setup('en');
    expect(screen.getByRole('dialog', { name: 'Unsaved changes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });
});
