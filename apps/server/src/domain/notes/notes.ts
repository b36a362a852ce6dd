import type { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  EDUCATION_MESSAGES,
  educationParentRoom,
  type TNote,
  type TNoteFile,
  type TNoteInput,
} from '@cp/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { noteFiles, notes, noteTypes, users, type EducationRow } from '../../db/schema';
import { withEvents, type EventQueue, type Publisher } from '../events/publisher';
import { requireEducation, type EducationCaller } from '../educations/scope';
import { DomainError, invalidField, notFound } from '../errors';
import { linkUpload, readStoredFile } from '../files/stored-files';
import type { ReceivedFile } from '../files/uploads';
import type { LocationScope } from '../locations/location-scope';
import { fullName } from '../users/person-name';

/*
 * Notes of an education (SPEC §3, docs/educations.md "Notes"). Notes are annotations, not
 * content: every member adds them in every status, so they do not go through changeEducation
 * (which refuses reviewing/active educations and stamps "last change"). They still find the
 * education through requireEducation (location scoped, archived = 404), and tell the parent's
 * room after commit so open dashboards see the note count change.
 */

/**
 * A file that has been received into the file store (pending) and checked (domain/notes/files.ts)
 * before any transaction.
 */
export type NoteUpload = { name: string; contentType: string; file: ReceivedFile };

/** Where a note function acts: an education within the location the access check admitted. */
type Where = { scope: LocationScope; educationId: number };

/** Author, designers and admins (and the platform administrator) may edit or delete a note. */
function mayChange(caller: EducationCaller, authorId: number | null): boolean {
  return (
    authorId === caller.actor.userId ||
    caller.actor.isPlatformAdmin ||
    caller.roles.includes('admin') ||
    caller.roles.includes('designer')
  );
}

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
async function loadNotes(
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

/** The note type must be a category of the education's own location. */
async function requireNoteType(db: DbOrTx, scope: LocationScope, noteTypeId: number) {
  const [row] = await db
    .select({ id: noteTypes.id })
    .from(noteTypes)
    .where(and(eq(noteTypes.id, noteTypeId), eq(noteTypes.locationId, scope.locationId)))
    .limit(1);
  if (!row) throw invalidField('note_type_id', EDUCATION_MESSAGES.noteTypeRequired);
}

function emitUpdate(events: EventQueue, education: EducationRow) {
  events.emit(educationParentRoom(education.educationParentId), 'education_update', {
    education_parent_id: education.educationParentId,
    education_id: education.id,
  });
}

export async function listNotes(
  options: Where & { db: DbOrTx; caller: EducationCaller },
): Promise<TNote[]> {
  const { db, caller, scope, educationId } = options;
  const education = await requireEducation({ db, scope, educationId });
  return loadNotes(db, caller, education.id);
}

/**
 * Before a new note's files are received (up to 50 MB): the education exists within the scope
 * and is not archived, else 404 without reading the body. createNote checks it again in its
 * transaction.
 */
export async function checkNoteTarget(options: Where & { db: DbOrTx }): Promise<void> {
  await requireEducation(options);
}

/**
 * Adds a note with its files in one short transaction: a failure anywhere (also a file row)
 * links nothing, and the caller discards the pending uploads. The files were received and
 * checked before this is called.
 */
export async function createNote(
  options: Where & {
    db: Db;
    publisher: Publisher;
    caller: EducationCaller;
    input: TNoteInput;
    files: NoteUpload[];
    now: Date;
  },
): Promise<TNote> {
  const { db, publisher, caller, scope, educationId, input, files, now } = options;
  return withEvents({ db, publisher }, async (tx, events) => {
    const education = await requireEducation({ db: tx, scope, educationId });
    await requireNoteType(tx, scope, input.note_type_id);
    const [note] = await tx
      .insert(notes)
      .values({
        educationId: education.id,
        noteTypeId: input.note_type_id,
        text: input.text,
        authorId: caller.actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: notes.id });
    if (!note) throw new Error('note not created');
    for (const upload of files) {
      const fileHash = await linkUpload(tx, upload.file, now);
      await tx.insert(noteFiles).values({
        noteId: note.id,
        name: upload.name,
        contentType: upload.contentType,
        size: upload.file.size,
        fileHash,
        createdAt: now,
      });
    }
    emitUpdate(events, education);
    const [created] = await loadNotes(tx, caller, education.id, note.id);
    if (!created) throw new Error('note not found after insert');
    return created;
  });
}

/** The note of this education, locked; 404 for notes of other educations. */
async function requireChangeableNote(
  tx: DbOrTx,
  caller: EducationCaller,
  educationId: number,
  noteId: number,
) {
  const [note] = await tx
    .select({ id: notes.id, authorId: notes.authorId })
    .from(notes)
    .where(and(eq(notes.id, noteId), eq(notes.educationId, educationId)))
    .limit(1)
    .for('update');
  if (!note) throw notFound('notFound.note');
  if (!mayChange(caller, note.authorId)) {
    throw new DomainError('forbidden', EDUCATION_MESSAGES.noteNotYours);
  }
  return note;
}

/** Changes the category and text (files stay as they are). */
export async function updateNote(
  options: Where & {
    db: Db;
    publisher: Publisher;
    caller: EducationCaller;
    noteId: number;
    input: TNoteInput;
    now: Date;
  },
): Promise<TNote> {
  const { db, publisher, caller, scope, educationId, noteId, input, now } = options;
  return withEvents({ db, publisher }, async (tx, events) => {
    const education = await requireEducation({ db: tx, scope, educationId });
    await requireChangeableNote(tx, caller, education.id, noteId);
    await requireNoteType(tx, scope, input.note_type_id);
    await tx
      .update(notes)
      .set({ noteTypeId: input.note_type_id, text: input.text, updatedAt: now })
      .where(eq(notes.id, noteId));
    emitUpdate(events, education);
    const [updated] = await loadNotes(tx, caller, education.id, noteId);
    if (!updated) throw new Error('note not found after update');
    return updated;
  });
}

/** Deletes a note; its files go with it (on delete cascade). */
export async function deleteNote(
  options: Where & { db: Db; publisher: Publisher; caller: EducationCaller; noteId: number },
): Promise<void> {
  const { db, publisher, caller, scope, educationId, noteId } = options;
  await withEvents({ db, publisher }, async (tx, events) => {
    const education = await requireEducation({ db: tx, scope, educationId });
    await requireChangeableNote(tx, caller, education.id, noteId);
    await tx.delete(notes).where(eq(notes.id, noteId));
    emitUpdate(events, education);
  });
}

/**
 * A file of a note of this education, its content as a stream (never whole in memory); 404 for
 * any other combination.
 */
export async function getNoteFile(
  options: Where & { db: DbOrTx; noteId: number; fileId: number },
): Promise<{ name: string; contentType: string; size: number; stream: Readable }> {
  const { db, scope, educationId, noteId, fileId } = options;
  const education = await requireEducation({ db, scope, educationId });
  const [file] = await db
    .select({
      name: noteFiles.name,
      contentType: noteFiles.contentType,
      fileHash: noteFiles.fileHash,
    })
    .from(noteFiles)
    .innerJoin(notes, eq(notes.id, noteFiles.noteId))
    .where(
      and(
        eq(noteFiles.id, fileId),
        eq(noteFiles.noteId, noteId),
        eq(notes.educationId, education.id),
      ),
    )
    .limit(1);
  const content = file ? await readStoredFile(db, file.fileHash) : null;
  if (!file || !content) throw notFound('notFound.file');
  return { name: file.name, contentType: file.contentType, ...content };
}
