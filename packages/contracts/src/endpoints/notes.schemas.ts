import type { TEndpointSchemas } from './define';
import type { notesRoutes } from './notes';

export const notesSchemas = {} as const satisfies {
  [K in keyof typeof notesRoutes]: TEndpointSchemas;
};
