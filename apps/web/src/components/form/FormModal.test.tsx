import { Select, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hasActiveLeaveGuard } from '@/lib/leave-guard';
import { renderWithProviders } from '@/test/render';
import { ColorField } from '../ColorField';
import { FormModal, type TFormFrameState } from './FormModal';

/** The frame's view of a form that is `pending` (saving) and `dirty` (has changes). */
const frameState = (pending: boolean, dirty: boolean): TFormFrameState => ({
  pending,
  dirty,
  submit: () => Promise.resolve(),
  otherErrors: [],
  invalid: false,
});

/** A form as the app's forms are: dirty while its values differ from those it opened with. */
function TitleForm({ onClose, initial = '' }: { onClose: () => void; initial?: string }) {
  const [title, setTitle] = useState(initial);
  const [color, setColor] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  return (
    <FormModal
      title="Cluster toevoegen"
      form={frameState(false, title !== initial)}
      onClose={onClose}
    >
      <TextInput label="Titel" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <ColorField label="Kleur" value={color} onChange={setColor} format="hex" />
      <Select label="Soort" data={['Kern', 'Keuze']} value={kind} onChange={setKind} />
    </FormModal>
  );
}

async function setup({ type = 'Mijn cluster' }: { type?: string } = {}) {
  const onClose = vi.fn();
  await renderWithProviders(<TitleForm onClose={onClose} />);
  const title = screen.getByRole('textbox', { name: 'Titel' });
  if (type) fireEvent.change(title, { target: { value: type } });
  return { onClose, title };
}

const form = () => screen.getByRole('dialog', { name: 'Cluster toevoegen' });
const question = () => screen.queryByRole('dialog', { name: 'Wijzigingen niet opgeslagen' });
const overlayOf = (dialog: HTMLElement) => {
  const overlay = dialog.closest('.mantine-Modal-root')?.querySelector('.mantine-Modal-overlay');
  if (!(overlay instanceof HTMLElement)) throw new Error('no overlay');
  return overlay;
};

const closeButtonOf = (dialog: HTMLElement) => {
  const button = dialog.querySelector('.mantine-Modal-close');
  if (!(button instanceof HTMLElement)) throw new Error('no close button');
  return button;
};

const ways: [string, (title: HTMLElement) => void][] = [
  ['Escape', (title) => fireEvent.keyDown(title, { key: 'Escape' })],
  // The test theme does not name the close button (app/providers.tsx does).
  ['the close button', () => fireEvent.click(closeButtonOf(form()))],
  ['a click outside', () => fireEvent.click(overlayOf(form()))],
  ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }))],
];

describe('FormModal with unsaved changes', () => {
  it.each(ways)(
    'asks before %s closes it; "Verder bewerken" keeps what was typed',
    async (_, close) => {
      const { onClose, title } = await setup();
      close(title);
      await waitFor(() => expect(question()).not.toBeNull());
      expect(onClose).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Verder bewerken' }));
      await waitFor(() => expect(question()).toBeNull());
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveProperty(
        'value',
        'Mijn cluster',
      );
      // Focus is back in the form, where the user was.
      await waitFor(() => expect(form().contains(document.activeElement)).toBe(true));
    },
  );

  it.each(ways)('"Weggooien" after %s closes it', async (_, close) => {
    const { onClose, title } = await setup();
    close(title);
    fireEvent.click(await screen.findByRole('button', { name: 'Weggooien' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape in the question keeps editing and does not reach the form', async () => {
    const { onClose, title } = await setup();
    fireEvent.keyDown(title, { key: 'Escape' });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Verder bewerken' }), {
      key: 'Escape',
    });
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(form()).toBeTruthy();
  });

  it.each(ways)('closes at once by %s when nothing changed', async (_, close) => {
    const { onClose, title } = await setup({ type: '' });
    close(title);
    expect(question()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('typing a value back to what it was is no change', async () => {
    const { onClose, title } = await setup();
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(question()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('FormModal and leaving the page', () => {
  /** The frame with its flags set by buttons outside it, as a form's typing and saving would. */
  function Frame() {
    const [dirty, setDirty] = useState(false);
    const [pending, setPending] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setDirty(!dirty)}>
          typed
        </button>
        <button type="button" onClick={() => setPending(!pending)}>
          saving
        </button>
        <FormModal
          title="Cluster toevoegen"
          form={frameState(pending, dirty)}
          onClose={() => undefined}
        >
          <span />
        </FormModal>
      </>
    );
  }

  it('guards leaving while it has changes, not while they are being saved', async () => {
    await renderWithProviders(<Frame />);
    const toggle = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    expect(hasActiveLeaveGuard()).toBe(false);
    toggle('typed');
    expect(hasActiveLeaveGuard()).toBe(true);
    // The save's own next step (a navigation after a new item) must not ask.
    toggle('saving');
    expect(hasActiveLeaveGuard()).toBe(false);
    toggle('saving');
    toggle('typed');
    expect(hasActiveLeaveGuard()).toBe(false);
  });
});

describe('Escape in an open dropdown of a form', () => {
  it('closes only the colour picker, not the form (issue 14, defect 5)', async () => {
    const { onClose } = await setup({ type: '' });
    const colour = screen.getByRole('textbox', { name: 'Kleur' });
    fireEvent.focus(colour);
    const picker = () => document.querySelector('.mantine-ColorInput-dropdown');
    await waitFor(() => expect(picker()).not.toBeNull());
    fireEvent.keyDown(colour, { key: 'Escape' });
    await waitFor(() => expect(picker()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(question()).toBeNull();
    // The next Escape is for the form.
    fireEvent.keyDown(colour, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the Select dropdown, not the form', async () => {
    const { onClose } = await setup({ type: '' });
    const kind = screen.getByRole('combobox', { name: 'Soort' });
    await userEvent.click(kind);
    await waitFor(() => expect(kind.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(kind, { key: 'Escape' });
    await waitFor(() => expect(kind.getAttribute('aria-expanded')).toBe('false'));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('FormModal footer', () => {
  it('puts a button of the form beside cancel and save, and passes the save button its state', async () => {
    const submit = vi.fn(() => Promise.resolve());
    await renderWithProviders(
      <FormModal
        title="Blok bewerken"
        form={{ ...frameState(false, false), submit }}
        onClose={() => undefined}
        submitLabel="Kopiëren"
        submitProps={{ disabled: true }}
        extra={<button type="button">Verwijderen</button>}
      >
        <span />
      </FormModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Blok bewerken' });
    expect(within(dialog).getByRole('button', { name: 'Verwijderen' })).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Kopiëren' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(submit).not.toHaveBeenCalled();
  });
});
