import type { TAreaDocs, TRoute } from './define';

const ANALYSIS = '/locations/:location/educations/:education/analysis';

/*
 * The analysis of an education (docs/analysis.md): read-only, for every member who may read the
 * education (another location's education answers 404, no license 403). The study-load norms are
 * data the platform administrator keeps; everyone signed in reads them.
 */
export const analysisRoutes = {
  getAnalysisSummary: {
    method: 'GET',
    path: ANALYSIS,
    access: 'licensedMember',
  },
  getAnalysisHealth: {
    method: 'GET',
    path: `${ANALYSIS}/health`,
    access: 'licensedMember',
  },
  getAnalysisOfYear: {
    method: 'GET',
    path: `${ANALYSIS}/years/:year/:tab`,
    access: 'licensedMember',
  },
  listStudyLoadNorms: {
    method: 'GET',
    path: '/study-load-norms',
    access: 'signedIn',
  },
  createStudyLoadNorm: {
    method: 'POST',
    path: '/study-load-norms',
    access: 'platformAdmin',
  },
  deleteStudyLoadNorm: {
    method: 'DELETE',
    path: '/study-load-norms/:id',
    access: 'platformAdmin',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const analysisDocs = {
  tag: 'Analysis',
  summaries: {
    getAnalysisSummary:
      "The analysis screen's head: the education's years, its study-load norm, filter lists and whether the bubble view is available.",
    getAnalysisHealth: "The education's health check: each check's score and its failing items.",
    getAnalysisOfYear:
      'One tab of one education year (planning, goals, tests, intensity, coverage, tests-overview, team) or its bubbles (409 `bubble_unavailable` when refused); an unknown tab answers 404.',
    listStudyLoadNorms: 'The study-load norms, each with its law and the date it takes effect.',
    createStudyLoadNorm:
      'Adds a norm that takes effect on a date; 409 when a norm of one of its education types already takes effect that day.',
    deleteStudyLoadNorm: 'Removes a norm that has not taken effect yet; 409 once it has.',
  },
} as const satisfies TAreaDocs<typeof analysisRoutes>;
