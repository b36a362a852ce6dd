import type { TRoute } from './define';

export const notesRoutes = {} as const satisfies Record<string, TRoute>;
