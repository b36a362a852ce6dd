import { loadExcelJs } from './excel';
import Papa from 'papaparse';
import {
  IMPORT_COLUMNS,
  IMPORT_HEADERS,
  type TImportExtension,
  type TLanguage,
} from '@cp/contracts';

/**
 * Two example rows: several roles in one cell, and a middle name. The role names are those of
 * the language (the import reads both, IMPORT_ROLE_ALIASES).
 */
const EXAMPLES: Record<TLanguage, string[][]> = {
  nl: [
    ['jan.jansen@school.nl', 'Jan', '', 'Jansen', 'beheerder, ontwerper'],
    ['fatima.el-amrani@school.nl', 'Fatima', 'el', 'Amrani', 'gebruiker'],
  ],
  en: [
    ['jan.jansen@school.nl', 'Jan', '', 'Jansen', 'admin, designer'],
    ['fatima.el-amrani@school.nl', 'Fatima', 'el', 'Amrani', 'user'],
  ],
};

/** The sample's file name (without extension) and worksheet name per language. */
export const SAMPLE_NAMES: Record<TLanguage, { file: string; sheet: string }> = {
  nl: { file: 'voorbeeld-import-gebruikers', sheet: 'Gebruikers' },
  en: { file: 'import-users-sample', sheet: 'Users' },
};

export const SAMPLE_CONTENT_TYPES: Record<TImportExtension, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The sample file the import screen offers, in the language of the one who asks: headers the
 * import reads and two rows.
 */
export async function sampleFile(format: TImportExtension, language: TLanguage): Promise<Buffer> {
  const header = IMPORT_COLUMNS.map((column) => IMPORT_HEADERS[language][column]);
  return sampleSheet(format, SAMPLE_NAMES[language].sheet, [header, ...EXAMPLES[language]]);
}

/**
 * A sample sheet of `rows` (the first the header, bold in xlsx): csv with semicolons and a BOM,
 * so Dutch Excel opens it in columns with the accents intact, or xlsx.
 */
export async function sampleSheet(
  format: TImportExtension,
  sheetName: string,
  rows: string[][],
): Promise<Buffer> {
  if (format === 'csv') {
    return Buffer.from(`\uFEFF${Papa.unparse(rows, { delimiter: ';' })}\r\n`);
  }
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  const [header, ...rest] = rows;
  sheet.addRow(header ?? []).font = { bold: true };
  rest.forEach((row) => sheet.addRow(row));
  sheet.columns.forEach((column) => {
    column.width = 28;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
