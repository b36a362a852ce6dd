import { z } from 'zod';
import { LANGUAGES } from '../enums';
import { embeddableVideoUrl } from '../rules/video-url';
import { dataOf } from './common';
import type { TMessageKey } from '../messages/keys';

/*
 * Editing help texts (page info) by the platform administrator. The content is HTML; the server
 * sanitises it before storing, and the web app sanitises again before showing it.
 */

/** A route pattern without parameters, as `POST pageinfo` receives it ('/plan', '/admin/users'). */
export const ZHelpRouteSchema = z
  .string({ error: 'common.required' satisfies TMessageKey })
  .trim()
  .min(1, 'common.required' satisfies TMessageKey)
  .max(200, 'common.tooLong' satisfies TMessageKey)
  .regex(/^\/[a-z0-9/-]*$/, 'pageInfo.invalidRoute' satisfies TMessageKey);

export const ZPageInfoEntryParamsSchema = z.object({
  route: ZHelpRouteSchema,
  language: z.enum(LANGUAGES, { error: 'invalid_language' }),
});
export type TPageInfoEntryParams = z.infer<typeof ZPageInfoEntryParamsSchema>;

export const PAGE_INFO_TITLE_MAX = 120;
export const PAGE_INFO_CONTENT_MAX = 50_000;

export const ZPageInfoInputSchema = z.object({
  title: z
    .string({ error: 'common.required' satisfies TMessageKey })
    .trim()
    .min(1, 'common.required' satisfies TMessageKey)
    .max(PAGE_INFO_TITLE_MAX, 'common.tooLong' satisfies TMessageKey),
  content: z
    .string({ error: 'common.required' satisfies TMessageKey })
    .trim()
    .min(1, 'common.required' satisfies TMessageKey)
    .max(PAGE_INFO_CONTENT_MAX, 'common.tooLong' satisfies TMessageKey),
  /** Optional; an https YouTube or Vimeo embed address (see embeddableVideoUrl). */
  video: z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const url = embeddableVideoUrl(value);
      if (!url) {
        ctx.addIssue({ code: 'custom', message: 'pageInfo.invalidVideo' satisfies TMessageKey });
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
