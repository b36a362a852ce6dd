import { Button, Menu, Modal, TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { installDialogFocusReturn } from './dialog-focus-return';

/** The pattern of most dialogs here: mounted open, unmounted on close. */
function MountedOpen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Plannen</Button>
      <Button>Elders</Button>
      {open && (
        <Modal opened onClose={() => setOpen(false)} title="Plannen">
          <TextInput label="Eerste week" />
          <Button onClick={() => setOpen(false)}>Annuleren</Button>
        </Modal>
      )}
    </>
  );
}

/** A menu item opens the dialog; the menu is gone by the time the dialog closes. */
function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu>
        <Menu.Target>
          <Button>Iets toevoegen</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen(true)}>Leeruitkomst toevoegen</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {open && (
        <Modal opened onClose={() => setOpen(false)} title="Leeruitkomst toevoegen">
          <TextInput label="Titel" />
          <Button onClick={() => setOpen(false)}>Annuleren</Button>
        </Modal>
      )}
    </>
  );
}

async function openAndClose() {
  const opener = screen.getByRole('button', { name: 'Plannen' });
  opener.focus();
  fireEvent.click(opener);
  // The focus moves into the dialog (Mantine's focus trap does so in the browser, not with
  // env="test").
  (await screen.findByRole('textbox', { name: 'Eerste week' })).focus();
  fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return opener;
}

describe('installDialogFocusReturn', () => {
  let uninstall: (() => void) | null = null;
  beforeEach(() => {
    uninstall = null;
  });
  afterEach(() => uninstall?.());

  it('Mantine alone leaves the focus on nothing when a dialog mounted open goes away', async () => {
    await renderWithProviders(<MountedOpen />);
    await openAndClose();
    // Why the mechanism exists: Mantine remembers the opener only on an update of `opened`.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(document.activeElement).toBe(document.body);
  });

  it('returns the focus to the opener once such a dialog is gone', async () => {
    uninstall = installDialogFocusReturn();
    await renderWithProviders(<MountedOpen />);
    const opener = await openAndClose();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('leaves the focus alone when the user already moved it elsewhere', async () => {
    uninstall = installDialogFocusReturn();
    await renderWithProviders(<MountedOpen />);
    const opener = screen.getByRole('button', { name: 'Plannen' });
    opener.focus();
    fireEvent.click(opener);
    (await screen.findByRole('textbox', { name: 'Eerste week' })).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    // Focus set somewhere before the removal is seen: kept there.
    const elsewhere = screen.getByRole('button', { name: 'Elders' });
    elsewhere.focus();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(document.activeElement).toBe(elsewhere);
  });

  it("returns the focus to a menu's button when the dialog came from one of its items", async () => {
    uninstall = installDialogFocusReturn();
    await renderWithProviders(<FromMenu />);
    const button = screen.getByRole('button', { name: 'Iets toevoegen' });
    button.focus();
    fireEvent.click(button);
    const item = await screen.findByRole('menuitem', { name: 'Leeruitkomst toevoegen' });
    item.focus();
    fireEvent.click(item);
    (await screen.findByRole('textbox', { name: 'Titel' })).focus();
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('does nothing once uninstalled', async () => {
    installDialogFocusReturn()();
    await renderWithProviders(<MountedOpen />);
    await openAndClose();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(document.activeElement).toBe(document.body);
  });
});
