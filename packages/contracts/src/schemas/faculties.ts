import { z } from 'zod';
import { dataOf, ZIdParamSchema } from './common';
import { messageKeys } from '../messages/keys';

/*
 * Faculties (per location) and education parents (per faculty): a location's work is organised as
 * location, then faculty, then education parent, then education. docs/organisation.md has the
 * rules.
 */

export const FACULTY_NAME_MAX_LENGTH = 100;

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const ORGANISATION_MESSAGES = messageKeys('faculties');

const ZNameSchema = z
  .string({ error: ORGANISATION_MESSAGES.nameRequired })
  .trim()
  .min(1, ORGANISATION_MESSAGES.nameRequired)
  .max(FACULTY_NAME_MAX_LENGTH, ORGANISATION_MESSAGES.nameTooLong);

/** Body of creating or renaming a faculty or an education parent. */
export const ZFacultyInputSchema = z.object({ name: ZNameSchema });
export type TFacultyInput = z.infer<typeof ZFacultyInputSchema>;
export const ZEducationParentInputSchema = z.object({ name: ZNameSchema });
export type TEducationParentInput = z.infer<typeof ZEducationParentInputSchema>;

export const ZFacultySchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  name: z.string(),
  /** How many education parents it holds (a faculty can only be deleted when this is 0). */
  education_parents_count: z.number().int(),
});
export type TFaculty = z.infer<typeof ZFacultySchema>;

export const ZEducationParentSchema = z.object({
  id: z.number().int(),
  faculty_id: z.number().int(),
  name: z.string(),
  /**
   * The educations it holds, not archived and archived: it can only be deleted when both are 0,
   * so the screen can say why before anyone confirms.
   */
  educations_count: z.number().int(),
  archived_educations_count: z.number().int(),
});
export type TEducationParent = z.infer<typeof ZEducationParentSchema>;

export const ZFacultyListResponseSchema = dataOf(z.array(ZFacultySchema));
export type TFacultyListResponse = z.infer<typeof ZFacultyListResponseSchema>;
export const ZFacultyResponseSchema = dataOf(ZFacultySchema);
export type TFacultyResponse = z.infer<typeof ZFacultyResponseSchema>;
/** The list is the `data` of the body (docs/organisation.md "Faculties and education parents"). */
export const ZEducationParentListResponseSchema = dataOf(z.array(ZEducationParentSchema));
export type TEducationParentListResponse = z.infer<typeof ZEducationParentListResponseSchema>;
export const ZEducationParentResponseSchema = dataOf(ZEducationParentSchema);
export type TEducationParentResponse = z.infer<typeof ZEducationParentResponseSchema>;

/** Path parameters: `locations/:location/faculties/:faculty[/educationParents/:id]`. */
export const ZFacultyParamsSchema = z.object({ location: ZIdParamSchema, faculty: ZIdParamSchema });
export type TFacultyParams = z.infer<typeof ZFacultyParamsSchema>;
export const ZEducationParentParamsSchema = ZFacultyParamsSchema.extend({ id: ZIdParamSchema });
export type TEducationParentParams = z.infer<typeof ZEducationParentParamsSchema>;
