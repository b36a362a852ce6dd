import { eq } from 'drizzle-orm';
import type { TNote, TNoteInput } from '@cp/contracts';
import { notes } from '../../db/schema';
import { withEvents } from '../events/publisher';
import type { EducationChange } from '../educations/change-education';
import { requireEducation } from '../educations/require-education';
import { requireChangeableNote } from './note-rights';
import { emitNoteUpdate } from './note-update-event';
import { loadNotes } from './read-notes';
import { requireNoteType } from './require-note-type';

/** Changes the category and text (files stay as they are). */
export async function updateNote(
  options: EducationChange & { noteId: number; input: TNoteInput },
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
    emitNoteUpdate(events, education);
    const [updated] = await loadNotes(tx, caller, education.id, noteId);
    if (!updated) throw new Error('note not found after update');
    return updated;
  });
}
