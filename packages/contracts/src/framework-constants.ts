/**
 * Frameworks (docs/frameworks.md): what the importer reads and the limits it keeps
 * (docs/decisions/0028-frameworks.md).
 */

/** Where a framework comes from: SLO's exam programmes or core objectives, a CASE package, a sheet. */
export const FRAMEWORK_SOURCE_KINDS = ['slo_exam', 'slo_core', 'case', 'sheet'] as const;
export type TFrameworkSourceKind = (typeof FRAMEWORK_SOURCE_KINDS)[number];

/** Items of one import at most (all 107 exam programmes, with their shared items copied, are about 5,700). */
export const FRAMEWORK_IMPORT_MAX_ITEMS = 25_000;
/** Bytes of one file of an import, and files of one import. */
export const FRAMEWORK_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FRAMEWORK_IMPORT_MAX_FILES = 8;
/** Depth of a framework's tree at most (SLO: 3; CASE packages seldom more than 6). */
export const FRAMEWORK_MAX_DEPTH = 12;

/** The attribution every SLO framework carries wherever it is shown or exported (CC BY 4.0). */
export const SLO_ATTRIBUTION = 'SLO, opendata.slo.nl';
export const SLO_LICENCE = 'CC BY 4.0';

/**
 * The columns of a framework sheet (csv or xlsx), with the headers read for each, Dutch first.
 * The sample file writes the interface language's.
 */
export const FRAMEWORK_SHEET_COLUMNS = {
  code: ['code'],
  title: ['titel', 'title'],
  description: ['omschrijving', 'description'],
  parent_code: ['bovenliggende code', 'parent code'],
  kind: ['soort', 'kind'],
} as const;
export type TFrameworkSheetColumn = keyof typeof FRAMEWORK_SHEET_COLUMNS;
