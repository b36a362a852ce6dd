import type { TRoute } from './define';

export const analysisRoutes = {} as const satisfies Record<string, TRoute>;
