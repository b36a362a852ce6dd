import type { TPlanMaterial, TPlanMaterialKind } from '@cp/contracts';
import { planMaterials } from '../../db/schema';
import type { EducationChange } from '../educations/change-education';
import { linkUpload } from '../files/stored-files';
import type { ReceivedFile } from '../files/uploads';
import { nextPosition } from '../ordered-lists';
import { changePlan } from './change-plan';
import { materialList, materialOf } from './material-rows';
import { requirePlannedCluster } from './plan-checks';

/*
 * Materials and data files of a planned cluster (docs/plan.md): a link (http or https) or a file
 * of at most 10 MB. The routes stream the file into the file store (files/uploads.ts) and check
 * it; it is linked as a stored file (files/stored-files.ts) in the same transaction as the
 * material, so a refused request links nothing and its pending upload is discarded.
 */

export type MaterialUpload = { name: string; contentType: string; file: ReceivedFile };

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
    return materialOf(tx, row!.id);
  });
}
