import type { TRoute } from './define';

const PLAN = '/locations/:location/educations/:education/plan';

/*
 * The plan of an education (docs/plan.md): members read one year at a time and download material
 * files, designers place and change what is planned. Every change is refused with 409
 * `education_locked` unless the education is designing, and with 403 `design_restricted` for a
 * designer limited to other educations; an item of another education answers 404.
 */
export const planRoutes = {
  getYearPlan: {
    method: 'GET',
    path: `${PLAN}/years/:year`,
    access: 'licensedMember',
    tag: 'Plan',
    summary:
      "One education year's plan: planned clusters, elective slots, their items and special blocks.",
  },
  placePlannedCluster: {
    method: 'POST',
    path: `${PLAN}/clusters`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Places a design cluster in a year (once per year); answers the planned cluster.',
  },
  changePlannedCluster: {
    method: 'PATCH',
    path: `${PLAN}/clusters/:id`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Moves or resizes a planned cluster, or changes its comment; answers it.',
  },
  removePlannedCluster: {
    method: 'DELETE',
    path: `${PLAN}/clusters/:id`,
    access: 'designer',
    tag: 'Plan',
    summary:
      'Removes a planned cluster with its tests, check moments, activities, links and materials.',
  },
  placeElectiveSlot: {
    method: 'POST',
    path: `${PLAN}/electives`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Places an elective slot in a year; answers the slot.',
  },
  changeElectiveSlot: {
    method: 'PUT',
    path: `${PLAN}/electives/:id`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Moves or resizes an elective slot (its choices follow), or changes its places.',
  },
  removeElectiveSlot: {
    method: 'DELETE',
    path: `${PLAN}/electives/:id`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Removes an elective slot with its choices.',
  },
  addElectiveChoice: {
    method: 'POST',
    path: `${PLAN}/electives/:id/choices`,
    access: 'designer',
    tag: 'Plan',
    summary:
      "Adds one of the elective's design clusters as a choice while a place is left; answers the planned cluster.",
  },
  createSpecialBlock: {
    method: 'POST',
    path: `${PLAN}/years/:year/special-blocks`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Adds a special block (a named span of weeks) to a year.',
  },
  changeSpecialBlock: {
    method: 'PUT',
    path: `${PLAN}/special-blocks/:id`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Renames, moves or resizes a special block.',
  },
  removeSpecialBlock: {
    method: 'DELETE',
    path: `${PLAN}/special-blocks/:id`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Removes a special block.',
  },
  createPlanItem: {
    method: 'POST',
    path: `${PLAN}/clusters/:id/:kind`,
    access: 'designer',
    tag: 'Plan',
    summary:
      'Adds a test, check moment, activity or link (`:kind`) to a planned cluster; answers the item.',
  },
  reorderPlanList: {
    method: 'PUT',
    path: `${PLAN}/clusters/:id/:kind/order`,
    access: 'designer',
    tag: 'Plan',
    summary:
      'Puts one list of a planned cluster (tests, checkups, activities, links or materials) in the given order.',
  },
  updatePlanItem: {
    method: 'PUT',
    path: `${PLAN}/items/:kind/:id`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Changes a test, check moment, activity or link (the same body as its creation).',
  },
  deletePlanItem: {
    method: 'DELETE',
    path: `${PLAN}/items/:kind/:id`,
    access: 'designer',
    tag: 'Plan',
    summary:
      'Removes a test, check moment, activity or link; the links of a test or activity go too.',
  },
  addPlanMaterial: {
    method: 'POST',
    path: `${PLAN}/clusters/:id/materials`,
    access: 'designer',
    tag: 'Plan',
    summary:
      'Adds a material: a link as JSON (kind, title, url), or a file as multipart (kind, title, file; at most 10 MB, else 413).',
  },
  updatePlanMaterial: {
    method: 'PUT',
    path: `${PLAN}/materials/:id`,
    access: 'designer',
    tag: 'Plan',
    summary: "Changes a material's title, and a link's address.",
  },
  deletePlanMaterial: {
    method: 'DELETE',
    path: `${PLAN}/materials/:id`,
    access: 'designer',
    tag: 'Plan',
    summary: 'Removes a material and its file.',
  },
  downloadPlanMaterialFile: {
    method: 'GET',
    path: `${PLAN}/materials/:id/file`,
    access: 'licensedMember',
    tag: 'Plan',
    summary: "Downloads a material's file (as an attachment).",
  },
} as const satisfies Record<string, TRoute>;
