import type { TRoute } from './define';

export const locationsRoutes = {} as const satisfies Record<string, TRoute>;
