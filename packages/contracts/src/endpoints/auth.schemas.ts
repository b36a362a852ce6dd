import { ZEmptyResponseSchema } from '../schemas/api';
import {
  ZLoginRequestSchema,
  ZMeResponseSchema,
  ZSessionResponseSchema,
  ZUpdateLanguageRequestSchema,
} from '../schemas/auth';
import { ZChangePasswordRequestSchema, ZUpdateProfileRequestSchema } from '../schemas/profile';
import { ZLogoutResponseSchema } from '../schemas/sso';
import { ZForgotPasswordRequestSchema, ZResetPasswordRequestSchema } from '../schemas/users';
import type { TEndpointSchemas } from './define';
import type { authRoutes } from './auth';

export const authSchemas = {
  getCsrfCookie: { answer: ZEmptyResponseSchema },
  signIn: { body: ZLoginRequestSchema, answer: ZMeResponseSchema },
  signOut: { answer: ZLogoutResponseSchema },
  getCurrentUser: { answer: ZMeResponseSchema },
  getSession: { answer: ZSessionResponseSchema },
  updateOwnLanguage: { body: ZUpdateLanguageRequestSchema, answer: ZMeResponseSchema },
  updateOwnProfile: { body: ZUpdateProfileRequestSchema, answer: ZMeResponseSchema },
  changeOwnPassword: { body: ZChangePasswordRequestSchema, answer: ZEmptyResponseSchema },
  requestPasswordReset: { body: ZForgotPasswordRequestSchema, answer: ZEmptyResponseSchema },
  resetPassword: { body: ZResetPasswordRequestSchema, answer: ZEmptyResponseSchema },
} as const satisfies {
  [K in keyof typeof authRoutes]: TEndpointSchemas;
};
