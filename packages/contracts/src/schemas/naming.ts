import { z } from 'zod';
import { LANGUAGES } from '../enums';
import {
  NAMING_LEVELS,
  NAMING_TERM_KEYS,
  NAMING_TERMS,
  type TNamePair,
  type TNamingTerm,
} from '../rules/naming';
import { dataOf, ZIdParamSchema } from './common';
import { messageKeys } from '../messages/keys';

/*
 * Custom naming: `GET/PUT locations/:location/customTranslations` and the same below
 * `faculties/:faculty/educationParents/:id` and `educations/:education`; `DELETE
 * .../customTranslations/:term` resets one term of that level. docs/organisation.md has the rules.
 */

export const CUSTOM_NAME_MAX_LENGTH = 60;

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const NAMING_MESSAGES = messageKeys('naming');
export type TNamingMessage = keyof typeof NAMING_MESSAGES;

// Control characters (tab, line break, NUL, ...) and the Unicode line and paragraph separators:
// a term is one line of text inside sentences, headings and sheet names.
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * The rule for one name (docs/organisation.md "Custom naming"), shared by the server's schema and
 * the edit form: both forms, trimmed, neither empty, at most CUSTOM_NAME_MAX_LENGTH characters, no
 * control characters. Answers the message per field that breaks it.
 */
export function namePairErrors(pair: {
  singular?: string;
  plural?: string;
}): Partial<Record<keyof TNamePair, TNamingMessage>> {
  const errors: Partial<Record<keyof TNamePair, TNamingMessage>> = {};
  for (const field of ['singular', 'plural'] as const) {
    const value = pair[field]?.trim() ?? '';
    if (value === '') errors[field] = 'bothRequired';
    else if (value.length > CUSTOM_NAME_MAX_LENGTH) errors[field] = 'tooLong';
    else if (CONTROL_CHARACTERS.test(value)) errors[field] = 'controlCharacters';
  }
  return errors;
}

const ZNamePairSchema = z.object({ singular: z.string(), plural: z.string() });

/** One name as given: both forms, trimmed (namePairErrors). */
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
    const errors = namePairErrors(pair);
    for (const field of ['singular', 'plural'] as const) {
      const error = errors[field];
      if (error)
        context.addIssue({ code: 'custom', path: [field], message: NAMING_MESSAGES[error] });
    }
    return { singular: pair.singular?.trim() ?? '', plural: pair.plural?.trim() ?? '' };
  });

/**
 * One term's name at a level, as saved: the Dutch form (required: the schools type Dutch; a
 * missing one is reported at `nl.singular` and `nl.plural`) and the English form, or none
 * (left out or null: English shows the next level's English name, else the English default).
 */
const ZNameFormsInputSchema = z.strictObject({
  nl: ZNamePairInputSchema.prefault({}),
  en: ZNamePairInputSchema.nullable().optional(),
});
export type TNameFormsInput = z.input<typeof ZNameFormsInputSchema>;

/**
 * Body of `PUT .../customTranslations`: the names to save at that level, by term; a term given
 * is replaced whole (its Dutch form, and its English form or none), terms left out keep what
 * they have. Unknown terms and languages are refused.
 */
export const ZCustomTranslationsInputSchema = z.strictObject(
  Object.fromEntries(NAMING_TERM_KEYS.map((term) => [term, ZNameFormsInputSchema.optional()])) as {
    [T in TNamingTerm]: z.ZodOptional<typeof ZNameFormsInputSchema>;
  },
);
export type TCustomTranslationsInput = z.input<typeof ZCustomTranslationsInputSchema>;

/** A level's own name of a term in each language; null where that language has none. */
export const ZNameFormsSchema = z.object({
  nl: ZNamePairSchema.nullable(),
  en: ZNamePairSchema.nullable(),
});

/**
 * One term in the answer: the name in effect in the answer's language, where it came from, and
 * each level's own name (null when that level has none in the answer's language; always null
 * for a level below the one asked). `forms` holds each level's own names in both languages, for
 * the edit screen and for resolving in another language (resolveNames).
 */
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
  forms: z.object({
    location: ZNameFormsSchema,
    education_parent: ZNameFormsSchema,
    education: ZNameFormsSchema,
  }),
});
export type TCustomTranslation = z.infer<typeof ZCustomTranslationSchema>;

export const ZCustomTranslationsSchema = z.object({
  /** The language of the names in effect and of the defaults (the request's language). */
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
export const ZLocationTermParamsSchema = z.object({ location: ZIdParamSchema, term: ZTermSchema });
export const ZEducationParentTermParamsSchema = z.object({
  location: ZIdParamSchema,
  faculty: ZIdParamSchema,
  id: ZIdParamSchema,
  term: ZTermSchema,
});
export const ZEducationTermParamsSchema = z.object({
  location: ZIdParamSchema,
  education: ZIdParamSchema,
  term: ZTermSchema,
});
