import type { TAreaDocs, TRoute } from './define';

/** For monitoring and load balancers. */
export const healthRoutes = {
  checkHealth: {
    method: 'GET',
    path: '/health',
    access: 'public',
  },
} as const satisfies Record<string, TRoute>;

/** For the API description only (server): the reference's group and one line per endpoint. */
export const healthDocs = {
  tag: 'Health',
  summaries: {
    checkHealth: 'Answers `ok` when the server runs and its database answers.',
  },
} as const satisfies TAreaDocs<typeof healthRoutes>;
