import { eq } from 'drizzle-orm';
import { notes } from '../../db/schema';
import { withEvents } from '../events/publisher';
import type { EducationChange } from '../educations/change-education';
import { requireEducation } from '../educations/require-education';
import { requireChangeableNote } from './note-rights';
import { emitNoteUpdate } from './note-update-event';

/** Deletes a note; its files go with it (on delete cascade). */
export async function deleteNote(
  options: Omit<EducationChange, 'now'> & { noteId: number },
): Promise<void> {
  const { db, publisher, caller, scope, educationId, noteId } = options;
  await withEvents({ db, publisher }, async (tx, events) => {
    const education = await requireEducation({ db: tx, scope, educationId });
    await requireChangeableNote(tx, caller, education.id, noteId);
    await tx.delete(notes).where(eq(notes.id, noteId));
    emitNoteUpdate(events, education);
  });
}
