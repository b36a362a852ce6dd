import type { TRoute } from './define';

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
    tag: 'Educations',
    summary:
      'The members of the location (id, full name, roles; no e-mail addresses), by name, to choose reviewers from.',
  },
  listEducations: {
    method: 'GET',
    path: '/locations/:location/educations',
    access: 'licensedMember',
    tag: 'Educations',
    summary:
      'The non-archived educations of one education parent (`education_parent`; 404 when it is not of this location), or without it those of the whole location.',
  },
  createEducation: {
    method: 'POST',
    path: '/locations/:location/educations',
    access: 'designer',
    tag: 'Educations',
    summary:
      'Adds a designing education with its years and periods; 409 `license_limit` when the license has no room.',
  },
  getEducation: {
    method: 'GET',
    path: EDUCATION,
    access: 'licensedMember',
    tag: 'Educations',
    summary: 'One education with its years, periods, parent and counts.',
  },
  updateEducation: {
    method: 'PUT',
    path: EDUCATION,
    access: 'designer',
    tag: 'Educations',
    summary:
      "Changes an education's name, type and flexibility; 409 `education_locked` unless it is designing.",
  },
  archiveEducation: {
    method: 'DELETE',
    path: EDUCATION,
    access: 'designer',
    tag: 'Educations',
    summary:
      'Moves an education to the archive (admins can restore it); 409 while it is under review.',
  },
  moveEducation: {
    method: 'PUT',
    path: `${EDUCATION}/move`,
    access: 'designer',
    tag: 'Educations',
    summary: 'Moves an education to another education parent of the same location.',
  },
  updateEducationStructure: {
    method: 'PUT',
    path: `${EDUCATION}/structure`,
    access: 'designer',
    tag: 'Educations',
    summary:
      'Sets the whole structure of years, periods and weeks (parts left out are removed with their content); 409 `education_locked` unless designing.',
  },
  submitEducationForReview: {
    method: 'POST',
    path: `${EDUCATION}/submit`,
    access: 'designer',
    tag: 'Educations',
    summary:
      'Asks for a review, optionally of named members (who are notified); 409 unless designing.',
  },
  approveEducation: {
    method: 'POST',
    path: `${EDUCATION}/approve`,
    access: 'licensedMember',
    tag: 'Educations',
    summary:
      "Approves an education under review (the second approval makes it active); 409 when it is not under review, it is the caller's own request, or the caller already approved.",
  },
  stopEducationReview: {
    method: 'POST',
    path: `${EDUCATION}/stop-review`,
    access: 'designer',
    tag: 'Educations',
    summary: 'Ends a review: back to designing, approvals cleared; 409 when not under review.',
  },
  deactivateEducation: {
    method: 'POST',
    path: `${EDUCATION}/deactivate`,
    access: 'designer',
    tag: 'Educations',
    summary: 'Takes an active education back to designing; 409 when it is not active.',
  },
  duplicateEducation: {
    method: 'POST',
    path: `${EDUCATION}/duplicate`,
    access: 'designer',
    tag: 'Educations',
    summary:
      'Copies an education (structure, design and plan; no notes or backups) as a new designing one under the same parent; 409 `license_limit` when the license has no room.',
  },
  listEducationYears: {
    method: 'GET',
    path: `${EDUCATION}/years`,
    access: 'licensedMember',
    tag: 'Educations',
    summary: "An education's years in order, each with whether it holds content.",
  },
  copyEducationYear: {
    method: 'POST',
    path: `${EDUCATION}/years/:year/copy`,
    access: 'designer',
    tag: 'Educations',
    summary:
      'Copies the content of a year into an empty year of this or another designing education of the location; answers the target and what came along.',
  },
} as const satisfies Record<string, TRoute>;
