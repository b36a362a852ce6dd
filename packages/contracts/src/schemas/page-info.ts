import { z } from 'zod';
import { LANGUAGES } from '../enums';
import { embeddableVideoUrl } from '../rules/video-url';
import { dataOf } from './common';

/*
 * Editing help texts (page info) by the platform administrator. The content is HTML; the server
 * sanitises it before storing, and the web app sanitises again before showing it.
 */

/** A route pattern without parameters, as `POST pageinfo` receives it ('/plan', '/admin/users'). */
export const ZHelpRouteSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(200, 'too_long')
  .regex(/^\/[a-z0-9/-]*$/, 'invalid_route');

export const ZPageInfoEntryParamsSchema = z.object({
  route: ZHelpRouteSchema,
  language: z.enum(LANGUAGES, { error: 'invalid_language' }),
});
export type TPageInfoEntryParams = z.infer<typeof ZPageInfoEntryParamsSchema>;

export const PAGE_INFO_TITLE_MAX = 120;
export const PAGE_INFO_CONTENT_MAX = 50_000;

export const ZPageInfoInputSchema = z.object({
  title: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(PAGE_INFO_TITLE_MAX, 'too_long'),
  content: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(PAGE_INFO_CONTENT_MAX, 'too_long'),
  /** Optional; an https YouTube or Vimeo embed address (see embeddableVideoUrl). */
  video: z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const url = embeddableVideoUrl(value);
      if (!url) {
        ctx.addIssue({ code: 'custom', message: 'invalid_video' });
        return z.NEVER;
      }
      return url;
    }),
});
export type TPageInfoInput = z.input<typeof ZPageInfoInputSchema>;

export const ZPageInfoEntrySchema = z.object({
  route: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  content: z.string(),
  video: z.string().nullable(),
});
export type TPageInfoEntry = z.infer<typeof ZPageInfoEntrySchema>;
export const ZPageInfoEntryResponseSchema = dataOf(ZPageInfoEntrySchema);
export const ZPageInfoEntryListResponseSchema = dataOf(z.array(ZPageInfoEntrySchema));
