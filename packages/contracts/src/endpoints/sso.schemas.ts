import { ZEmptyResponseSchema } from '../schemas/api';
import { ZMeResponseSchema } from '../schemas/auth';
import { ZLocationParamsSchema } from '../schemas/menu';
import {
  ZSsoConfirmLinkRequestSchema,
  ZSsoConnectionInputSchema,
  ZSsoJoinParamsSchema,
  ZSsoLinkParamsSchema,
  ZSsoPasswordLoginInputSchema,
  ZSsoPendingJoinResponseSchema,
  ZSsoPendingLinkResponseSchema,
  ZSsoProviderParamsSchema,
  ZSsoProvidersQuerySchema,
  ZSsoProvidersResponseSchema,
  ZSsoSettingsResponseSchema,
  ZSsoStartParamsSchema,
  ZSsoStartQuerySchema,
} from '../schemas/sso';
import { redirectAnswer, type TEndpointSchemas } from './define';
import type { ssoRoutes } from './sso';

export const ssoSchemas = {
  listSsoProviders: { query: ZSsoProvidersQuerySchema, answer: ZSsoProvidersResponseSchema },
  startSsoSignIn: {
    params: ZSsoStartParamsSchema,
    query: ZSsoStartQuerySchema,
    answer: redirectAnswer,
    status: 302,
  },
  // No query schema: the provider adds its own (code, state, error ...), read from the raw URL.
  finishSsoSignIn: { answer: redirectAnswer, status: 302 },
  getSsoLink: { params: ZSsoLinkParamsSchema, answer: ZSsoPendingLinkResponseSchema },
  confirmSsoLink: {
    params: ZSsoLinkParamsSchema,
    body: ZSsoConfirmLinkRequestSchema,
    answer: ZMeResponseSchema,
  },
  getSsoJoin: { params: ZSsoJoinParamsSchema, answer: ZSsoPendingJoinResponseSchema },
  acceptSsoJoin: { params: ZSsoJoinParamsSchema, answer: ZMeResponseSchema },
  declineSsoJoin: { params: ZSsoJoinParamsSchema, answer: ZEmptyResponseSchema },
  getSsoSettings: { params: ZLocationParamsSchema, answer: ZSsoSettingsResponseSchema },
  updateSsoPasswordLogin: {
    params: ZLocationParamsSchema,
    body: ZSsoPasswordLoginInputSchema,
    answer: ZSsoSettingsResponseSchema,
  },
  saveSsoConnection: {
    params: ZSsoProviderParamsSchema,
    body: ZSsoConnectionInputSchema,
    answer: ZSsoSettingsResponseSchema,
  },
  removeSsoConnection: { params: ZSsoProviderParamsSchema, answer: ZSsoSettingsResponseSchema },
} as const satisfies { [K in keyof typeof ssoRoutes]: TEndpointSchemas };
