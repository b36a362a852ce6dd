import type { TRoute } from './define';

const DESIGN = '/locations/:location/educations/:education/design';

/*
 * The design of an education (docs/design.md): members read it whole, designers change it item by
 * item. `:kind` is one of DESIGN_KINDS (competences, learning-clusters, ...); an unknown kind
 * answers 404. Every change is refused with 409 `education_locked` unless the education is
 * designing, and with 403 `design_restricted` for a designer limited to other educations.
 */
export const designRoutes = {
  getDesign: {
    method: 'GET',
    path: DESIGN,
    access: 'licensedMember',
    tag: 'Design',
    summary:
      "The education's whole design, every list in its order; cached per content version (ETag, 304).",
  },
  createDesignItem: {
    method: 'POST',
    path: `${DESIGN}/:kind`,
    access: 'designer',
    tag: 'Design',
    summary:
      'Adds an item of the kind at the end of its list (body: the input of that kind); answers the item.',
  },
  reorderDesignItems: {
    method: 'PUT',
    path: `${DESIGN}/:kind/order`,
    access: 'designer',
    tag: 'Design',
    summary: "Puts one kind's list in the given order of ids (exactly the list's ids, else 422).",
  },
  updateDesignItem: {
    method: 'PUT',
    path: `${DESIGN}/:kind/:id`,
    access: 'designer',
    tag: 'Design',
    summary: 'Changes an item (the same body as its creation); answers the item.',
  },
  deleteDesignItem: {
    method: 'DELETE',
    path: `${DESIGN}/:kind/:id`,
    access: 'designer',
    tag: 'Design',
    summary: 'Removes an item with what hangs under it and its planning work.',
  },
  setGoalClusters: {
    method: 'PUT',
    path: `${DESIGN}/learning-goals/:id/clusters`,
    access: 'designer',
    tag: 'Design',
    summary: 'Sets the clusters that cover a learning goal; answers their ids.',
  },
} as const satisfies Record<string, TRoute>;
