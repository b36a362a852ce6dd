import { loadExcelJs } from './excel';
import Papa from 'papaparse';
import { IMPORT_MAX_ROWS, type TImportExtension } from '@cp/contracts';

/** The file could not be read as an import file (wrong type, broken, no usable header). */
export class InvalidImportFile extends Error {
  constructor(readonly reason: 'invalid_file' | 'too_many_rows' | 'no_rows') {
    super(reason);
    this.name = 'InvalidImportFile';
  }
}

/** One data row: its number as a spreadsheet shows it (header = 1) and its cells by column. */
export type TRawRow = { row: number; cells: string[] };
export type TRawTable = { header: string[]; rows: TRawRow[] };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The extension of an uploaded file name, if it is one we read. */
export function importExtensionOf(filename: string): TImportExtension | null {
  const extension = filename.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

/**
 * Reads a csv or xlsx upload into a header and rows of text cells. The extension and the
 * content must agree: an xlsx is a zip (PK\x03\x04), a csv is text. Anything else is refused.
 * At most `maxRows` rows (the user import's limit unless the caller has its own: a framework).
 */
export async function readImportFile(
  filename: string,
  content: Buffer,
  maxRows = IMPORT_MAX_ROWS,
): Promise<TRawTable> {
  const extension = importExtensionOf(filename);
  const isZip = content.subarray(0, 4).equals(ZIP_MAGIC);
  let table: TRawTable;
  if (extension === 'xlsx' && isZip) table = await readXlsx(content);
  else if (extension === 'csv' && !isZip && looksLikeText(content)) table = readCsv(content);
  else throw new InvalidImportFile('invalid_file');
  if (table.rows.length === 0) throw new InvalidImportFile('no_rows');
  if (table.rows.length > maxRows) throw new InvalidImportFile('too_many_rows');
  return table;
}

/** Text: no NUL and no other control characters than tab, line feed and carriage return. */
function looksLikeText(content: Buffer): boolean {
  for (const byte of content) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return true;
}

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252 (Excel). */
function decodeText(content: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    text = new TextDecoder('windows-1252').decode(content);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Dutch Excel writes ';', most other tools ','; the header line tells which. */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]?.n ? counts[0].d : ',';
}

function readCsv(content: Buffer): TRawTable {
  const text = decodeText(content);
  const result = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
  });
  const lines = result.data;
  const [header, ...rest] = lines;
  if (!header) throw new InvalidImportFile('invalid_file');
  const rows: TRawRow[] = [];
  rest.forEach((cells, index) => {
    const trimmed = cells.map((cell) => cell.trim());
    if (trimmed.some((cell) => cell !== '')) rows.push({ row: index + 2, cells: trimmed });
  });
  return { header: header.map((cell) => cell.trim()), rows };
}

async function readXlsx(content: Buffer): Promise<TRawTable> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs' types predate Node's generic Buffer.
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new InvalidImportFile('invalid_file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new InvalidImportFile('invalid_file');
  let header: string[] | null = null;
  const rows: TRawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      // `text` flattens rich text, hyperlinks (e-mail cells often are) and numbers.
      cells.push(row.getCell(column).text.trim());
    }
    if (header === null) header = cells;
    else if (cells.some((cell) => cell !== '')) rows.push({ row: rowNumber, cells });
  });
  if (header === null) throw new InvalidImportFile('invalid_file');
  return { header, rows };
}
