import type { TRoute } from './define';

export const namingRoutes = {} as const satisfies Record<string, TRoute>;
