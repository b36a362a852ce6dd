import type { TAreaDocs, TRoute } from './define';

/*
 * A school's own names of the renamable terms (docs/organisation.md), at three levels: the
 * location, an education parent and an education. Each level has the same three routes; every
 * answer is the names in effect at that level, in the request's language (Accept-Language).
 */
export const namingRoutes = {
  getLocationCustomTranslations: {
    method: 'GET',
    path: '/locations/:location/customTranslations',
    access: 'licensedMember',
  },
  saveLocationCustomTranslations: {
    method: 'PUT',
    path: '/locations/:location/customTranslations',
    access: 'admin',
  },
  resetLocationCustomTranslation: {
    method: 'DELETE',
    path: '/locations/:location/customTranslations/:term',
    access: 'admin',
  },
  getEducationParentCustomTranslations: {
    method: 'GET',
    path: '/locations/:location/faculties/:faculty/educationParents/:id/customTranslations',
    access: 'licensedMember',
  },
  saveEducationParentCustomTranslations: {
    method: 'PUT',
    path: '/locations/:location/faculties/:faculty/educationParents/:id/customTranslations',
    access: 'admin',
  },
  resetEducationParentCustomTranslation: {
    method: 'DELETE',
    path: '/locations/:location/faculties/:faculty/educationParents/:id/customTranslations/:term',
    access: 'admin',
  },
  getEducationCustomTranslations: {
    method: 'GET',
    path: '/locations/:location/educations/:education/customTranslations',
    access: 'licensedMember',
  },
  saveEducationCustomTranslations: {
    method: 'PUT',
    path: '/locations/:location/educations/:education/customTranslations',
    access: 'admin',
  },
  resetEducationCustomTranslation: {
    method: 'DELETE',
    path: '/locations/:location/educations/:education/customTranslations/:term',
    access: 'admin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const namingDocs = {
  tag: 'Naming',
  summaries: {
    getLocationCustomTranslations:
      "The names in effect at the location: each term's default and the location's own.",
    saveLocationCustomTranslations:
      "Saves the location's own names of the given terms (others keep theirs); unknown terms answer 422.",
    resetLocationCustomTranslation:
      "Removes the location's own name of one term, so the default applies again.",
    getEducationParentCustomTranslations:
      'The names in effect at an education parent (its own, else the location’s, else the default).',
    saveEducationParentCustomTranslations:
      "Saves an education parent's own names of the given terms; unknown terms answer 422.",
    resetEducationParentCustomTranslation:
      "Removes an education parent's own name of one term, so the location's applies again.",
    getEducationCustomTranslations:
      'The names in effect at an education; an archived education answers 404.',
    saveEducationCustomTranslations:
      "Saves an education's own names of the given terms; an archived education answers 404.",
    resetEducationCustomTranslation:
      "Removes an education's own name of one term, so its parent's applies again.",
  },
} as const satisfies TAreaDocs<typeof namingRoutes>;
