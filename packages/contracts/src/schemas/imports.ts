import { z } from 'zod';
import { LANGUAGES, LOCATION_ROLES, type TLanguage } from '../enums';
import { dataOf } from './common';
import { messageKeys } from '../messages/keys';

/** The import file: csv or xlsx, at most 2 MB and 1000 users (docs/organisation.md). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_EXTENSIONS = ['csv', 'xlsx'] as const;
export type TImportExtension = (typeof IMPORT_EXTENSIONS)[number];

/** The columns of the sample file, in its order. */
export const IMPORT_COLUMNS = ['email', 'first_name', 'middle_name', 'last_name', 'roles'] as const;
export type TImportColumn = (typeof IMPORT_COLUMNS)[number];
/**
 * The sample file's column headers in the language of the one who asks for it. The import reads
 * the headers of every language (and a few other spellings), whatever the language of the upload.
 */
export const IMPORT_HEADERS: Record<TLanguage, Record<TImportColumn, string>> = {
  nl: {
    email: 'E-mailadres',
    first_name: 'Voornaam',
    middle_name: 'Tussenvoegsel',
    last_name: 'Achternaam',
    roles: 'Rollen',
  },
  en: {
    email: 'E-mail',
    first_name: 'First name',
    middle_name: 'Middle name',
    last_name: 'Last name',
    roles: 'Roles',
  },
};

/** Roles in a cell are separated by one of these; Dutch role names count too. */
export const IMPORT_ROLE_SEPARATORS = /[,;|]/;
export const IMPORT_ROLE_ALIASES: Record<string, (typeof LOCATION_ROLES)[number]> = {
  admin: 'admin',
  administrator: 'admin',
  beheerder: 'admin',
  designer: 'designer',
  ontwerper: 'designer',
  user: 'user',
  gebruiker: 'user',
};

/** Message keys of this area (texts in messages/en.ts and nl.ts; docs/errors.md). */
export const IMPORT_MESSAGES = messageKeys('imports');

export const IMPORT_ROW_REASONS = {
  no_role: 'All users must at least have one role',
  unknown_role: 'Unknown role; use admin, designer or user',
  invalid_email: 'This is not a valid e-mail address',
  duplicate: 'This e-mail address appears more than once in the file',
  has_account: 'This user already has an account',
  has_invitation: 'This user has already recieved an invitation',
  invite_failed: 'We could not send the invitation',
} as const;
export type TImportRowReason = keyof typeof IMPORT_ROW_REASONS;

export const ZImportRowResultSchema = z.object({
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  email: z.string(),
  reason: z.enum(Object.keys(IMPORT_ROW_REASONS) as [TImportRowReason, ...TImportRowReason[]]),
  message: z.string(),
});
export type TImportRowResult = z.infer<typeof ZImportRowResultSchema>;

export const ZImportSummarySchema = z.object({
  invited: z.array(
    z.object({
      row: z.number().int(),
      email: z.string(),
      roles: z.array(z.enum(LOCATION_ROLES)),
    }),
  ),
  skipped: z.array(ZImportRowResultSchema),
  failed: z.array(ZImportRowResultSchema),
});
export type TImportSummary = z.infer<typeof ZImportSummarySchema>;
export const ZImportSummaryResponseSchema = dataOf(ZImportSummarySchema);
export type TImportSummaryResponse = z.infer<typeof ZImportSummaryResponseSchema>;

/** `GET locations/:location/imports/users/sample.:format`. */
export const ZImportSampleParamsSchema = z.object({
  location: z.coerce.number().int().positive().max(2_147_483_647),
  format: z.enum(IMPORT_EXTENSIONS),
});
/**
 * `?language=`: the language the screen shows. The sample is a plain download link, which
 * carries the browser's Accept-Language rather than the interface's choice.
 */
export const ZImportSampleQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
});
