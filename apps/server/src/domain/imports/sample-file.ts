import { loadExcelJs } from './excel';
import Papa from 'papaparse';
import { IMPORT_COLUMNS, IMPORT_HEADERS, type TImportExtension } from '@cp/contracts';

/** Two example rows: several roles in one cell, and a middle name. */
const EXAMPLES: string[][] = [
  ['jan.jansen@school.nl', 'Jan', '', 'Jansen', 'admin, designer'],
  ['fatima.el-amrani@school.nl', 'Fatima', 'el', 'Amrani', 'user'],
];

export const SAMPLE_CONTENT_TYPES: Record<TImportExtension, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The sample file the import screen offers: the headers the import reads and two rows. */
export async function sampleFile(format: TImportExtension): Promise<Buffer> {
  const header = IMPORT_COLUMNS.map((column) => IMPORT_HEADERS[column]);
  if (format === 'csv') {
    // Semicolons and a BOM, so Dutch Excel opens it in columns with the accents intact.
    return Buffer.from(`\uFEFF${Papa.unparse([header, ...EXAMPLES], { delimiter: ';' })}\r\n`);
  }
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(header).font = { bold: true };
  EXAMPLES.forEach((row) => sheet.addRow(row));
  sheet.columns.forEach((column) => {
    column.width = 28;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
