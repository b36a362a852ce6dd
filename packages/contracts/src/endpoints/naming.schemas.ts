import { ZEducationParamsSchema } from '../schemas/educations';
import { ZEducationParentParamsSchema } from '../schemas/faculties';
import { ZLocationParamsSchema } from '../schemas/menu';
import {
  ZCustomTranslationsInputSchema,
  ZCustomTranslationsResponseSchema,
  ZEducationParentTermParamsSchema,
  ZEducationTermParamsSchema,
  ZLocationTermParamsSchema,
} from '../schemas/naming';
import type { TEndpointSchemas } from './define';
import type { namingRoutes } from './naming';

const answer = ZCustomTranslationsResponseSchema;
const body = ZCustomTranslationsInputSchema;

export const namingSchemas = {
  getLocationCustomTranslations: { params: ZLocationParamsSchema, answer },
  saveLocationCustomTranslations: { params: ZLocationParamsSchema, body, answer },
  resetLocationCustomTranslation: { params: ZLocationTermParamsSchema, answer },
  getEducationParentCustomTranslations: { params: ZEducationParentParamsSchema, answer },
  saveEducationParentCustomTranslations: { params: ZEducationParentParamsSchema, body, answer },
  resetEducationParentCustomTranslation: { params: ZEducationParentTermParamsSchema, answer },
  getEducationCustomTranslations: { params: ZEducationParamsSchema, answer },
  saveEducationCustomTranslations: { params: ZEducationParamsSchema, body, answer },
  resetEducationCustomTranslation: { params: ZEducationTermParamsSchema, answer },
} as const satisfies { [K in keyof typeof namingRoutes]: TEndpointSchemas };
