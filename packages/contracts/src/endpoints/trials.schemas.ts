import {
  ZTrialApproveResponseSchema,
  ZTrialParamsSchema,
  ZTrialRequestInputSchema,
  ZTrialRequestListResponseSchema,
  ZTrialRequestResponseSchema,
  ZTrialSubmittedResponseSchema,
} from '../schemas/trials';
import type { TEndpointSchemas } from './define';
import type { trialsRoutes } from './trials';

export const trialsSchemas = {
  submitTrialRequest: {
    body: ZTrialRequestInputSchema,
    answer: ZTrialSubmittedResponseSchema,
    status: 201,
  },
  listTrialRequests: { answer: ZTrialRequestListResponseSchema },
  approveTrialRequest: { params: ZTrialParamsSchema, answer: ZTrialApproveResponseSchema },
  rejectTrialRequest: { params: ZTrialParamsSchema, answer: ZTrialRequestResponseSchema },
} as const satisfies {
  [K in keyof typeof trialsRoutes]: TEndpointSchemas;
};
