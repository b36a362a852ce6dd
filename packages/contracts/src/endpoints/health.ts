import type { TRoute } from './define';

export const healthRoutes = {} as const satisfies Record<string, TRoute>;
