import { z } from 'zod';
import { EDUCATION_LIMITS } from '../education-constants';
import { LANGUAGES } from '../enums';
import {
  EXPORT_FORMATS,
  EXPORT_PARTS,
  EXPORT_STATUSES,
  type TExportPart,
} from '../export-constants';
import { dataOf, ZIdParamSchema, ZIdSchema } from './common';

/**
 * `POST .../educations/:education/exports` (docs/exports.md): what to export. `year_ids` limits
 * the plan and the analysis to those years of the education; null means every year.
 */
export const ZExportRequestSchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS),
  language: z.enum(LANGUAGES),
  parts: z
    .array(z.enum(EXPORT_PARTS))
    .min(1)
    .max(EXPORT_PARTS.length)
    .refine((parts) => new Set(parts).size === parts.length, 'Each part once'),
  year_ids: z.array(ZIdSchema).min(1).max(EDUCATION_LIMITS.maxYears).nullable(),
});
export type TExportRequest = z.infer<typeof ZExportRequestSchema>;

/** One export of the signed-in user (its file is downloaded through `download/export/{id}`). */
export const ZExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(EXPORT_STATUSES),
  format: z.enum(EXPORT_FORMATS),
  language: z.enum(LANGUAGES),
  parts: z.array(z.enum(EXPORT_PARTS)),
  year_ids: z.array(z.number().int()).nullable(),
  location_id: z.number().int(),
  education_id: z.number().int(),
  education_name: z.string(),
  /** The name the download is saved under; null until the file is ready. */
  file_name: z.string().nullable(),
  /** Sections done of `total` (progress of a running export). */
  done: z.number().int(),
  total: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type TExport = z.infer<typeof ZExportSchema>;
export const ZExportResponseSchema = dataOf(ZExportSchema);
/** `GET exports/current`: the user's queued or running export, or null. */
export const ZCurrentExportResponseSchema = dataOf(ZExportSchema.nullable());

export const ZExportParamsSchema = z.object({ id: ZIdParamSchema });

/** The parts in the document's order, whatever order the request listed them in. */
export const orderedParts = (parts: readonly TExportPart[]): TExportPart[] =>
  EXPORT_PARTS.filter((part) => parts.includes(part));
