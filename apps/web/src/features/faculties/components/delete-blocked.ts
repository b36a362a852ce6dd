import type { TFunction } from 'i18next';
import type { TEducationParent, TFaculty } from '@cp/contracts';
import type { TTermWords } from '@cp/contracts';

/*
 * Why a faculty or an education parent cannot be deleted yet, from the counts the lists answer.
 * The server refuses the same cases (409); saying it on the list spares the user a confirm that
 * can only fail. Null: nothing holds it back.
 */

/** A faculty is deleted only without education parents. */
export function facultyDeleteBlock(t: TFunction, faculty: TFaculty): string | null {
  const count = faculty.education_parents_count;
  return count > 0 ? t('faculties.holdsParents', { count }) : null;
}

/** An education parent is deleted only without educations, archived ones included. */
export function parentDeleteBlock(
  t: TFunction,
  terms: Pick<TTermWords, 'education' | 'educations'>,
  parent: TEducationParent,
): string | null {
  const words = { education: terms.education, educations: terms.educations };
  const { educations_count: current, archived_educations_count: archived } = parent;
  if (current > 0) {
    const held = t('faculties.holdsEducations', { count: current, ...words });
    return archived > 0 ? `${held} ${t('faculties.alsoArchived', { count: archived })}` : held;
  }
  return archived > 0 ? t('faculties.holdsArchived', { count: archived, ...words }) : null;
}
