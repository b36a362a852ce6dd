import type { FastifyInstance } from 'fastify';
import {
  ZBackupParamsSchema,
  ZEducationParamsSchema,
  type TBackupListResponse,
} from '@cp/contracts';
import type { Db } from '../../db/client';
import { listBackups, restoreBackup } from '../../domain/backups/backups';
import type { Publisher } from '../../realtime/publisher';
import { locationAccessOf } from '../access/access-check';
import { educationCallerOf } from '../educations/caller';
import { parse } from '../parse';

const BASE = '/locations/:location/educations/:education/backups';

/** Backups of an education (SPEC §9, docs/educations.md "Backups"): list and restore. */
export async function backupRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; publisher: Publisher },
): Promise<void> {
  const { db, clock, publisher } = deps;

  app.get(BASE, async (request): Promise<TBackupListResponse> => {
    const { location } = locationAccessOf(request);
    const { education } = parse(ZEducationParamsSchema, request.params);
    return {
      data: await listBackups({
        db,
        caller: educationCallerOf(request),
        locationId: location.id,
        educationId: education,
        now: clock(),
      }),
    };
  });

  // The web asks for a confirmation first and refetches the education afterwards.
  app.post(`${BASE}/:backup/restore`, async (request) => {
    const { location } = locationAccessOf(request);
    const { education, backup } = parse(ZBackupParamsSchema, request.params);
    await restoreBackup({
      db,
      publisher,
      caller: educationCallerOf(request),
      locationId: location.id,
      educationId: education,
      backupId: backup,
      now: clock(),
    });
    return { data: null };
  });
}
