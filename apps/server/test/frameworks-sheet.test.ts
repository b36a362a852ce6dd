import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_IMPORT_MAX_ITEMS } from '@cp/contracts';
import { DomainError } from '../src/domain/errors';
import { readFrameworkSheet } from '../src/domain/frameworks/read-framework-sheet';

const names = { code: 'BK-ICT', title: 'Beroepscompetenties ICT' };
const csv = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8');

async function refusal(work: () => Promise<unknown>): Promise<{ key: string; params: unknown }> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key, params: error.params };
    throw error;
  }
  throw new Error('not refused');
}

describe('a framework sheet', () => {
  it('reads a Dutch csv as a tree in the order of its rows, whatever the order of parent and child', async () => {
    const { frameworks } = await readFrameworkSheet(
      'kader.csv',
      csv([
        'Code;Titel;Omschrijving;Bovenliggende code;Soort',
        'B1-K1-W1;Bereidt het werk voor;;B1-K1;werkproces',
        'B1;Basisdeel;;;kerntaak',
        'B1-K1;Ontwerpt;Ontwerpt een oplossing;B1;kerntaak',
        'B1-K1-W2;Realiseert;;B1-K1;werkproces',
      ]),
      names,
    );
    const [framework] = frameworks;
    expect(framework).toMatchObject({
      sourceKind: 'sheet',
      sourceKey: 'BK-ICT',
      title: 'Beroepscompetenties ICT',
    });
    expect(framework!.items.map((i) => [i.code, i.parentSourceId, i.kind])).toEqual([
      ['B1', null, 'kerntaak'],
      ['B1-K1', 'B1', 'kerntaak'],
      ['B1-K1-W1', 'B1-K1', 'werkproces'],
      ['B1-K1-W2', 'B1-K1', 'werkproces'],
    ]);
    expect(framework!.items[1]!.description).toBe('Ontwerpt een oplossing');
  });

  it('reads an English xlsx without the optional columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Framework');
    sheet.addRows([
      ['Title', 'Code'],
      ['Analyse', 'A'],
      ['Ontwerp', 'B'],
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const { frameworks } = await readFrameworkSheet('kader.xlsx', content, names);
    expect(frameworks[0]!.items.map((i) => [i.code, i.title, i.kind])).toEqual([
      ['A', 'Analyse', 'item'],
      ['B', 'Ontwerp', 'item'],
    ]);
  });

  it('refuses what is not a sheet, a missing column, an empty title, a code twice, an unknown parent and a cycle', async () => {
    const read =
      (content: Buffer, file = 'kader.csv') =>
      () =>
        readFrameworkSheet(file, content, names);
    expect((await refusal(read(Buffer.from([0, 1, 2, 3])))).key).toBe('frameworks.notASheet');
    expect((await refusal(read(csv(['Code;Omschrijving', 'A;x'])))).params).toEqual({
      column: 'titel',
      file: 'kader.csv',
    });
    expect((await refusal(read(csv(['Code;Titel', 'A;'])))).params).toEqual({
      file: 'kader.csv',
      record: 2,
      field: 'titel',
    });
    expect((await refusal(read(csv(['Code;Titel', 'A;x', 'A;y'])))).key).toBe(
      'frameworks.duplicateId',
    );
    expect((await refusal(read(csv(['Code;Titel;Bovenliggende code', 'A;x;Z'])))).params).toEqual({
      item: 'A',
      reference: 'Z',
    });
    expect(
      (await refusal(read(csv(['Code;Titel;Bovenliggende code', 'A;x;B', 'B;y;A'])))).key,
    ).toBe('frameworks.cycle');
    expect((await refusal(read(csv(['Code;Titel'])))).key).toBe('frameworks.noRows');
    const many = csv([
      'Code;Titel',
      ...Array.from({ length: FRAMEWORK_IMPORT_MAX_ITEMS + 1 }, (_, i) => `c${i};t`),
    ]);
    expect((await refusal(read(many))).key).toBe('frameworks.tooManyItems');
  });
});
