import type { TRoute } from './define';

export const invitationsRoutes = {} as const satisfies Record<string, TRoute>;
