import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { planMaterials } from '../../db/schema';
import { notFound } from '../errors';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { readStoredFile } from '../files/stored-files';

/**
 * A material's file for download (any member who may read the education), its content as a
 * stream (never whole in memory); 404 for a link.
 */
export async function getMaterialFile(
  options: EducationLookup & { id: number },
): Promise<{ name: string; contentType: string; size: number; stream: Readable }> {
  const education = await requireEducation(options);
  const [row] = await options.db
    .select({
      name: planMaterials.fileName,
      contentType: planMaterials.contentType,
      fileHash: planMaterials.fileHash,
    })
    .from(planMaterials)
    .where(and(eq(planMaterials.id, options.id), eq(planMaterials.educationId, education.id)))
    .limit(1);
  const content = row?.fileHash ? await readStoredFile(options.db, row.fileHash) : null;
  if (!row?.name || !row.contentType || !content) throw notFound('notFound.file');
  return { name: row.name, contentType: row.contentType, ...content };
}
