import type { TRoute } from './define';

export const planRoutes = {} as const satisfies Record<string, TRoute>;
