import type { TRoute } from './define';

export const cataloguesRoutes = {} as const satisfies Record<string, TRoute>;
