import type { TRoute } from './define';

/** For monitoring and load balancers. */
export const healthRoutes = {
  checkHealth: {
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'Health',
    summary: 'Answers `ok` when the server runs and its database answers.',
  },
} as const satisfies Record<string, TRoute>;
