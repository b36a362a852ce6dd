import type { FastifyInstance } from 'fastify';
import { ZBackupParamsSchema, type TBackupListResponse } from '@cp/contracts';
import { listBackups, restoreBackup } from '../../domain/backups/backups';
import { educationRequest, type EducationRouteDeps } from '../educations/caller';
import { parse } from '../parse';

const BASE = '/locations/:location/educations/:education/backups';

/** Backups of an education (SPEC §9, docs/educations.md "Backups"): list and restore. */
export async function backupRoutes(app: FastifyInstance, deps: EducationRouteDeps): Promise<void> {
  app.get(BASE, async (request): Promise<TBackupListResponse> => {
    return { data: await listBackups(educationRequest(request, deps)) };
  });

  // The web asks for a confirmation first and refetches the education afterwards.
  app.post(`${BASE}/:backup/restore`, async (request) => {
    const { backup } = parse(ZBackupParamsSchema, request.params);
    await restoreBackup({ ...educationRequest(request, deps), backupId: backup });
    return { data: null };
  });
}
