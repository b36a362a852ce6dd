import type { TRoute } from './define';

export const educationParentsRoutes = {} as const satisfies Record<string, TRoute>;
