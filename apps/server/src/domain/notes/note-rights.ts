import { and, eq } from 'drizzle-orm';
import { EDUCATION_MESSAGES } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { notes } from '../../db/schema';
import type { EducationCaller } from '../educations/education-caller';
import { DomainError, notFound } from '../errors';

/**
 * Who may change a note: every member adds notes (in every status); its author, designers and
 * admins (and the platform administrator) may edit or delete it.
 */
export function mayChange(caller: EducationCaller, authorId: number | null): boolean {
  return (
    authorId === caller.actor.userId ||
    caller.actor.isPlatformAdmin ||
    caller.roles.includes('admin') ||
    caller.roles.includes('designer')
  );
}

/** The note of this education, locked; 404 for notes of other educations. */
export async function requireChangeableNote(
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
