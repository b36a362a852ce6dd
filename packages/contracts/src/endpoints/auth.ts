import type { TRoute } from './define';

export const authRoutes = {} as const satisfies Record<string, TRoute>;
