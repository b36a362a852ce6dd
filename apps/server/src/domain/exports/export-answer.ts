import { eq } from 'drizzle-orm';
import type { TExport } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { educations, type ExportRow } from '../../db/schema';

/** The answer shape of an export row (with its education's name). */
export function toExport(row: ExportRow, educationName: string): TExport {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    language: row.language,
    parts: row.parts,
    year_ids: row.yearIds,
    location_id: row.locationId,
    education_id: row.educationId,
    education_name: educationName,
    file_name: row.fileName,
    done: row.done,
    total: row.total,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** The name of an export's education, for its answer and notifications. */
export async function educationNameOf(db: DbOrTx, educationId: number): Promise<string> {
  const [row] = await db
    .select({ name: educations.name })
    .from(educations)
    .where(eq(educations.id, educationId))
    .limit(1);
  return row?.name ?? '';
}
