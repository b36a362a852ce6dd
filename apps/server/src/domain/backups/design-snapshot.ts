import { DESIGN_TABLES } from '../education-tables/design-tables';
import type { SnapshotPart } from './snapshot-schema';

/*
 * The design in a backup's snapshot (snapshot.ts; docs/design.md "Backups and duplicates"): every
 * declared design table (education-tables/design-tables.ts: the eight item tables and the four link
 * tables), every row with its id and timestamps, so links, the web's selection and (later)
 * planned clusters still point at the same rows after a restore.
 *
 * A top-level field `design` (snapshot-schema.ts) with one list per table, named as the table;
 * every list defaults to empty, so a snapshot made before the design (or a table) existed restores as "none". Loading
 * takes one query per table; restoring deletes the education's items (children first; the
 * cascade removes their links) and inserts every list in batches, each table after the tables it
 * refers to.
 */

/** The design tables; restore replaces the education's design. */
export const designPart: SnapshotPart = {
  name: 'design',
  async load(tx, educationId, snapshot) {
    snapshot.design = await DESIGN_TABLES.load(tx, educationId);
  },
  async restore(tx, educationId, snapshot) {
    await DESIGN_TABLES.restore(tx, educationId, snapshot.design);
  },
};
