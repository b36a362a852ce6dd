import {
  FRAMEWORK_IMPORT_MAX_ITEMS,
  FRAMEWORK_MAX_DEPTH,
  FRAMEWORK_SHEET_COLUMNS,
  type TFrameworkSheetColumn,
} from '@cp/contracts';
import { InvalidImportFile, readImportFile, type TRawRow } from '../imports/read-import-file';
import {
  cleanCode,
  refuseFiles,
  type TImportNote,
  type TParsedFramework,
  type TParsedItem,
} from './parsed-framework';
import { TreeBuilder } from './tree-builder';

/*
 * A school's own framework from a sheet (csv or xlsx; docs/frameworks.md "Reading a sheet"):
 * one row per item with its code, title, description, the code of its parent and its kind. The
 * code is the item's stable id, so a sheet imported again is a new release of the same tree.
 */

type TColumns = Record<TFrameworkSheetColumn, number>;

/** Where each column is, by its header in either language; code and title must be there. */
function columnsOf(header: string[], file: string): TColumns {
  const found = (column: TFrameworkSheetColumn) =>
    header.findIndex((cell) =>
      (FRAMEWORK_SHEET_COLUMNS[column] as readonly string[]).includes(cell.trim().toLowerCase()),
    );
  const columns = Object.fromEntries(
    (Object.keys(FRAMEWORK_SHEET_COLUMNS) as TFrameworkSheetColumn[]).map((c) => [c, found(c)]),
  ) as TColumns;
  for (const required of ['code', 'title'] as const) {
    if (columns[required] < 0) {
      throw refuseFiles('frameworks.columnMissing', {
        column: FRAMEWORK_SHEET_COLUMNS[required][0],
        file,
      });
    }
  }
  return columns;
}

type TRow = {
  row: number;
  code: string;
  title: string;
  description: string;
  parent: string;
  kind: string;
};

function rowsOf(rows: TRawRow[], columns: TColumns, file: string): TRow[] {
  const cell = (row: TRawRow, column: TFrameworkSheetColumn) =>
    columns[column] < 0 ? '' : (row.cells[columns[column]] ?? '').trim();
  const codes = new Set<string>();
  return rows.map((raw) => {
    const row = {
      row: raw.row,
      code: cleanCode(cell(raw, 'code')),
      title: cell(raw, 'title'),
      description: cell(raw, 'description'),
      parent: cleanCode(cell(raw, 'parent_code')),
      kind: cell(raw, 'kind') || 'item',
    };
    for (const field of ['code', 'title'] as const) {
      if (row[field] === '')
        throw refuseFiles('frameworks.badRecord', {
          file,
          record: row.row,
          field: FRAMEWORK_SHEET_COLUMNS[field][0],
        });
    }
    if (codes.has(row.code)) throw refuseFiles('frameworks.duplicateId', { id: row.code });
    codes.add(row.code);
    return row;
  });
}

/** The items top to bottom: each under its parent, in the order of the rows. */
function treeOf(rows: TRow[], notes: TImportNote[]): TParsedItem[] {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const children = new Map<string, TRow[]>();
  for (const row of rows) {
    if (row.parent !== '' && !byCode.has(row.parent)) {
      throw refuseFiles('frameworks.unknownReference', { item: row.code, reference: row.parent });
    }
    const list = children.get(row.parent) ?? [];
    list.push(row);
    children.set(row.parent, list);
  }
  const tree = new TreeBuilder(notes);
  const visit = (parent: string, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      if (depth > FRAMEWORK_MAX_DEPTH)
        throw refuseFiles('frameworks.tooDeep', { max: FRAMEWORK_MAX_DEPTH });
      tree.add({
        sourceId: row.code,
        parentSourceId: row.parent || null,
        code: row.code,
        title: row.title,
        description: row.description,
        kind: row.kind,
        centralExam: null,
        schoolExam: null,
        core: null,
        optional: null,
        levels: [],
      });
      visit(row.code, depth + 1);
    }
  };
  visit('', 1);
  if (tree.items.length < rows.length) {
    const stuck = rows.find((row) => !tree.has(row.code))!;
    throw refuseFiles('frameworks.cycle', { item: stuck.code });
  }
  return tree.items;
}

/** A sheet as one framework, named by the importer (a sheet has no title of its own). */
export async function readFrameworkSheet(
  file: string,
  content: Buffer,
  names: { code: string; title: string },
): Promise<{ frameworks: TParsedFramework[]; notes: TImportNote[] }> {
  let table;
  try {
    table = await readImportFile(file, content, FRAMEWORK_IMPORT_MAX_ITEMS);
  } catch (error) {
    if (!(error instanceof InvalidImportFile)) throw error;
    if (error.reason === 'too_many_rows')
      throw refuseFiles('frameworks.tooManyItems', { max: FRAMEWORK_IMPORT_MAX_ITEMS });
    if (error.reason === 'no_rows') throw refuseFiles('frameworks.noRows', { file });
    throw refuseFiles('frameworks.notASheet', { file });
  }
  const notes: TImportNote[] = [];
  const items = treeOf(rowsOf(table.rows, columnsOf(table.header, file), file), notes);
  const code = cleanCode(names.code);
  return {
    frameworks: [
      {
        sourceKind: 'sheet',
        sourceKey: code || names.title.trim().toLowerCase(),
        code,
        title: names.title.trim(),
        description: '',
        version: '',
        levels: [],
        licence: '',
        attribution: '',
        sourceUrl: null,
        items,
      },
    ],
    notes,
  };
}
