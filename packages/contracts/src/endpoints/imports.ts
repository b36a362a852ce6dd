import type { TRoute } from './define';

export const importsRoutes = {} as const satisfies Record<string, TRoute>;
