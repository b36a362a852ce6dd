import type { TAreaDocs, TRoute } from './define';

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
  },
  placePlannedCluster: {
    method: 'POST',
    path: `${PLAN}/clusters`,
    access: 'designer',
  },
  changePlannedCluster: {
    method: 'PATCH',
    path: `${PLAN}/clusters/:id`,
    access: 'designer',
  },
  removePlannedCluster: {
    method: 'DELETE',
    path: `${PLAN}/clusters/:id`,
    access: 'designer',
  },
  placeElectiveSlot: {
    method: 'POST',
    path: `${PLAN}/electives`,
    access: 'designer',
  },
  changeElectiveSlot: {
    method: 'PUT',
    path: `${PLAN}/electives/:id`,
    access: 'designer',
  },
  removeElectiveSlot: {
    method: 'DELETE',
    path: `${PLAN}/electives/:id`,
    access: 'designer',
  },
  addElectiveChoice: {
    method: 'POST',
    path: `${PLAN}/electives/:id/choices`,
    access: 'designer',
  },
  createSpecialBlock: {
    method: 'POST',
    path: `${PLAN}/years/:year/special-blocks`,
    access: 'designer',
  },
  changeSpecialBlock: {
    method: 'PUT',
    path: `${PLAN}/special-blocks/:id`,
    access: 'designer',
  },
  removeSpecialBlock: {
    method: 'DELETE',
    path: `${PLAN}/special-blocks/:id`,
    access: 'designer',
  },
  createPlanItem: {
    method: 'POST',
    path: `${PLAN}/clusters/:id/:kind`,
    access: 'designer',
  },
  reorderPlanList: {
    method: 'PUT',
    path: `${PLAN}/clusters/:id/:kind/order`,
    access: 'designer',
  },
  updatePlanItem: {
    method: 'PUT',
    path: `${PLAN}/items/:kind/:id`,
    access: 'designer',
  },
  deletePlanItem: {
    method: 'DELETE',
    path: `${PLAN}/items/:kind/:id`,
    access: 'designer',
  },
  addPlanMaterial: {
    method: 'POST',
    path: `${PLAN}/clusters/:id/materials`,
    access: 'designer',
  },
  updatePlanMaterial: {
    method: 'PUT',
    path: `${PLAN}/materials/:id`,
    access: 'designer',
  },
  deletePlanMaterial: {
    method: 'DELETE',
    path: `${PLAN}/materials/:id`,
    access: 'designer',
  },
  downloadPlanMaterialFile: {
    method: 'GET',
    path: `${PLAN}/materials/:id/file`,
    access: 'licensedMember',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const planDocs = {
  tag: 'Plan',
  summaries: {
    getYearPlan:
      "One education year's plan: planned clusters, elective slots, their items and special blocks.",
    placePlannedCluster:
      'Places a design cluster in a year (once per year); answers the planned cluster.',
    changePlannedCluster: 'Moves or resizes a planned cluster, or changes its comment; answers it.',
    removePlannedCluster:
      'Removes a planned cluster with its tests, check moments, activities, links and materials.',
    placeElectiveSlot: 'Places an elective slot in a year; answers the slot.',
    changeElectiveSlot:
      'Moves or resizes an elective slot (its choices follow), or changes its places.',
    removeElectiveSlot: 'Removes an elective slot with its choices.',
    addElectiveChoice:
      "Adds one of the elective's design clusters as a choice while a place is left; answers the planned cluster.",
    createSpecialBlock: 'Adds a special block (a named span of weeks) to a year.',
    changeSpecialBlock: 'Renames, moves or resizes a special block.',
    removeSpecialBlock: 'Removes a special block.',
    createPlanItem:
      'Adds a test, check moment, activity or link (`:kind`) to a planned cluster; answers the item.',
    reorderPlanList:
      'Puts one list of a planned cluster (tests, checkups, activities, links or materials) in the given order.',
    updatePlanItem:
      'Changes a test, check moment, activity or link (the same body as its creation).',
    deletePlanItem:
      'Removes a test, check moment, activity or link; the links of a test or activity go too.',
    addPlanMaterial:
      'Adds a material: a link as JSON (kind, title, url), or a file as multipart (kind, title, file; at most 10 MB, else 413).',
    updatePlanMaterial: "Changes a material's title, and a link's address.",
    deletePlanMaterial: 'Removes a material and its file.',
    downloadPlanMaterialFile: "Downloads a material's file (as an attachment).",
  },
} as const satisfies TAreaDocs<typeof planRoutes>;
