import type ExcelJS from 'exceljs';

/**
 * exceljs is loaded on first use: it costs about 25 MB of memory, and only imports (and later
 * exports) need it, not every running server.
 */
export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
