import { ZEmptyResponseSchema } from '../schemas/api';
import { ZMeResponseSchema } from '../schemas/auth';
import {
  ZAcceptInvitationRequestSchema,
  ZCreateInvitationRequestSchema,
  ZInvitationCheckResponseSchema,
  ZInvitationLinkParamsSchema,
  ZInvitationListResponseSchema,
  ZInvitationParamsSchema,
  ZInvitationResponseSchema,
} from '../schemas/invitations';
import { ZLocationParamsSchema } from '../schemas/menu';
import type { TEndpointSchemas } from './define';
import type { invitationsRoutes } from './invitations';

export const invitationsSchemas = {
  listInvitations: { params: ZLocationParamsSchema, answer: ZInvitationListResponseSchema },
  createInvitation: {
    params: ZLocationParamsSchema,
    body: ZCreateInvitationRequestSchema,
    answer: ZInvitationResponseSchema,
    status: 201,
  },
  withdrawInvitation: { params: ZInvitationParamsSchema, answer: ZEmptyResponseSchema },
  checkInvitation: { params: ZInvitationLinkParamsSchema, answer: ZInvitationCheckResponseSchema },
  // The body passes unchecked here; the domain parses it once it knows the account (see schema).
  acceptInvitation: {
    params: ZInvitationLinkParamsSchema,
    body: ZAcceptInvitationRequestSchema,
    answer: ZMeResponseSchema,
  },
} as const satisfies {
  [K in keyof typeof invitationsRoutes]: TEndpointSchemas;
};
