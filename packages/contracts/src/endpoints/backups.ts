import type { TAreaDocs, TRoute } from './define';

const BACKUPS = '/locations/:location/educations/:education/backups';

/** Backups of an education (docs/educations.md "Backups"): its designers list and restore. */
export const backupsRoutes = {
  listEducationBackups: {
    method: 'GET',
    path: BACKUPS,
    access: 'designer',
  },
  restoreEducationBackup: {
    method: 'POST',
    path: `${BACKUPS}/:backup/restore`,
    access: 'designer',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const backupsDocs = {
  tag: 'Backups',
  summaries: {
    listEducationBackups: "The education's backups of the last 14 days, newest first.",
    restoreEducationBackup:
      'Backs up the current state, then puts the backup back; 409 `education_locked` unless designing, 404 for a backup of another education or older than 14 days.',
  },
} as const satisfies TAreaDocs<typeof backupsRoutes>;
