import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '@/test/render';
import { NoteTypesScreen } from './NoteTypesScreen';

afterEach(() => vi.unstubAllGlobals());

describe('NoteTypesScreen: a category in use (issue 11)', () => {
  it('says before any confirmation that a used category cannot be deleted', async () => {
    const fake = fakeApi({
      'GET locations/3/note-types': {
        body: {
          data: [
            { id: 1, name: 'Overleg', notes_count: 2 },
            { id: 2, name: 'Vrij', notes_count: 0 },
          ],
        },
      },
      'DELETE locations/3/note-types/2': { body: { data: null } },
    });
    vi.stubGlobal('fetch', fake.fetchImpl);
    await renderWithProviders(<NoteTypesScreen locationId={3} />);
    const used = await screen.findByRole('button', { name: 'Overleg verwijderen' });
    expect(used.getAttribute('aria-disabled')).toBe('true');
    expect(used.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('Gebruikt door 2 notities; geef die eerst een andere categorie'),
    ).toBeTruthy();
    await userEvent.click(used);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Keyboard users see the reason too: the tooltip opens on focus, not only on hover.
    await userEvent.unhover(used);
    act(() => used.blur());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    act(() => used.focus());
    expect((await screen.findByRole('tooltip')).textContent).toContain('Gebruikt door 2 notities');

    await userEvent.click(screen.getByRole('button', { name: 'Vrij verwijderen' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('NoteTypesScreen: adding and renaming', () => {
  const types = {
    body: { data: [{ id: 1, name: 'Overleg', notes_count: 0 }] },
  };
  const posts = (api: ReturnType<typeof fakeApi>) =>
    api.calls.filter((call) => call.method === 'POST');

  it('asks for a name, shows a name taken at its field, and adds a category', async () => {
    const refused = fakeApi({
      'GET locations/3/note-types': types,
      'POST locations/3/note-types': {
        status: 422,
        body: {
          message: 'x',
          keys: { name: ['catalogues.nameTaken'] },
          errors: { name: ['Deze naam is hier al in gebruik'] },
        },
      },
    });
    vi.stubGlobal('fetch', refused.fetchImpl);
    await renderWithProviders(<NoteTypesScreen locationId={3} />);
    const add = await screen.findByRole('button', { name: 'Toevoegen' });
    await userEvent.click(add);
    expect(await screen.findByText('Vul een naam in')).toBeTruthy();
    expect(posts(refused)).toHaveLength(0);

    const field = screen.getByRole('textbox', { name: /Naam van de categorie/ });
    await userEvent.type(field, ' overleg ');
    await userEvent.click(add);
    expect(await screen.findByText('Deze naam is hier al in gebruik')).toBeTruthy();
    expect(posts(refused)[0]?.body).toEqual({ name: 'overleg' });

    const added = fakeApi({
      'GET locations/3/note-types': types,
      'POST locations/3/note-types': {
        body: { data: { id: 2, name: 'Feedback', notes_count: 0 } },
      },
    });
    vi.stubGlobal('fetch', added.fetchImpl);
    await userEvent.clear(field);
    await userEvent.type(field, 'Feedback');
    await userEvent.click(add);
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: /Naam van de categorie/ }) as HTMLInputElement).value,
      ).toBe(''),
    );
    expect(posts(added)[0]?.body).toEqual({ name: 'Feedback' });
  });

  it('asks before a rename dialog with a changed name closes', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET locations/3/note-types': types }).fetchImpl);
    await renderWithProviders(<NoteTypesScreen locationId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Overleg bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Categorie bewerken' });
    const field = within(dialog).getByRole('textbox', { name: /Naam van de categorie/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Afspraak');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByText('Wijzigingen niet opgeslagen')).toBeTruthy();
  });
});
