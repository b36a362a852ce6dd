import type ExcelJS from 'exceljs';

/**
 * A font with the workbook's default face and size spelled out: exceljs writes only the
 * properties given, and a <font> without name and size is left to the reader's guess.
 */
export function font(style: Partial<ExcelJS.Font>): Partial<ExcelJS.Font> {
  return { name: 'Calibri', family: 2, size: 11, ...style };
}
