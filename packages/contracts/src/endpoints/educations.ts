import type { TAreaDocs, TRoute } from './define';

const EDUCATION = '/locations/:location/educations/:education';

/**
 * Educations of a location (docs/educations.md "Dashboard API", "Lifecycle API", "Structure"):
 * members read and approve, designers change (unless limited to other educations). Changes
 * answer the education as it is after the commit.
 */
export const educationsRoutes = {
  listLocationMembers: {
    method: 'GET',
    path: '/locations/:location/members',
    access: 'licensedMember',
  },
  listEducations: {
    method: 'GET',
    path: '/locations/:location/educations',
    access: 'licensedMember',
  },
  createEducation: {
    method: 'POST',
    path: '/locations/:location/educations',
    access: 'designer',
  },
  getEducation: {
    method: 'GET',
    path: EDUCATION,
    access: 'licensedMember',
  },
  updateEducation: {
    method: 'PUT',
    path: EDUCATION,
    access: 'designer',
  },
  archiveEducation: {
    method: 'DELETE',
    path: EDUCATION,
    access: 'designer',
  },
  moveEducation: {
    method: 'PUT',
    path: `${EDUCATION}/move`,
    access: 'designer',
  },
  updateEducationStructure: {
    method: 'PUT',
    path: `${EDUCATION}/structure`,
    access: 'designer',
  },
  submitEducationForReview: {
    method: 'POST',
    path: `${EDUCATION}/submit`,
    access: 'designer',
  },
  approveEducation: {
    method: 'POST',
    path: `${EDUCATION}/approve`,
    access: 'licensedMember',
  },
  stopEducationReview: {
    method: 'POST',
    path: `${EDUCATION}/stop-review`,
    access: 'designer',
  },
  deactivateEducation: {
    method: 'POST',
    path: `${EDUCATION}/deactivate`,
    access: 'designer',
  },
  duplicateEducation: {
    method: 'POST',
    path: `${EDUCATION}/duplicate`,
    access: 'designer',
  },
  listEducationYears: {
    method: 'GET',
    path: `${EDUCATION}/years`,
    access: 'licensedMember',
  },
  copyEducationYear: {
    method: 'POST',
    path: `${EDUCATION}/years/:year/copy`,
    access: 'designer',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const educationsDocs = {
  tag: 'Educations',
  summaries: {
    listLocationMembers:
      'The members of the location (id, full name, roles; no e-mail addresses), by name, to choose reviewers from.',
    listEducations:
      'The non-archived educations of one education parent (`education_parent`; 404 when it is not of this location), or without it those of the whole location.',
    createEducation:
      'Adds a designing education with its years and periods; 409 `license_limit` when the license has no room.',
    getEducation: 'One education with its years, periods, parent and counts.',
    updateEducation:
      "Changes an education's name, type and flexibility; 409 `education_locked` unless it is designing.",
    archiveEducation:
      'Moves an education to the archive (admins can restore it); 409 while it is under review.',
    moveEducation: 'Moves an education to another education parent of the same location.',
    updateEducationStructure:
      'Sets the whole structure of years, periods and weeks (parts left out are removed with their content); 409 `education_locked` unless designing.',
    submitEducationForReview:
      'Asks for a review, optionally of named members (who are notified); 409 unless designing.',
    approveEducation:
      "Approves an education under review (the second approval makes it active); 409 when it is not under review, it is the caller's own request, or the caller already approved.",
    stopEducationReview:
      'Ends a review: back to designing, approvals cleared; 409 when not under review.',
    deactivateEducation: 'Takes an active education back to designing; 409 when it is not active.',
    duplicateEducation:
      'Copies an education (structure, design and plan; no notes or backups) as a new designing one under the same parent; 409 `license_limit` when the license has no room.',
    listEducationYears: "An education's years in order, each with whether it holds content.",
    copyEducationYear:
      'Copies the content of a year into an empty year of this or another designing education of the location; answers the target and what came along.',
  },
} as const satisfies TAreaDocs<typeof educationsRoutes>;
