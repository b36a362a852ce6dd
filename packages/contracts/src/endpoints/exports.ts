import type { TRoute } from './define';

export const exportsRoutes = {} as const satisfies Record<string, TRoute>;
