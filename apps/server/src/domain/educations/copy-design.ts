import type { DbOrTx } from '../../db/client';
import { DESIGN_TABLES } from '../education-tables/design-tables';
import type { IdMap } from '../education-tables/owned-tables';

/*
 * Copies an education's whole design into another (duplicate; docs/design.md "Backups and
 * duplicates"): every item gets a new id, every reference and link is remapped from the old ids
 * to the new ones. Driven by the declared design tables (education-tables/design-tables.ts); the
 * statements are in education-tables/owned-tables.ts: per table one select, which also draws the
 * new ids from the table's identity sequence (`nextval`, so the mapping old -> new is known before
 * inserting), and batched multi-row inserts with those ids. A fixed number of statements whatever
 * the size. Titles, indexes and positions stay; created_at / updated_at are the copy's time.
 * Answers the id maps (old -> new per table), which the plan's copy refers to.
 */
export function copyDesign(
  tx: DbOrTx,
  fromEducationId: number,
  toEducationId: number,
  now: Date,
): Promise<Map<string, IdMap>> {
  return DESIGN_TABLES.copy(tx, fromEducationId, toEducationId, now);
}
