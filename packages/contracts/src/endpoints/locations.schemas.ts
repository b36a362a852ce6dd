import {
  ZLocationDetailsResponseSchema,
  ZLocationInputSchema,
  ZLocationListResponseSchema,
  ZLocationLogoInputSchema,
  ZLocationSettingsInputSchema,
  ZLogoQuerySchema,
} from '../schemas/locations';
import { ZLocationParamsSchema } from '../schemas/menu';
import { fileAnswer, type TEndpointSchemas } from './define';
import type { locationsRoutes } from './locations';

export const locationsSchemas = {
  listLocations: { answer: ZLocationListResponseSchema },
  createLocation: {
    body: ZLocationInputSchema,
    answer: ZLocationDetailsResponseSchema,
    status: 201,
  },
  getLocation: { params: ZLocationParamsSchema, answer: ZLocationDetailsResponseSchema },
  updateLocation: {
    params: ZLocationParamsSchema,
    body: ZLocationInputSchema,
    answer: ZLocationDetailsResponseSchema,
  },
  updateLocationSettings: {
    params: ZLocationParamsSchema,
    body: ZLocationSettingsInputSchema,
    answer: ZLocationDetailsResponseSchema,
  },
  // The stored image's own type (image/png, image/jpeg or image/webp); 304 on a matching ETag.
  getLocationLogo: {
    params: ZLocationParamsSchema,
    query: ZLogoQuerySchema,
    answer: fileAnswer('image/*'),
  },
  // A JSON body with the image in base64, not a multipart upload (the API speaks JSON here).
  uploadLocationLogo: {
    params: ZLocationParamsSchema,
    body: ZLocationLogoInputSchema,
    answer: ZLocationDetailsResponseSchema,
  },
  removeLocationLogo: { params: ZLocationParamsSchema, answer: ZLocationDetailsResponseSchema },
} as const satisfies { [K in keyof typeof locationsRoutes]: TEndpointSchemas };
