import type { TRoute } from './define';

export const archiveRoutes = {} as const satisfies Record<string, TRoute>;
