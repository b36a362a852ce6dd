import type { TRoute } from './define';

export const navigationRoutes = {} as const satisfies Record<string, TRoute>;
