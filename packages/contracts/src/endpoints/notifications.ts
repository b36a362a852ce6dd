import type { TRoute } from './define';

export const notificationsRoutes = {} as const satisfies Record<string, TRoute>;
