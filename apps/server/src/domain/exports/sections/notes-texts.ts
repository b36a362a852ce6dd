import type { TLanguage } from '@cp/contracts';

/** The fixed words of the notes section in Dutch and English (as the notes screen says them). */
export type NotesTexts = {
  title: string;
  category: string;
  date: string;
  author: string;
  text: string;
  files: string;
  unknownAuthor: string;
  /** After the date of a note changed later: "25 november 2026 om 10:00 (bewerkt ...)". */
  edited: (date: string) => string;
  empty: string;
};

export const NOTES_TEXTS: Record<TLanguage, NotesTexts> = {
  nl: {
    title: 'Notities',
    category: 'Categorie',
    date: 'Datum',
    author: 'Auteur',
    text: 'Notitie',
    files: 'Bestanden',
    unknownAuthor: 'Onbekende auteur',
    edited: (date) => `bewerkt ${date}`,
    empty: 'Er zijn nog geen notities.',
  },
  en: {
    title: 'Notes',
    category: 'Category',
    date: 'Date',
    author: 'Author',
    text: 'Note',
    files: 'Files',
    unknownAuthor: 'Unknown author',
    edited: (date) => `edited ${date}`,
    empty: 'There are no notes yet.',
  },
};
