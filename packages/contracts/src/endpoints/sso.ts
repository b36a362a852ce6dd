import type { TRoute } from './define';

export const ssoRoutes = {} as const satisfies Record<string, TRoute>;
