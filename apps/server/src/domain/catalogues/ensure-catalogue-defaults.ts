import { CATALOGUE_DEFAULTS, type TCatalogueKind } from '@cp/contracts';
import type { DbOrTx } from '../../db/client';
import { TABLES } from './catalogue-tables';

/**
 * Adds the defaults a location does not have yet; a deactivated default stays deactivated. A bare
 * location id: it reads nothing and the demo seed calls it too.
 */
export async function ensureCatalogueDefaults(options: {
  db: DbOrTx;
  kind: TCatalogueKind;
  locationId: number;
}): Promise<void> {
  const { db, kind, locationId } = options;
  const rows = CATALOGUE_DEFAULTS[kind].map((d) => ({
    locationId,
    key: d.key,
    icon: d.icon,
    color: d.color,
  }));
  await db.insert(TABLES[kind]).values(rows).onConflictDoNothing();
}
