import { sql } from 'drizzle-orm';
import { notes, noteTypes } from '../../db/schema';

/*
 * Note categories of a location (docs/organisation.md "Note categories") as the API answers them:
 * the list says how many notes use each, so the screen can say so before anyone confirms a delete
 * (decision 0008).
 */

export const noteTypeColumns = {
  id: noteTypes.id,
  name: noteTypes.name,
  // Counted through notes_note_type_id_idx. Qualified by hand: in a one-table select Drizzle
  // writes bare column names, and a bare "id" inside the subquery would be the note's.
  notes_count:
    sql<number>`(select count(*) from ${notes} n where n.note_type_id = ${noteTypes}.id)`.mapWith(
      Number,
    ),
};

/** The category's own columns, for a row just written (its count added by the caller). */
export const ownColumns = { id: noteTypes.id, name: noteTypes.name };
