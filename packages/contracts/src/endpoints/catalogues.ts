import type { TRoute } from './define';

/*
 * Catalogues of a location (docs/organisation.md): test formats and activities (defaults and the
 * school's own items), note categories and which optional plan fields the forms show. Every
 * member reads them (the plan and note forms need the lists); admins change them. Test formats
 * and activities have the same five routes below their own path.
 */
export const cataloguesRoutes = {
  listTestFormats: {
    method: 'GET',
    path: '/locations/:location/test-formats',
    access: 'licensedMember',
    tag: 'Catalogues',
    summary: "The location's test formats: the defaults first, then its own, active or not.",
  },
  createTestFormat: {
    method: 'POST',
    path: '/locations/:location/test-formats',
    access: 'admin',
    tag: 'Catalogues',
    summary: 'Adds an own test format (name, icon, colour); a name already taken answers 422.',
  },
  updateTestFormat: {
    method: 'PUT',
    path: '/locations/:location/test-formats/:id',
    access: 'admin',
    tag: 'Catalogues',
    summary: "Changes an own test format's name, icon and colour; a default one answers 409.",
  },
  setTestFormatActive: {
    method: 'PUT',
    path: '/locations/:location/test-formats/:id/active',
    access: 'admin',
    tag: 'Catalogues',
    summary:
      'Deactivates a test format ({active:false}) and removes it from every plan; activating again answers 409.',
  },
  deleteTestFormat: {
    method: 'DELETE',
    path: '/locations/:location/test-formats/:id',
    access: 'admin',
    tag: 'Catalogues',
    summary: 'Deletes an own test format; a default one answers 409 (it can only be deactivated).',
  },
  listActivities: {
    method: 'GET',
    path: '/locations/:location/activities',
    access: 'licensedMember',
    tag: 'Catalogues',
    summary: "The location's activities: the defaults first, then its own, active or not.",
  },
  createActivity: {
    method: 'POST',
    path: '/locations/:location/activities',
    access: 'admin',
    tag: 'Catalogues',
    summary: 'Adds an own activity (name, icon, colour); a name already taken answers 422.',
  },
  updateActivity: {
    method: 'PUT',
    path: '/locations/:location/activities/:id',
    access: 'admin',
    tag: 'Catalogues',
    summary: "Changes an own activity's name, icon and colour; a default one answers 409.",
  },
  setActivityActive: {
    method: 'PUT',
    path: '/locations/:location/activities/:id/active',
    access: 'admin',
    tag: 'Catalogues',
    summary:
      'Deactivates an activity and removes it from every plan; activating again answers 409.',
  },
  deleteActivity: {
    method: 'DELETE',
    path: '/locations/:location/activities/:id',
    access: 'admin',
    tag: 'Catalogues',
    summary: 'Deletes an own activity; a default one answers 409 (it can only be deactivated).',
  },
  listNoteTypes: {
    method: 'GET',
    path: '/locations/:location/note-types',
    access: 'licensedMember',
    tag: 'Catalogues',
    summary: "The location's note categories, sorted by name, each with how many notes use it.",
  },
  createNoteType: {
    method: 'POST',
    path: '/locations/:location/note-types',
    access: 'admin',
    tag: 'Catalogues',
    summary: 'Adds a note category; a name already taken answers 422.',
  },
  renameNoteType: {
    method: 'PUT',
    path: '/locations/:location/note-types/:id',
    access: 'admin',
    tag: 'Catalogues',
    summary: 'Renames a note category; a name already taken answers 422.',
  },
  deleteNoteType: {
    method: 'DELETE',
    path: '/locations/:location/note-types/:id',
    access: 'admin',
    tag: 'Catalogues',
    summary: 'Deletes a note category; one that notes still use answers 409.',
  },
  getPlanFields: {
    method: 'GET',
    path: '/locations/:location/plan-fields',
    access: 'licensedMember',
    tag: 'Catalogues',
    summary: 'Which optional fields the plan forms show: every field name -> visible.',
  },
  savePlanFields: {
    method: 'PUT',
    path: '/locations/:location/plan-fields',
    access: 'admin',
    tag: 'Catalogues',
    summary: 'Shows or hides the given optional plan fields; answers all of them.',
  },
} as const satisfies Record<string, TRoute>;
