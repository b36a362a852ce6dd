import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { TPlanMaterial, TPlanMaterialKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { planMaterials } from '../../db/schema';
import { notFound } from '../errors';
import { requireEducation, type EducationLookup } from '../educations/require-education';
import { linkUpload, readStoredFile } from '../files/stored-files';
import type { ReceivedFile } from '../files/uploads';
import { closeGap, nextPosition, type OrderedList } from '../ordered-lists';
import { materialAnswer } from './load-year-plan';
import type { EducationChange } from '../educations/change-education';
import { changePlan } from './change-plan';
import { requirePlannedCluster } from './plan-checks';

/*
 * Materials and data files of a planned cluster (docs/plan.md): a link (http or https) or a file
 * of at most 10 MB. The routes stream the file into the file store (files/uploads.ts) and check
 * it; it is linked as a stored file (files/stored-files.ts) in the same transaction as the
 * material, so a refused request links nothing and its pending upload is discarded.
 */

export type MaterialUpload = { name: string; contentType: string; file: ReceivedFile };

/** The materials of one planned cluster, as an ordered list (also reordered in plan-items.ts). */
export const materialList = (plannedClusterId: number): OrderedList => ({
  table: planMaterials,
  id: planMaterials.id,
  position: planMaterials.position,
  where: eq(planMaterials.plannedClusterId, plannedClusterId),
});

async function requireMaterial(tx: DbOrTx, educationId: number, id: number) {
  const [row] = await tx
    .select({
      id: planMaterials.id,
      position: planMaterials.position,
      plannedClusterId: planMaterials.plannedClusterId,
      url: planMaterials.url,
    })
    .from(planMaterials)
    .where(and(eq(planMaterials.id, id), eq(planMaterials.educationId, educationId)))
    .limit(1);
  if (!row) throw notFound('notFound.material');
  return row;
}

async function answerOf(tx: DbOrTx, id: number): Promise<TPlanMaterial> {
  const [row] = await tx.select(materialAnswer).from(planMaterials).where(eq(planMaterials.id, id));
  // kind is held to PLAN_MATERIAL_KINDS by a check constraint.
  return row as TPlanMaterial;
}

/**
 * Before a material's file is received (up to 10 MB): the education exists within the scope and
 * is not archived, else 404 without reading the body. addMaterial checks again, with the rights
 * and the status, in its transaction.
 */
export async function checkMaterialTarget(options: EducationLookup): Promise<void> {
  await requireEducation(options);
}

export async function addMaterial(
  options: EducationChange & {
    plannedClusterId: number;
    input: { kind: TPlanMaterialKind; title: string } & (
      { url: string; file?: undefined } | { url?: undefined; file: MaterialUpload }
    );
  },
): Promise<TPlanMaterial> {
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const cluster = await requirePlannedCluster(tx, education.id, options.plannedClusterId);
    const position = await nextPosition(tx, materialList(cluster.id));
    const fileHash = input.file ? await linkUpload(tx, input.file.file, now) : null;
    const [row] = await tx
      .insert(planMaterials)
      .values({
        educationId: education.id,
        plannedClusterId: cluster.id,
        position,
        kind: input.kind,
        title: input.title,
        url: input.url ?? null,
        fileName: input.file?.name ?? null,
        contentType: input.file?.contentType ?? null,
        size: input.file?.file.size ?? null,
        fileHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: planMaterials.id });
    return answerOf(tx, row!.id);
  });
}

/** Renames a material; a link material may get another address. */
export async function updateMaterial(
  options: EducationChange & { id: number; input: { title: string; url?: string } },
): Promise<TPlanMaterial> {
  const { input, now } = options;
  return changePlan(options, async (tx, education) => {
    const material = await requireMaterial(tx, education.id, options.id);
    await tx
      .update(planMaterials)
      .set({
        title: input.title,
        // A file stays a file: only a link material has an address to change.
        ...(material.url !== null && input.url ? { url: input.url } : {}),
        updatedAt: now,
      })
      .where(eq(planMaterials.id, material.id));
    return answerOf(tx, material.id);
  });
}

export async function deleteMaterial(options: EducationChange & { id: number }): Promise<void> {
  await changePlan(options, async (tx, education) => {
    const material = await requireMaterial(tx, education.id, options.id);
    await tx.delete(planMaterials).where(eq(planMaterials.id, material.id));
    await closeGap(tx, materialList(material.plannedClusterId), material.position);
  });
}

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
