import {
  IMPORT_HEADERS,
  IMPORT_ROLE_ALIASES,
  IMPORT_ROLE_SEPARATORS,
  IMPORT_ROW_REASONS,
  LOCATION_ROLES,
  ZEmailSchema,
  type TImportColumn,
  type TImportRowResult,
  type TImportRowReason,
  type TLocationRole,
  LANGUAGES,
} from '@cp/contracts';
import { InvalidImportFile, type TRawTable } from './read-import-file';

const squash = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Other spellings people type, besides the sample's headers. */
const OTHER_HEADER_NAMES: Record<TImportColumn, string[]> = {
  email: ['email', 'emailadres', 'emailaddress', 'mail'],
  first_name: ['firstname', 'voornaam'],
  middle_name: ['middlename', 'tussenvoegsel', 'tussenvoegsels'],
  last_name: ['lastname', 'achternaam'],
  roles: ['roles', 'role', 'rollen', 'rol'],
};

/**
 * Header spellings per column, compared without case, accents, spaces and punctuation: the
 * sample's headers in every language (a file from a Dutch screen imports on an English one, and
 * the other way round) and the other spellings.
 */
const HEADER_NAMES = Object.fromEntries(
  (Object.keys(OTHER_HEADER_NAMES) as TImportColumn[]).map((column) => [
    column,
    [
      ...new Set([
        ...LANGUAGES.map((language) => squash(IMPORT_HEADERS[language][column])),
        ...OTHER_HEADER_NAMES[column],
      ]),
    ],
  ]),
) as Record<TImportColumn, string[]>;

/** Which cell holds which column; the e-mail and roles columns are required. */
export function columnsOf(header: string[]): Partial<Record<TImportColumn, number>> {
  const columns: Partial<Record<TImportColumn, number>> = {};
  header.forEach((name, index) => {
    const key = squash(name);
    for (const [column, names] of Object.entries(HEADER_NAMES) as [TImportColumn, string[]][]) {
      if (names.includes(key) && columns[column] === undefined) columns[column] = index;
    }
  });
  if (columns.email === undefined || columns.roles === undefined) {
    throw new InvalidImportFile('invalid_file');
  }
  return columns;
}

/** 'Admin; ontwerper|user' -> ['admin', 'designer', 'user']; null when a name is unknown. */
export function parseRoles(cell: string): TLocationRole[] | null {
  const names = cell
    .split(IMPORT_ROLE_SEPARATORS)
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const roles = new Set<TLocationRole>();
  for (const name of names) {
    const role = IMPORT_ROLE_ALIASES[name];
    if (!role) return null;
    roles.add(role);
  }
  return LOCATION_ROLES.filter((role) => roles.has(role));
}

export type TValidRow = { row: number; email: string; roles: TLocationRole[] };

export const rowResult = (row: number, email: string, reason: TImportRowReason) =>
  ({ row, email, reason, message: IMPORT_ROW_REASONS[reason] }) satisfies TImportRowResult;

/**
 * Checks every row on its own (a valid e-mail, at least one known role, no address twice in
 * the file); the rows that pass go on to be invited, the others are reported as failed.
 */
export function validateRows(table: TRawTable): { valid: TValidRow[]; failed: TImportRowResult[] } {
  const columns = columnsOf(table.header);
  const cell = (cells: string[], column: TImportColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const valid: TValidRow[] = [];
  const failed: TImportRowResult[] = [];
  const seen = new Set<string>();
  for (const { row, cells } of table.rows) {
    const rawEmail = cell(cells, 'email');
    const email = ZEmailSchema.safeParse(rawEmail);
    if (!email.success) {
      failed.push(rowResult(row, rawEmail, 'invalid_email'));
      continue;
    }
    const roles = parseRoles(cell(cells, 'roles'));
    if (roles === null) failed.push(rowResult(row, email.data, 'unknown_role'));
    else if (roles.length === 0) failed.push(rowResult(row, email.data, 'no_role'));
    else if (seen.has(email.data)) failed.push(rowResult(row, email.data, 'duplicate'));
    else valid.push({ row, email: email.data, roles });
    seen.add(email.data);
  }
  return { valid, failed };
}
