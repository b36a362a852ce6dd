import type { TLanguage } from '@cp/contracts';
import { readNotes, type ReadNote } from '../../notes/read-notes';
import type { DocBlock, DocCell, DocSection } from '../document';
import type { PartBuilder, SectionContext } from './context';
import { NOTES_TEXTS, type NotesTexts } from './notes-texts';
import { formatDate, formatNumber, localeOf, sheetName } from './words';

/*
 * The notes section (docs/exports.md): every note of the education, as every member of the
 * location sees it on the notes screen (what a note shows does not depend on who reads it; only
 * editing does, and a document edits nothing). Read with the screen's own read (readNotes: two
 * statements whatever the number of notes), grouped by category: a count per category, then one
 * table with the category first, so Excel can sort and filter on it.
 */

/**
 * The text as typed: notes are plain text (the screen shows them as typed, line breaks kept), so
 * nothing is interpreted; only line ends are made one kind and the ends trimmed.
 */
export function noteText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** Notes by category (in the order of the categories' names, as the admin list), newest first. */
function byCategory(notes: readonly ReadNote[], language: TLanguage): ReadNote[] {
  const collator = new Intl.Collator(localeOf(language), { sensitivity: 'base' });
  // Array.prototype.sort is stable: within a category the read's order (newest first) stays.
  return [...notes].sort(
    (a, b) =>
      collator.compare(a.note_type.name, b.note_type.name) || a.note_type.id - b.note_type.id,
  );
}

function dateCell(note: ReadNote, language: TLanguage, texts: NotesTexts): string {
  const created = formatDate(language, note.created_at, true);
  if (note.updated_at === note.created_at) return created;
  return `${created} (${texts.edited(formatDate(language, note.updated_at, true))})`;
}

function noteRow(note: ReadNote, language: TLanguage, texts: NotesTexts): DocCell[] {
  return [
    note.note_type.name,
    dateCell(note, language, texts),
    note.author?.name ?? texts.unknownAuthor,
    noteText(note.text),
    // Listed, not embedded: one name a line (a name may hold a comma).
    note.files.length === 0 ? null : note.files.map((file) => file.name).join('\n'),
  ];
}

/** How many notes each category holds, in the table's order. */
function countsBlock(sorted: readonly ReadNote[], language: TLanguage): DocBlock {
  const counts = new Map<number, { name: string; count: number }>();
  for (const note of sorted) {
    const entry = counts.get(note.note_type.id) ?? { name: note.note_type.name, count: 0 };
    entry.count += 1;
    counts.set(note.note_type.id, entry);
  }
  return {
    kind: 'facts',
    items: [...counts.values()].map(({ name, count }) => ({
      label: name,
      value: formatNumber(language, count),
    })),
  };
}

export async function buildNotesSection(context: SectionContext): Promise<DocSection> {
  const { language } = context;
  const texts = NOTES_TEXTS[language];
  const sorted = byCategory(await readNotes(context.db, context.education.id), language);
  const blocks: DocBlock[] = [];
  if (sorted.length > 0) blocks.push(countsBlock(sorted, language));
  blocks.push({
    kind: 'table',
    sheet: sheetName(texts.title),
    columns: [
      { label: texts.category, type: 'text', width: 2 },
      { label: texts.date, type: 'text', width: 2 },
      { label: texts.author, type: 'text', width: 2 },
      { label: texts.text, type: 'text', width: 6 },
      { label: texts.files, type: 'text', width: 2.5 },
    ],
    rows: sorted.map((note) => noteRow(note, language, texts)),
    emptyText: texts.empty,
  });
  return { key: 'notes', part: 'notes', title: texts.title, blocks };
}

export const notesPart: PartBuilder = {
  count: () => 1,
  build: async (context, onSection) => {
    const section = await buildNotesSection(context);
    onSection();
    return [section];
  },
};
