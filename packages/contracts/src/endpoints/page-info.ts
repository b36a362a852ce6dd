import type { TAreaDocs, TRoute } from './define';

/**
 * Help texts per screen (docs/organisation.md "Help texts"): everyone reads, the platform
 * administrator edits.
 */
export const pageInfoRoutes = {
  findPageInfo: {
    method: 'POST',
    path: '/pageinfo',
    access: 'signedIn',
  },
  listPageInfo: {
    method: 'GET',
    path: '/pageinfo/all',
    access: 'platformAdmin',
  },
  savePageInfo: {
    method: 'PUT',
    path: '/pageinfo/:route/:language',
    access: 'platformAdmin',
  },
  deletePageInfo: {
    method: 'DELETE',
    path: '/pageinfo/:route/:language',
    access: 'platformAdmin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const pageInfoDocs = {
  tag: 'Page Info',
  summaries: {
    findPageInfo:
      "The help text of a screen's route pattern, in the request's language or else Dutch; null when it has none. A read, sent as POST.",
    listPageInfo: 'Every help text, by route and language.',
    savePageInfo:
      'Creates or replaces the help text of a route (URL-encoded as one segment) in a language; the HTML is sanitised.',
    deletePageInfo: 'Removes the help text of a route in a language; 404 when there is none.',
  },
} as const satisfies TAreaDocs<typeof pageInfoRoutes>;
