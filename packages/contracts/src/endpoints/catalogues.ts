import type { TCatalogueKind } from '../schemas/catalogues';
import type { TAreaDocs, TRoute } from './define';

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
  },
  createTestFormat: {
    method: 'POST',
    path: '/locations/:location/test-formats',
    access: 'admin',
  },
  updateTestFormat: {
    method: 'PUT',
    path: '/locations/:location/test-formats/:id',
    access: 'admin',
  },
  setTestFormatActive: {
    method: 'PUT',
    path: '/locations/:location/test-formats/:id/active',
    access: 'admin',
  },
  deleteTestFormat: {
    method: 'DELETE',
    path: '/locations/:location/test-formats/:id',
    access: 'admin',
  },
  listActivities: {
    method: 'GET',
    path: '/locations/:location/activities',
    access: 'licensedMember',
  },
  createActivity: {
    method: 'POST',
    path: '/locations/:location/activities',
    access: 'admin',
  },
  updateActivity: {
    method: 'PUT',
    path: '/locations/:location/activities/:id',
    access: 'admin',
  },
  setActivityActive: {
    method: 'PUT',
    path: '/locations/:location/activities/:id/active',
    access: 'admin',
  },
  deleteActivity: {
    method: 'DELETE',
    path: '/locations/:location/activities/:id',
    access: 'admin',
  },
  listNoteTypes: {
    method: 'GET',
    path: '/locations/:location/note-types',
    access: 'licensedMember',
  },
  createNoteType: {
    method: 'POST',
    path: '/locations/:location/note-types',
    access: 'admin',
  },
  renameNoteType: {
    method: 'PUT',
    path: '/locations/:location/note-types/:id',
    access: 'admin',
  },
  deleteNoteType: {
    method: 'DELETE',
    path: '/locations/:location/note-types/:id',
    access: 'admin',
  },
  getPlanFields: {
    method: 'GET',
    path: '/locations/:location/plan-fields',
    access: 'licensedMember',
  },
  savePlanFields: {
    method: 'PUT',
    path: '/locations/:location/plan-fields',
    access: 'admin',
  },
} as const satisfies Record<string, TRoute>;

/**
 * The endpoints of each catalogue with default and custom items: both have the same five (and
 * the same schemas) below their own path. The server registers and the web calls them by this.
 */
export const CATALOGUE_ENDPOINTS = {
  testFormats: {
    list: 'listTestFormats',
    create: 'createTestFormat',
    update: 'updateTestFormat',
    setActive: 'setTestFormatActive',
    delete: 'deleteTestFormat',
  },
  activities: {
    list: 'listActivities',
    create: 'createActivity',
    update: 'updateActivity',
    setActive: 'setActivityActive',
    delete: 'deleteActivity',
  },
} as const satisfies Record<TCatalogueKind, Record<string, keyof typeof cataloguesRoutes>>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const cataloguesDocs = {
  tag: 'Catalogues',
  summaries: {
    listTestFormats:
      "The location's test formats: the defaults first, then its own, active or not.",
    createTestFormat:
      'Adds an own test format (name, icon, colour); a name already taken answers 422.',
    updateTestFormat:
      "Changes an own test format's name, icon and colour; a default one answers 409.",
    setTestFormatActive:
      'Deactivates a test format ({active:false}) and removes it from every plan; activating again answers 409.',
    deleteTestFormat:
      'Deletes an own test format; a default one answers 409 (it can only be deactivated).',
    listActivities: "The location's activities: the defaults first, then its own, active or not.",
    createActivity: 'Adds an own activity (name, icon, colour); a name already taken answers 422.',
    updateActivity: "Changes an own activity's name, icon and colour; a default one answers 409.",
    setActivityActive:
      'Deactivates an activity and removes it from every plan; activating again answers 409.',
    deleteActivity:
      'Deletes an own activity; a default one answers 409 (it can only be deactivated).',
    listNoteTypes:
      "The location's note categories, sorted by name, each with how many notes use it.",
    createNoteType: 'Adds a note category; a name already taken answers 422.',
    renameNoteType: 'Renames a note category; a name already taken answers 422.',
    deleteNoteType: 'Deletes a note category; one that notes still use answers 409.',
    getPlanFields: 'Which optional fields the plan forms show: every field name -> visible.',
    savePlanFields: 'Shows or hides the given optional plan fields; answers all of them.',
  },
} as const satisfies TAreaDocs<typeof cataloguesRoutes>;
