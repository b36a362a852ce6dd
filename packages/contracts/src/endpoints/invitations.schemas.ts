import type { TEndpointSchemas } from './define';
import type { invitationsRoutes } from './invitations';

export const invitationsSchemas = {} as const satisfies {
  [K in keyof typeof invitationsRoutes]: TEndpointSchemas;
};
