import { z } from 'zod';
import { LOCATION_TYPES } from '../enums';
import { dataOf } from './common';

export const ZLocationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  domain: z.string(),
  type: z.enum(LOCATION_TYPES),
});
export type TLocation = z.infer<typeof ZLocationSchema>;

export const ZLocationListResponseSchema = dataOf(z.array(ZLocationSchema));
export type TLocationListResponse = z.infer<typeof ZLocationListResponseSchema>;
