import type { FastifyInstance } from 'fastify';
import { listBackups } from '../../domain/backups/list-backups';
import { restoreBackup } from '../../domain/backups/restore-backup';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { handle } from '../endpoint';

/** Backups of an education (docs/educations.md "Backups"): list and restore. */
export async function backupRoutes(app: FastifyInstance, deps: EducationRouteDeps): Promise<void> {
  handle(app, 'listEducationBackups', async (_, request) => {
    return { data: await listBackups(educationRequest(request, deps)) };
  });

  // The web asks for a confirmation first and refetches the education afterwards.
  handle(app, 'restoreEducationBackup', async ({ params }, request) => {
    await restoreBackup({ ...educationRequest(request, deps), backupId: params.backup });
    return { data: null };
  });
}
