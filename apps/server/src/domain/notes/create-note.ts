import type { TNote, TNoteInput } from '@cp/contracts';
import { noteFiles, notes } from '../../db/schema';
import { withEvents } from '../events/publisher';
import type { EducationChange } from '../educations/change-education';
import { requireEducation } from '../educations/require-education';
import { linkUpload } from '../files/stored-files';
import type { ReceivedFile } from '../files/uploads';
import { emitNoteUpdate } from './note-update-event';
import { loadNotes } from './read-notes';
import { requireNoteType } from './require-note-type';

/**
 * A file that has been received into the file store (pending) and checked (domain/notes/files.ts)
 * before any transaction.
 */
export type NoteUpload = { name: string; contentType: string; file: ReceivedFile };

/**
 * Adds a note with its files in one short transaction: a failure anywhere (also a file row)
 * links nothing, and the caller discards the pending uploads. The files were received and
 * checked before this is called.
 */
export async function createNote(
  options: EducationChange & { input: TNoteInput; files: NoteUpload[] },
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
    emitNoteUpdate(events, education);
    const [created] = await loadNotes(tx, caller, education.id, note.id);
    if (!created) throw new Error('note not found after insert');
    return created;
  });
}
