import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TNote, TNoteFile } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { noteFiles, notes, noteTypes, users } from '../../db/schema';
import type { EducationCaller } from '../educations/education-caller';
import { fullName } from '../users/person-name';
import { mayChange } from './note-rights';

/*
 * Notes of an education (docs/educations.md "Notes"). Notes are annotations, not content: every
 * member adds them in every status, so they do not go through changeEducation (which refuses
 * reviewing/active educations and stamps "last change"). They still find the education through
 * requireEducation (location scoped, archived = 404), and tell the parent's room after commit so
 * open dashboards see the note count change.
 */

const noteColumns = {
  id: notes.id,
  text: notes.text,
  authorId: notes.authorId,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
  noteTypeId: noteTypes.id,
  noteTypeName: noteTypes.name,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
};

/** A note as every member reads it: what may be done with it (`can_change`) depends on who asks. */
export type ReadNote = Omit<TNote, 'can_change'> & { authorId: number | null };

/**
 * Notes of the education (or one note), newest first, with file metadata (never content). Every
 * member sees every note; only `can_change` depends on the caller, so the export (which shows
 * notes, never acts on them) reads this without one.
 */
export async function readNotes(
  db: DbOrTx,
  educationId: number,
  noteId?: number,
): Promise<ReadNote[]> {
  const rows = await db
    .select(noteColumns)
    .from(notes)
    .innerJoin(noteTypes, eq(noteTypes.id, notes.noteTypeId))
    .leftJoin(users, eq(users.id, notes.authorId))
    .where(and(eq(notes.educationId, educationId), noteId ? eq(notes.id, noteId) : undefined))
    .orderBy(desc(notes.createdAt), desc(notes.id));
  if (rows.length === 0) return [];

  const files = await db
    .select({
      id: noteFiles.id,
      noteId: noteFiles.noteId,
      name: noteFiles.name,
      size: noteFiles.size,
      content_type: noteFiles.contentType,
    })
    .from(noteFiles)
    .where(
      inArray(
        noteFiles.noteId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(noteFiles.id));
  const filesByNote = new Map<number, TNoteFile[]>();
  for (const { noteId: owner, ...file } of files) {
    const list = filesByNote.get(owner) ?? [];
    list.push(file);
    filesByNote.set(owner, list);
  }

  return rows.map((row) => ({
    id: row.id,
    note_type: { id: row.noteTypeId, name: row.noteTypeName },
    text: row.text,
    author:
      row.authorId !== null && row.firstName !== null && row.lastName !== null
        ? {
            id: row.authorId,
            name: fullName({
              firstName: row.firstName,
              middleName: row.middleName,
              lastName: row.lastName,
            }),
          }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    files: filesByNote.get(row.id) ?? [],
    authorId: row.authorId,
  }));
}

/** The notes as `caller` sees them on the screen: with what they may do to each. */
export async function loadNotes(
  db: DbOrTx,
  caller: EducationCaller,
  educationId: number,
  noteId?: number,
): Promise<TNote[]> {
  const read = await readNotes(db, educationId, noteId);
  return read.map(({ authorId, ...note }) => ({
    ...note,
    can_change: mayChange(caller, authorId),
  }));
}
