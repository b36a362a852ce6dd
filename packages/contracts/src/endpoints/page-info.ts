import type { TRoute } from './define';

export const pageInfoRoutes = {} as const satisfies Record<string, TRoute>;
