import { ZEmptyResponseSchema } from '../schemas/api';
import {
  ZLicenseInputSchema,
  ZLicenseListResponseSchema,
  ZLicenseResponseSchema,
} from '../schemas/licenses';
import { ZLocationLicenseParamsSchema } from '../schemas/locations';
import { ZLocationParamsSchema } from '../schemas/menu';
import type { TEndpointSchemas } from './define';
import type { licensesRoutes } from './licenses';

export const licensesSchemas = {
  listLicenses: { params: ZLocationParamsSchema, answer: ZLicenseListResponseSchema },
  createLicense: {
    params: ZLocationParamsSchema,
    body: ZLicenseInputSchema,
    answer: ZLicenseResponseSchema,
    status: 201,
  },
  updateLicense: {
    params: ZLocationLicenseParamsSchema,
    body: ZLicenseInputSchema,
    answer: ZLicenseResponseSchema,
  },
  deleteLicense: { params: ZLocationLicenseParamsSchema, answer: ZEmptyResponseSchema },
} as const satisfies { [K in keyof typeof licensesRoutes]: TEndpointSchemas };
