import type { TRoute } from './define';

export const educationsRoutes = {} as const satisfies Record<string, TRoute>;
