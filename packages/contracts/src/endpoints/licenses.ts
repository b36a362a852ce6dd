import type { TRoute } from './define';

export const licensesRoutes = {} as const satisfies Record<string, TRoute>;
