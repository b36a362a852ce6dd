import type { TRoute } from './define';

/** Help texts per screen (SPEC §2 "Help"): everyone reads, the platform administrator edits. */
export const pageInfoRoutes = {
  findPageInfo: {
    method: 'POST',
    path: '/pageinfo',
    access: 'signedIn',
    tag: 'Page Info',
    summary:
      "The help text of a screen's route pattern, in the request's language or else Dutch; null when it has none. A read, sent as POST.",
  },
  listPageInfo: {
    method: 'GET',
    path: '/pageinfo/all',
    access: 'platformAdmin',
    tag: 'Page Info',
    summary: 'Every help text, by route and language.',
  },
  savePageInfo: {
    method: 'PUT',
    path: '/pageinfo/:route/:language',
    access: 'platformAdmin',
    tag: 'Page Info',
    summary:
      'Creates or replaces the help text of a route (URL-encoded as one segment) in a language; the HTML is sanitised.',
  },
  deletePageInfo: {
    method: 'DELETE',
    path: '/pageinfo/:route/:language',
    access: 'platformAdmin',
    tag: 'Page Info',
    summary: 'Removes the help text of a route in a language; 404 when there is none.',
  },
} as const satisfies Record<string, TRoute>;
