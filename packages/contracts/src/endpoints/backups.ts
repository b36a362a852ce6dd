import type { TRoute } from './define';

export const backupsRoutes = {} as const satisfies Record<string, TRoute>;
