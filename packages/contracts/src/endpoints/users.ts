import type { TRoute } from './define';

export const usersRoutes = {} as const satisfies Record<string, TRoute>;
