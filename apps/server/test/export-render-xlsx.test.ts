import JSZip from 'jszip';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { DocCell, DocSection, DocTable, ExportDocument } from '../src/domain/exports/document';
import { renderXlsx } from '../src/domain/exports/render/xlsx';
import { contrastRatio } from '../src/domain/exports/render/xlsx-colours';
import { MAX_CELL_TEXT } from '../src/domain/exports/render/xlsx-columns';
import { SheetNamer, sanitizeSheetName } from '../src/domain/exports/render/xlsx-sheet-names';
import { LONG_TABLE_ROWS, sampleDocument } from './helpers/export-document';

/*
 * The Excel renderer, read back with independent readers: read-excel-file for the cells (values
 * and their types), and the raw XML (jszip) for what it does not report: frozen panes,
 * auto-filters, number formats, fonts and fills, links, workbook properties.
 */

async function render(document: ExportDocument = sampleDocument()) {
  const progress: number[] = [];
  const bytes = await renderXlsx(document, (done) => progress.push(done));
  return { bytes, progress };
}

async function readSheets(bytes: Uint8Array) {
  return readXlsxFile(Buffer.from(bytes));
}

async function sheetData(bytes: Uint8Array, name: string) {
  const sheet = (await readSheets(bytes)).find((candidate) => candidate.sheet === name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet.data;
}

/** Attributes of one XML start tag. */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

function unescapeXml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Excel's built-in number formats that exceljs uses for ours. */
const BUILT_IN_FORMATS: Record<string, string> = { '0': 'General', '1': '0', '2': '0.00' };

/** The package's parts, found the way Excel finds them (workbook.xml and its relationships). */
class RawWorkbook {
  private constructor(
    private readonly zip: JSZip,
    private readonly paths: Map<string, string>,
    readonly styles: string,
  ) {}

  static async open(bytes: Uint8Array): Promise<RawWorkbook> {
    const zip = await JSZip.loadAsync(bytes);
    const text = async (path: string) => {
      const file = zip.file(path);
      if (!file) throw new Error(`no ${path} in the package`);
      return file.async('string');
    };
    const workbook = await text('xl/workbook.xml');
    const rels = await text('xl/_rels/workbook.xml.rels');
    const targets = new Map(
      [...rels.matchAll(/<Relationship [^>]*>/g)].map((match) => {
        const rel = attributes(match[0]);
        return [rel.Id, `xl/${rel.Target}`.replace('xl//xl/', 'xl/')];
      }),
    );
    const paths = new Map(
      [...workbook.matchAll(/<sheet [^>]*>/g)].map((match) => {
        const sheet = attributes(match[0]);
        return [unescapeXml(sheet.name ?? ''), targets.get(sheet['r:id'] ?? '') ?? ''];
      }),
    );
    return new RawWorkbook(zip, paths, await text('xl/styles.xml'));
  }

  async part(path: string): Promise<string> {
    const file = this.zip.file(path);
    if (!file) throw new Error(`no ${path} in the package`);
    return file.async('string');
  }

  async sheet(name: string): Promise<string> {
    const path = this.paths.get(name);
    if (!path) throw new Error(`no sheet ${name}`);
    return this.part(path);
  }

  /** The style of a cell: its number format code, font, fill and alignment XML. */
  cellStyle(sheetXml: string, ref: string) {
    const cell = new RegExp(`<c r="${ref}"[^>]*>`).exec(sheetXml);
    if (!cell) throw new Error(`no cell ${ref}`);
    const styleIndex = Number(attributes(cell[0]).s ?? 0);
    const xfs = section(this.styles, 'cellXfs').match(/<xf [^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g) ?? [];
    const xf = xfs[styleIndex] ?? '';
    const xfAttributes = attributes(xf.slice(0, xf.indexOf('>') + 1));
    const formatId = xfAttributes.numFmtId ?? '0';
    const custom = [...this.styles.matchAll(/<numFmt [^>]*>/g)]
      .map((match) => attributes(match[0]))
      .find((format) => format.numFmtId === formatId);
    const fonts = section(this.styles, 'fonts').match(/<font>[\s\S]*?<\/font>|<font\/>/g) ?? [];
    const fills = section(this.styles, 'fills').match(/<fill>[\s\S]*?<\/fill>/g) ?? [];
    return {
      numFmt: custom ? unescapeXml(custom.formatCode ?? '') : BUILT_IN_FORMATS[formatId],
      font: fonts[Number(xfAttributes.fontId ?? 0)] ?? '',
      fill: fills[Number(xfAttributes.fillId ?? 0)] ?? '',
      alignment: /<alignment [^>]*\/>/.exec(xf)?.[0] ?? '',
    };
  }
}

/** The formulas of a sheet, as written (unescaped). */
function formulas(sheetXml: string): string[] {
  return [...sheetXml.matchAll(/<f>([^<]*)<\/f>/g)].map((match) => unescapeXml(match[1] ?? ''));
}

function section(xml: string, tag: string): string {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match?.[1] ?? '';
}

function table(sheet: string, overrides: Partial<DocTable> = {}): DocTable {
  return {
    kind: 'table',
    sheet,
    columns: [
      { label: 'Naam', type: 'text', width: 3 },
      { label: 'EC', type: 'decimal', width: 1 },
    ],
    rows: [['Een', 1.5]],
    emptyText: 'Leeg',
    ...overrides,
  };
}

function documentWith(sections: DocSection[], overrides: Partial<ExportDocument> = {}) {
  return sampleDocument({ sections, ...overrides });
}

describe('xlsx renderer: the sample document', () => {
  it('writes the Overview first, then one sheet per table, and reports each section', async () => {
    const { bytes, progress } = await render();
    expect(Buffer.from(bytes.subarray(0, 2)).toString()).toBe('PK');
    // The render worker transfers bytes.buffer: it holds these bytes and nothing else.
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    expect((await readSheets(bytes)).map((sheet) => sheet.sheet)).toEqual([
      'Overzicht',
      'Leerlijnen',
      'Notities',
    ]);
    expect(progress).toEqual([1, 2]);
  });

  it('keeps numbers as number cells and text with diacritics and € intact', async () => {
    const { bytes } = await render();
    const data = await sheetData(bytes, 'Leerlijnen');
    expect(data).toHaveLength(LONG_TABLE_ROWS + 1);
    expect(data[0]).toEqual(['Leerlijn', 'Nummer', 'Studiepunten (EC)', 'Week']);
    expect(data[1]).toEqual([
      'Leerdoel 1: coöperatie en financiële geletterdheid (€ 12,50)',
      0,
      0.5,
      37,
    ]);
    expect(data[3]?.[2]).toBe(2.5);
    for (const row of data.slice(1)) {
      expect(row.slice(1).map((cell) => typeof cell)).toEqual(['number', 'number', 'number']);
    }
    expect(data[LONG_TABLE_ROWS]?.[0]).toBe(
      `Leerdoel ${LONG_TABLE_ROWS}: coöperatie en financiële geletterdheid (€ 12,50)`,
    );

    const raw = await RawWorkbook.open(bytes);
    const sheet = await raw.sheet('Leerlijnen');
    // Number cells carry no type attribute (t="s" would be a shared string, t="str" text).
    expect(sheet).toMatch(/<c r="C4"(?: s="\d+")?><v>2.5<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="D2"(?: s="\d+")?><v>37<\/v><\/c>/);
    expect(raw.cellStyle(sheet, 'B2').numFmt).toBe('0');
    // Decimals as the PDF prints them: "15" and "2,5", never "15,0".
    expect(raw.cellStyle(sheet, 'C2').numFmt).toBe('General');
    expect(raw.cellStyle(sheet, 'D2').numFmt).toBe('0');
    expect(raw.cellStyle(sheet, 'A2').numFmt).toBe('General');
  });

  it('freezes the header row and filters the header and data range', async () => {
    const raw = await RawWorkbook.open((await render()).bytes);
    const sheet = await raw.sheet('Leerlijnen');
    const pane = /<pane [^>]*\/>/.exec(sheet)?.[0] ?? '';
    expect(attributes(pane)).toMatchObject({ ySplit: '1', topLeftCell: 'A2', state: 'frozen' });
    expect(pane).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"[^>]*\/>/);
    expect(sheet).toContain('<autoFilter ref="A1:D241"/>');
  });

  it('styles the header in the location colour, white on a dark colour', async () => {
    const raw = await RawWorkbook.open((await render()).bytes);
    const sheet = await raw.sheet('Leerlijnen');
    for (const ref of ['A1', 'B1', 'C1', 'D1']) {
      const style = raw.cellStyle(sheet, ref);
      expect(style.font).toContain('<b/>');
      expect(style.font).toContain('<color rgb="FFFFFFFF"/>');
      expect(style.fill).toContain('<fgColor rgb="FF1F6F8B"/>');
    }
    expect(raw.cellStyle(sheet, 'A2').font).not.toContain('<b/>');
    expect(raw.cellStyle(sheet, 'A2').fill).not.toContain('FF1F6F8B');
  });

  it('sizes columns by content within 8..60 and wraps the long text column', async () => {
    const raw = await RawWorkbook.open((await render()).bytes);
    const sheet = await raw.sheet('Leerlijnen');
    const widths = [...sheet.matchAll(/<col [^>]*\/>/g)].map((m) => Number(attributes(m[0]).width));
    expect(widths).toHaveLength(4);
    // The goal texts are ~65 characters: capped at 60, and wrapped.
    expect(widths[0]).toBe(60);
    for (const width of widths.slice(1)) {
      expect(width).toBeGreaterThanOrEqual(8);
      expect(width).toBeLessThan(30);
    }
    expect(raw.cellStyle(sheet, 'A2').alignment).toContain('wrapText="1"');
    expect(raw.cellStyle(sheet, 'B2').alignment).not.toContain('wrapText');
  });

  it('keeps the header of an empty table and writes its empty text in A2, in italics', async () => {
    const { bytes } = await render();
    const data = await sheetData(bytes, 'Notities');
    expect(data[0]).toEqual(['Notitie', 'Categorie']);
    expect(data[1]?.[0]).toBe('Geen notities');
    expect(data).toHaveLength(2);
    const raw = await RawWorkbook.open(bytes);
    const sheet = await raw.sheet('Notities');
    expect(sheet).toMatch(/<pane [^>]*ySplit="1"[^>]*state="frozen"/);
    // Nothing to filter: the empty text is a note, not a value.
    expect(sheet).not.toContain('<autoFilter');
    expect(raw.cellStyle(sheet, 'A2').font).toContain('<i/>');
  });

  it('puts the title page and a linked list of the sheets on the Overview', async () => {
    const { bytes } = await render();
    const data = await sheetData(bytes, 'Overzicht');
    const rows = data.map((row) => row.filter((cell) => cell !== null));
    expect(rows.slice(0, 3)).toEqual([
      ['Demo College Zeeën'],
      ['Bouwkunde niveau 4 – financiële coöperatie'],
      ['Ontwerp en planning'],
    ]);
    expect(rows).toContainEqual(['Type', 'MBO niveau 4']);
    expect(rows).toContainEqual(['Leerjaren', '1–4']);
    expect(rows).toContainEqual(['Datum', '25 november 2026']);
    expect(rows).toContainEqual(['Gemaakt op', '25 november 2026 om 11:00']);
    const contents = rows.findIndex((row) => row[0] === 'Inhoud');
    expect(contents).toBeGreaterThan(3);
    expect(data.slice(contents + 1)).toEqual([
      ['Werkblad', 'Onderdeel', 'Omschrijving'],
      ['Leerlijnen', 'Ontwerp', 'Alle leerlijnen'],
      ['Notities', 'Notities', null],
    ]);

    const raw = await RawWorkbook.open(bytes);
    const sheet = await raw.sheet('Overzicht');
    expect(formulas(sheet)).toEqual([
      'HYPERLINK("#\'Leerlijnen\'!A1","Leerlijnen")',
      'HYPERLINK("#\'Notities\'!A1","Notities")',
    ]);
    expect(sheet).toContain('showGridLines="0"');
    const title = raw.cellStyle(sheet, 'A2').font;
    expect(title).toContain('<b/>');
    expect(title).toContain('<sz val="18"/>');
    expect(title).toContain('<color rgb="FF1F6F8B"/>');
  });

  it('sets the workbook properties', async () => {
    const raw = await RawWorkbook.open((await render()).bytes);
    const core = await raw.part('docProps/core.xml');
    expect(core).toContain('<dc:creator>Curriculum planner</dc:creator>');
    expect(core).toContain('<dc:title>Bouwkunde niveau 4 – financiële coöperatie</dc:title>');
    expect(core).toMatch(/<dcterms:created [^>]*>2026-11-25T10:00:00Z<\/dcterms:created>/);
  });

  it('writes an English document with English words', async () => {
    const { bytes } = await render(
      sampleDocument({
        language: 'en',
        labels: {
          pageOf: 'Page {page} of {pages}',
          contents: 'Contents',
          draftMark: null,
          versionLine: 'Version 3 · Active',
        },
      }),
    );
    const sheets = await readSheets(bytes);
    expect(sheets[0]?.sheet).toBe('Overview');
    const rows = sheets[0]?.data.map((row) => row.filter((cell) => cell !== null)) ?? [];
    expect(rows).toContainEqual(['Created on', '25 November 2026 at 11:00']);
    expect(rows).toContainEqual(['Contents']);
    expect(rows).toContainEqual(['Sheet', 'Section', 'Description']);
  });
});

describe('xlsx renderer: sheet names', () => {
  it('sanitises what Excel forbids and keeps what it allows', () => {
    expect(sanitizeSheetName('Leerlijnen', 'Blad')).toBe('Leerlijnen');
    expect(sanitizeSheetName('Planning 2026/2027', 'Blad')).toBe('Planning 2026-2027');
    expect(sanitizeSheetName('Doelen [leerjaar 1]: *wat?* a\\b', 'Blad')).toBe(
      'Doelen leerjaar 1 wat a-b',
    );
    expect(sanitizeSheetName("'Kees' notities'", 'Blad')).toBe('’Kees’ notities’');
    expect(sanitizeSheetName('Regel\neen\ttwee', 'Blad')).toBe('Regel een twee');
    expect(sanitizeSheetName(' [*?] ', 'Blad')).toBe('Blad');
    expect(sanitizeSheetName('Coöperatie en financiële geletterdheid', 'Blad')).toBe(
      'Coöperatie en financiële gelett',
    );
    // 30 letters and an emoji (two UTF-16 units): the pair is not split.
    expect(sanitizeSheetName(`${'a'.repeat(30)}😀`, 'Blad')).toBe('a'.repeat(30));
  });

  it('makes names unique without regard to case, cutting to fit the suffix', () => {
    const namer = new SheetNamer('Blad');
    namer.reserve('Overzicht');
    const long = 'Abcdefghijklmnopqrstuvwxyz01234';
    expect(
      ['Leerlijnen', 'LEERLIJNEN', 'leerlijnen', 'overzicht', 'History', '', '?', long, long].map(
        (name) => namer.next(name),
      ),
    ).toEqual([
      'Leerlijnen',
      'LEERLIJNEN (2)',
      'leerlijnen (3)',
      'overzicht (2)',
      'History (2)',
      'Blad',
      'Blad (2)',
      long,
      'Abcdefghijklmnopqrstuvwxyz0 (2)',
    ]);
  });

  it('writes the sanitised names into the workbook and links them from the Overview', async () => {
    const long = 'Planning leerjaar 2026/2027: periode [1] * alle doelen?';
    const { bytes } = await render(
      documentWith([
        {
          key: 'plan-1',
          part: 'plan',
          title: 'Planning leerjaar 1',
          blocks: [table(long), table(long), table("'Kees' notities"), table('Overzicht')],
        },
        { key: 'notes', part: 'notes', title: 'Notities', blocks: [table('History'), table('')] },
      ]),
    );
    const names = (await readSheets(bytes)).map((sheet) => sheet.sheet);
    expect(names).toEqual([
      'Overzicht',
      'Planning leerjaar 2026-2027 per',
      'Planning leerjaar 2026-2027 (2)',
      '’Kees’ notities',
      'Overzicht (2)',
      'History (2)',
      'Blad',
    ]);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31);
    const links = formulas(await (await RawWorkbook.open(bytes)).sheet('Overzicht'));
    expect(links).toHaveLength(names.length - 1);
    expect(links).toContain(
      'HYPERLINK("#\'Planning leerjaar 2026-2027 (2)\'!A1","Planning leerjaar 2026-2027 (2)")',
    );
    expect(links).toContain('HYPERLINK("#\'’Kees’ notities\'!A1","’Kees’ notities")');
  });

  it('doubles a double quote inside the link formula', async () => {
    const { bytes } = await render(
      documentWith([{ key: 'd', part: 'design', title: 'Ontwerp', blocks: [table('Het "plan"')] }]),
    );
    const raw = await RawWorkbook.open(bytes);
    expect(await raw.sheet('Het "plan"')).toContain('<autoFilter ref="A1:B2"/>');
    expect(formulas(await raw.sheet('Overzicht'))).toEqual([
      'HYPERLINK("#\'Het ""plan""\'!A1","Het ""plan""")',
    ]);
    // Readers that do not calculate show the cached name.
    expect((await sheetData(bytes, 'Overzicht')).flat()).toContain('Het "plan"');
  });
});

describe('xlsx renderer: unusual input', () => {
  it('writes what a cell holds: a non-finite number empty, text in a number column as text', async () => {
    const tooLong = 'x'.repeat(MAX_CELL_TEXT + 10);
    const rows: DocCell[][] = [
      ['NaN', Number.NaN],
      ['Oneindig', Number.POSITIVE_INFINITY],
      ['Tekst', 'n.v.t.'],
      ['Leeg', null],
      ['Te lang', 1, 'extra cel', 99],
      [tooLong],
      ['Uren', 4 / 3],
    ];
    const { bytes } = await render(
      documentWith([
        { key: 'd', part: 'design', title: 'Ontwerp', blocks: [table('Randen', { rows })] },
      ]),
    );
    const data = await sheetData(bytes, 'Randen');
    expect(data.slice(1, 6)).toEqual([
      ['NaN', null],
      ['Oneindig', null],
      ['Tekst', 'n.v.t.'],
      ['Leeg', null],
      ['Te lang', 1],
    ]);
    const truncated = data[6]?.[0];
    expect(typeof truncated).toBe('string');
    expect((truncated as string).length).toBe(MAX_CELL_TEXT);
    expect((truncated as string).endsWith('…')).toBe(true);
    // At most two decimals, as the PDF prints them ("1,33", not "1,3333333").
    expect(data[7]).toEqual(['Uren', 1.33]);
    const raw = await RawWorkbook.open(bytes);
    expect(await raw.sheet('Randen')).toContain('<autoFilter ref="A1:B8"/>');
  });

  it('gives a table without columns a sheet with its empty text', async () => {
    const { bytes } = await render(
      documentWith([
        {
          key: 'd',
          part: 'design',
          title: 'Ontwerp',
          blocks: [table('Niets', { columns: [], rows: [], emptyText: 'Geen kolommen' })],
        },
      ]),
    );
    expect(await sheetData(bytes, 'Niets')).toEqual([['Geen kolommen']]);
    const sheet = await (await RawWorkbook.open(bytes)).sheet('Niets');
    expect(sheet).not.toContain('<autoFilter');
    expect(sheet).not.toContain('<pane');
  });

  it('puts dark text on a light tint when white does not read on the location colour', async () => {
    const yellow = '#ffe066';
    expect(contrastRatio('#ffffff', yellow)).toBeLessThan(4.5);
    const { bytes } = await render(
      sampleDocument({ titlePage: { ...sampleDocument().titlePage, color: yellow } }),
    );
    const raw = await RawWorkbook.open(bytes);
    const header = raw.cellStyle(await raw.sheet('Leerlijnen'), 'A1');
    expect(header.font).toContain('<color rgb="FF1A1B1E"/>');
    expect(header.fill).not.toContain('FFFFE066');
    expect(header.fill).toMatch(/<fgColor rgb="FFFF[0-9A-F]{4}"\/>/);
    // The title does not take a colour that does not read on white either.
    expect(raw.cellStyle(await raw.sheet('Overzicht'), 'A2').font).toContain(
      '<color rgb="FF1A1B1E"/>',
    );
    expect(await raw.sheet('Leerlijnen')).toContain('<tabColor rgb="FFFFE066"/>');
  });

  it('falls back to a default colour when the colour is not #rrggbb', async () => {
    const { bytes } = await render(
      sampleDocument({ titlePage: { ...sampleDocument().titlePage, color: 'blauw' } }),
    );
    const raw = await RawWorkbook.open(bytes);
    expect(raw.cellStyle(await raw.sheet('Leerlijnen'), 'A1').fill).toContain(
      '<fgColor rgb="FF1971C2"/>',
    );
  });

  it('counts a section without tables in the progress, and lists no sheet for it', async () => {
    const { bytes, progress } = await render(
      documentWith([
        { key: 'design', part: 'design', title: 'Ontwerp', blocks: [table('Doelen')] },
        {
          key: 'notes',
          part: 'notes',
          title: 'Notities',
          blocks: [{ kind: 'paragraph', text: 'Alleen tekst' }],
        },
        { key: 'analysis-1', part: 'analysis', title: 'Analyse', blocks: [table('Toetsen')] },
      ]),
    );
    expect(progress).toEqual([1, 2, 3]);
    expect((await readSheets(bytes)).map((sheet) => sheet.sheet)).toEqual([
      'Overzicht',
      'Doelen',
      'Toetsen',
    ]);
  });

  it('writes only the Overview for a document without tables', async () => {
    const { bytes, progress } = await render(documentWith([]));
    expect(progress).toEqual([]);
    const sheets = await readSheets(bytes);
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Overzicht']);
    expect(sheets[0]?.data.flat()).not.toContain('Inhoud');
  });
});

describe('xlsx renderer: a large document', () => {
  it('renders 20 sheets of 600 rows (time and size are logged, not asserted)', async () => {
    const sheets = 20;
    const rowsPerSheet = 600;
    const sections: DocSection[] = Array.from({ length: sheets }, (_, sheet) => ({
      key: `plan-${sheet}`,
      part: 'plan',
      title: `Planning leerjaar ${sheet + 1}`,
      blocks: [
        {
          kind: 'table',
          sheet: `Leerjaar ${sheet + 1} leerdoelen`,
          columns: [
            { label: 'Leerdoel', type: 'text', width: 4 },
            { label: 'Leerlijn', type: 'text', width: 3 },
            { label: 'EC', type: 'decimal', width: 1 },
            { label: 'Uren', type: 'integer', width: 1 },
            { label: 'Week', type: 'week', width: 1 },
            { label: 'Toets', type: 'text', width: 2 },
          ],
          rows: Array.from({ length: rowsPerSheet }, (_, row) => [
            `Leerdoel ${row + 1}: de student past financiële geletterdheid toe in een coöperatie`,
            `Leerlijn ${(row % 30) + 1} – ontwerpen en bouwen`,
            (row % 8) / 2 + 0.5,
            row % 40,
            1 + (row % 52),
            row % 3 === 0 ? null : 'Schriftelijke toets',
          ]),
          emptyText: 'Geen leerdoelen',
        },
      ],
    }));
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const { bytes, progress } = await render(documentWith(sections));
    const milliseconds = performance.now() - started;
    const heapAfter = process.memoryUsage().heapUsed;

    const sample = performance.now();
    const sampleBytes = (await render()).bytes;
    const sampleMilliseconds = performance.now() - sample;

    console.info(
      `xlsx: ${sheets} sheets x ${rowsPerSheet} rows: ${milliseconds.toFixed(0)} ms, ` +
        `${(bytes.length / 1024).toFixed(0)} KiB, heap +${((heapAfter - heapBefore) / 2 ** 20).toFixed(0)} MiB; ` +
        `sample (${LONG_TABLE_ROWS} + 0 rows): ${sampleMilliseconds.toFixed(0)} ms, ` +
        `${(sampleBytes.length / 1024).toFixed(0)} KiB`,
    );
    expect(progress).toHaveLength(sheets);
    const read = await readSheets(bytes);
    expect(read).toHaveLength(sheets + 1);
    for (const sheet of read.slice(1)) expect(sheet.data).toHaveLength(rowsPerSheet + 1);
    expect(read[20]?.data[600]).toEqual([
      'Leerdoel 600: de student past financiële geletterdheid toe in een coöperatie',
      'Leerlijn 30 – ontwerpen en bouwen',
      4,
      39,
      28,
      'Schriftelijke toets',
    ]);
  });
});
