import type { TEndpointSchemas } from './define';
import type { educationParentsRoutes } from './education-parents';

export const educationParentsSchemas = {} as const satisfies {
  [K in keyof typeof educationParentsRoutes]: TEndpointSchemas;
};
