import { educationParentRoom } from '@cp/contracts';
import type { EducationRow } from '../../db/schema';
import type { EventQueue } from '../events/publisher';

/**
 * After commit, the parent's room hears of the education, so open dashboards see its note count
 * change.
 */
export function emitNoteUpdate(events: EventQueue, education: EducationRow) {
  events.emit(educationParentRoom(education.educationParentId), 'education_update', {
    education_parent_id: education.educationParentId,
    education_id: education.id,
  });
}
