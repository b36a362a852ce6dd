import type { TRoute } from './define';

export const designRoutes = {} as const satisfies Record<string, TRoute>;
