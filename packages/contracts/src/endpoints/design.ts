import type { TAreaDocs, TRoute } from './define';

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
  },
  createDesignItem: {
    method: 'POST',
    path: `${DESIGN}/:kind`,
    access: 'designer',
  },
  reorderDesignItems: {
    method: 'PUT',
    path: `${DESIGN}/:kind/order`,
    access: 'designer',
  },
  updateDesignItem: {
    method: 'PUT',
    path: `${DESIGN}/:kind/:id`,
    access: 'designer',
  },
  deleteDesignItem: {
    method: 'DELETE',
    path: `${DESIGN}/:kind/:id`,
    access: 'designer',
  },
  setGoalClusters: {
    method: 'PUT',
    path: `${DESIGN}/learning-goals/:id/clusters`,
    access: 'designer',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const designDocs = {
  tag: 'Design',
  summaries: {
    getDesign:
      "The education's whole design, every list in its order; cached per content version (ETag, 304).",
    createDesignItem:
      'Adds an item of the kind at the end of its list (body: the input of that kind); answers the item.',
    reorderDesignItems:
      "Puts one kind's list in the given order of ids (exactly the list's ids, else 422).",
    updateDesignItem: 'Changes an item (the same body as its creation); answers the item.',
    deleteDesignItem: 'Removes an item with what hangs under it and its planning work.',
    setGoalClusters: 'Sets the clusters that cover a learning goal; answers their ids.',
  },
} as const satisfies TAreaDocs<typeof designRoutes>;
