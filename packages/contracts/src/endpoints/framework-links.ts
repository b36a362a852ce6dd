import type { TAreaDocs, TRoute } from './define';

const EDUCATION = '/locations/:location/educations/:education';

/**
 * An education's links to framework items, the suggested links and the coverage of a framework
 * (docs/frameworks.md "Linking", "Coverage").
 */
export const frameworkLinksRoutes = {
  listFrameworkLinks: {
    method: 'GET',
    path: `${EDUCATION}/framework-links`,
    access: 'licensedMember',
  },
  setGoalFrameworkItems: {
    method: 'PUT',
    path: `${EDUCATION}/framework-links/goals/:id`,
    access: 'designer',
  },
  setTestFrameworkItems: {
    method: 'PUT',
    path: `${EDUCATION}/framework-links/tests/:id`,
    access: 'designer',
  },
  linkGoalsByCode: {
    method: 'POST',
    path: `${EDUCATION}/framework-links/by-code`,
    access: 'designer',
  },
  listFrameworkSuggestions: {
    method: 'GET',
    path: `${EDUCATION}/framework-suggestions`,
    access: 'licensedMember',
  },
  dismissFrameworkSuggestion: {
    method: 'POST',
    path: `${EDUCATION}/framework-suggestions/dismissals`,
    access: 'designer',
  },
  getFrameworkCoverage: {
    method: 'GET',
    path: `${EDUCATION}/analysis/frameworks/:framework`,
    access: 'licensedMember',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const frameworkLinksDocs = {
  tag: 'Framework links',
  summaries: {
    listFrameworkLinks:
      "The education's links from learning goals and tests to framework items, with those items (withdrawn ones flagged).",
    setGoalFrameworkItems:
      'Sets the framework items a learning goal covers (items of frameworks the location may use); answers their ids.',
    setTestFrameworkItems:
      'Sets the framework items a test covers directly (items of frameworks the location may use); answers their ids.',
    linkGoalsByCode:
      "Adds links by code: per line a goal's index and item codes of one framework; all lines or none (422 names the lines).",
    listFrameworkSuggestions:
      'Per learning goal the items of `framework` whose text is closest (Dutch-aware, on this server), not linked and not dismissed.',
    dismissFrameworkSuggestion: 'This item is not suggested for this goal again.',
    getFrameworkCoverage:
      'The coverage of one framework by the education: each item with its goals, clusters and tests; covered, taught and tested totals; filters `school_exam_only`, `level`, `domain`.',
  },
} as const satisfies TAreaDocs<typeof frameworkLinksRoutes>;
