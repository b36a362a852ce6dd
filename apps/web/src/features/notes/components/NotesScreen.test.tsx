import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDUCATION_MESSAGES, UPLOAD_MAX_BYTES, type TNote } from '@cp/contracts';
import { mockApi, type TMockRoutes } from '@/test/mock-api';
import { invalidAnswer } from '@/test/answers';
import { anEducation, aPeriod } from '@/test/education-fixture';
import { renderWithProviders } from '@/test/render';
import { NotesScreen } from './NotesScreen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const BASE = 'locations/7/educations/5';

const education = anEducation({
  status: 'reviewing',
  weeks_count: 10,
  can_design: false,
  years: [
    {
      id: 1,
      position: 1,
      name: null,
      starts_on: null,
      weeks: 10,
      periods: [aPeriod(11, 1, 1, 10)],
    },
  ],
  counts: { notes: 2, backups: 0 },
});

const types = [
  { id: 1, name: 'Overleg', notes_count: 1 },
  { id: 2, name: 'Review', notes_count: 1 },
];

const notes: TNote[] = [
  {
    id: 21,
    note_type: { id: 2, name: 'Review' },
    text: 'Eerste regel\nTweede regel',
    author: { id: 9, name: 'Rik Reviewer' },
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    files: [{ id: 31, name: 'Verslag één.pdf', size: 1536, content_type: 'application/pdf' }],
    can_change: true,
  },
  {
    id: 20,
    note_type: { id: 1, name: 'Overleg' },
    text: 'Van een ander',
    author: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    files: [],
    can_change: false,
  },
];

async function renderNotes(extra: TMockRoutes = {}, list: TNote[] = notes) {
  const show = vi.spyOn(notifications, 'show').mockReturnValue('');
  const api = mockApi({
    [`GET ${BASE}`]: { body: { data: education } },
    [`GET ${BASE}/notes`]: { body: { data: list } },
    'GET locations/7/note-types': { body: { data: types } },
    ...extra,
  });
  await renderWithProviders(<NotesScreen location="7" education="5" />);
  await screen.findByRole('heading', { name: 'Notities' });
  // Uploads are recorded with their FormData as sent.
  const forms = () =>
    api.calls.flatMap((call) => (call.body instanceof FormData ? [call.body] : []));
  return { show, api, forms };
}

async function openNewNote() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe notitie' }));
  return screen.getByRole('dialog');
}

const fileInput = (dialog: HTMLElement) => {
  const input = dialog.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

async function fillNote(dialog: HTMLElement, text = 'Afspraken met de stage') {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Categorie' }));
  await userEvent.click(within(dialog).getByRole('option', { name: 'Overleg' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notitie' }), text);
}

describe('NotesScreen', () => {
  it('is headed by the section name as its tab says, the education under it (issue 14)', async () => {
    await renderNotes();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notities');
    expect(screen.getByText('Notities van Verpleegkunde')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Notities · Curriculum Planner'));
  });

  it('lists the notes with category, text, author, date and downloadable files', async () => {
    await renderNotes();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Review')).toBeTruthy();
    // The text keeps its line breaks (shown with white-space: pre-wrap).
    expect(first.getByText('Eerste regel\nTweede regel', { normalizer: (s) => s })).toBeTruthy();
    expect(first.getByText(/Rik Reviewer/)).toBeTruthy();
    const link = first.getByRole('link', { name: 'Verslag één.pdf downloaden (1,5 kB)' });
    expect(link.getAttribute('href')).toBe(`/api/v1/${BASE}/notes/21/files/31`);
    expect(first.getByRole('button', { name: /bewerken/ })).toBeTruthy();
    // Someone else's note: no edit or delete.
    const second = within(cards[1]!);
    expect(second.getByText('Onbekende auteur', { exact: false })).toBeTruthy();
    expect(second.queryByRole('button')).toBeNull();
  });

  it('filters by category', async () => {
    await renderNotes();
    await userEvent.click(screen.getByRole('combobox', { name: 'Categorie' }));
    await userEvent.click(screen.getByRole('option', { name: 'Overleg' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Van een ander')).toBeTruthy();
  });

  it('says so when there are no notes yet', async () => {
    await renderNotes({}, []);
    expect(screen.getByText('Er zijn nog geen notities bij deze opleiding.')).toBeTruthy();
  });

  it('requires a category and a text before sending anything', async () => {
    const { api } = await renderNotes();
    const dialog = await openNewNote();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(within(dialog).getByText('Kies een categorie')).toBeTruthy();
    expect(within(dialog).getByText('Vul de notitie in')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses a file over 10 MB before uploading', async () => {
    const { api } = await renderNotes();
    const dialog = await openNewNote();
    await fillNote(dialog);
    const big = new File(['%PDF-'], 'groot.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    await userEvent.upload(fileInput(dialog), big);
    expect(within(dialog).getByText('De bestanden zijn te groot om toe te voegen')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the note with its files as multipart and says it was added', async () => {
    const { show, forms } = await renderNotes({
      [`POST ${BASE}/notes`]: { status: 201, body: { data: notes[0] } },
    });
    const dialog = await openNewNote();
    await fillNote(dialog, 'Regel 1{enter}Regel 2');
    const pdf = new File(['%PDF-1.7'], 'verslag.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(dialog), pdf);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'De notitie is toegevoegd' }),
      ),
    );
    const form = forms()[0]!;
    expect(form.get('note_type_id')).toBe('1');
    expect(form.get('text')).toBe('Regel 1\nRegel 2');
    expect((form.getAll('files')[0] as File).name).toBe('verslag.pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's 413 as 'files too large' and keeps the form", async () => {
    const { show } = await renderNotes({
      [`POST ${BASE}/notes`]: {
        status: 413,
        body: {
          code: 'payload_too_large',
          message: 'The files are too large to add',
          key: EDUCATION_MESSAGES.filesTooLarge,
        },
      },
    });
    const dialog = await openNewNote();
    await fillNote(dialog);
    await userEvent.upload(fileInput(dialog), new File(['%PDF-'], 'a.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'De bestanden zijn te groot om toe te voegen' }),
      ),
    );
    expect(within(dialog).getByText('De bestanden zijn te groot om toe te voegen')).toBeTruthy();
  });

  it("says the person's uploads are still busy on the server's 429 (issue 11)", async () => {
    const { show } = await renderNotes({
      [`POST ${BASE}/notes`]: {
        status: 429,
        body: {
          code: 'rate_limited',
          message: 'At most 2 uploads at a time',
          key: 'uploads.tooManyAtOnce',
          params: { maxConcurrent: 2 },
        },
      },
    });
    const dialog = await openNewNote();
    await fillNote(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          message:
            'Je verstuurt al twee uploads tegelijk; wacht tot er één klaar is en probeer het opnieuw',
        }),
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits the category and text of a note', async () => {
    const { show, api } = await renderNotes({
      [`PUT ${BASE}/notes/21`]: { body: { data: { ...notes[0], text: 'Nieuw' } } },
    });
    const card = within(screen.getAllByRole('article')[0]!);
    await userEvent.click(card.getByRole('button', { name: /bewerken/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
    const text = within(dialog).getByRole('textbox', { name: 'Notitie' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Nieuw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'De notitie is opgeslagen' }),
      ),
    );
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      note_type_id: 2,
      text: 'Nieuw',
    });
  });

  it("shows the server's 422 of an edit at its field", async () => {
    const { show } = await renderNotes({
      [`PUT ${BASE}/notes/21`]: invalidAnswer({ text: [EDUCATION_MESSAGES.noteTextTooLong] }),
    });
    const card = within(screen.getAllByRole('article')[0]!);
    await userEvent.click(card.getByRole('button', { name: /bewerken/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notitie' }), '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: 'De notitie is niet opgeslagen met de opgegeven gegevens',
        }),
      ),
    );
    expect(
      within(dialog).getByText('Een notitie mag maximaal 10.000 tekens lang zijn'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('explains where categories come from when there are none', async () => {
    await renderNotes({ 'GET locations/7/note-types': { body: { data: [] } } });
    const dialog = await openNewNote();
    expect(within(dialog).getByText(/Een beheerder voegt ze toe/)).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Naar de notitiecategorieën' }).getAttribute('href'),
    ).toBe('/admin/note-types');
  });

  it('deletes after confirmation and explains a refusal', async () => {
    const { show, api } = await renderNotes({
      [`DELETE ${BASE}/notes/21`]: {
        status: 403,
        body: { code: 'forbidden', message: 'Not yours', key: EDUCATION_MESSAGES.noteNotYours },
      },
    });
    const card = within(screen.getAllByRole('article')[0]!);
    await userEvent.click(card.getByRole('button', { name: /verwijderen/ }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message:
            'Alleen de schrijver, een ontwerper of een beheerder kan deze notitie verwijderen',
        }),
      ),
    );
  });
});
