import { z } from 'zod';
import { LANGUAGES } from '../enums';
import { NAMING_LEVELS, NAMING_TERM_KEYS, NAMING_TERMS, type TNamingTerm } from '../rules/naming';
import { dataOf, ZIdSchema } from './common';

/*
 * Custom naming (SPEC §3, §7): `GET/PUT locations/:location/customTranslations` and the same
 * below `faculties/:faculty/educationParents/:id` and `educations/:education`; `DELETE .../customTranslations/:term` resets
 * one term of that level. docs/organisation.md has the rules.
 */

export const CUSTOM_NAME_MAX_LENGTH = 60;

/** English field messages the web app recognises and shows in the user's language. */
export const NAMING_MESSAGES = {
  bothRequired: 'Both the singular and the plural are required',
  tooLong: `A name may be at most ${CUSTOM_NAME_MAX_LENGTH} characters`,
} as const;

const ZNamePairSchema = z.object({ singular: z.string(), plural: z.string() });

/** One override as given: both forms, trimmed, neither empty (SPEC §5). */
const ZNamePairInputSchema = z
  .object({
    // Bounded before the trim, so a huge value is refused without copying it (then tooLong).
    singular: z
      .string()
      .max(CUSTOM_NAME_MAX_LENGTH * 4, NAMING_MESSAGES.tooLong)
      .optional(),
    plural: z
      .string()
      .max(CUSTOM_NAME_MAX_LENGTH * 4, NAMING_MESSAGES.tooLong)
      .optional(),
  })
  .transform((pair, context) => {
    const singular = pair.singular?.trim() ?? '';
    const plural = pair.plural?.trim() ?? '';
    for (const [field, value] of [
      ['singular', singular],
      ['plural', plural],
    ] as const) {
      if (value === '') {
        context.addIssue({ code: 'custom', path: [field], message: NAMING_MESSAGES.bothRequired });
      } else if (value.length > CUSTOM_NAME_MAX_LENGTH) {
        context.addIssue({ code: 'custom', path: [field], message: NAMING_MESSAGES.tooLong });
      }
    }
    return { singular, plural };
  });

/**
 * Body of `PUT .../customTranslations`: the overrides to save at that level, by term; terms left
 * out keep what they have. Unknown terms are refused.
 */
export const ZCustomTranslationsInputSchema = z.strictObject(
  Object.fromEntries(NAMING_TERM_KEYS.map((term) => [term, ZNamePairInputSchema.optional()])) as {
    [T in TNamingTerm]: z.ZodOptional<typeof ZNamePairInputSchema>;
  },
);
export type TCustomTranslationsInput = z.input<typeof ZCustomTranslationsInputSchema>;

/** One term in the answer: the name in effect, where it came from, and every level's value. */
export const ZCustomTranslationSchema = z.object({
  singular: z.string(),
  plural: z.string(),
  source: z.enum(NAMING_LEVELS),
  default: ZNamePairSchema,
  location: ZNamePairSchema.nullable(),
  /** Always null in the answer of the location level. */
  education_parent: ZNamePairSchema.nullable(),
  /** The education's own name; null except in the answer of the education level. */
  education: ZNamePairSchema.nullable(),
});
export type TCustomTranslation = z.infer<typeof ZCustomTranslationSchema>;

export const ZCustomTranslationsSchema = z.object({
  /** The language of the defaults (the request's language); overrides apply in every language. */
  language: z.enum(LANGUAGES),
  level: z.enum(['location', 'education_parent', 'education']),
  terms: z.object(
    Object.fromEntries(NAMING_TERM_KEYS.map((term) => [term, ZCustomTranslationSchema])) as {
      [T in TNamingTerm]: typeof ZCustomTranslationSchema;
    },
  ),
});
export type TCustomTranslations = z.infer<typeof ZCustomTranslationsSchema>;
export const ZCustomTranslationsResponseSchema = dataOf(ZCustomTranslationsSchema);
export type TCustomTranslationsResponse = z.infer<typeof ZCustomTranslationsResponseSchema>;

const ZTermSchema = z.enum(Object.keys(NAMING_TERMS) as [TNamingTerm, ...TNamingTerm[]]);

/** Path parameters of resetting one term. */
export const ZLocationTermParamsSchema = z.object({ location: ZIdSchema, term: ZTermSchema });
export const ZEducationParentTermParamsSchema = z.object({
  location: ZIdSchema,
  faculty: ZIdSchema,
  id: ZIdSchema,
  term: ZTermSchema,
});
export const ZEducationTermParamsSchema = z.object({
  location: ZIdSchema,
  education: ZIdSchema,
  term: ZTermSchema,
});
