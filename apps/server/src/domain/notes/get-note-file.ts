import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { noteFiles, notes } from '../../db/schema';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { notFound } from '../errors';
import { readStoredFile } from '../files/stored-files';

/**
 * A file of a note of this education, its content as a stream (never whole in memory); 404 for
 * any other combination.
 */
export async function getNoteFile(
  options: EducationLookup & { noteId: number; fileId: number },
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
