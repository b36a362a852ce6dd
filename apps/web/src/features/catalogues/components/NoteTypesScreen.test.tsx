import { act, screen, waitFor } from '@testing-library/react';
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
