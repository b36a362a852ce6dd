import type { TEndpointSchemas } from './define';
import type { educationsRoutes } from './educations';

export const educationsSchemas = {} as const satisfies {
  [K in keyof typeof educationsRoutes]: TEndpointSchemas;
};
