import type { TRoute } from './define';

export const trialsRoutes = {} as const satisfies Record<string, TRoute>;
