import JSZip from 'jszip';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import type { DocBlock, DocCell, DocColumn, ExportDocument } from '../src/domain/exports/document';
import { renderDocx } from '../src/domain/exports/render/docx';
import { contrastRatio, paletteFor } from '../src/domain/exports/render/docx-colour';
import { imageSize } from '../src/domain/exports/render/docx-image';
import { LONG_TABLE_ROWS, sampleDocument } from './helpers/export-document';

/*
 * The Word renderer, read back by independent readers: mammoth (headings by style, tables with
 * their header rows as <th>, raw text) and the raw XML through jszip for what mammoth does not
 * show (repeating header rows, rows that do not split, page fields, language, TOC field, pages).
 */

/** A 1x1 PNG (the smallest valid one: signature, IHDR, IDAT, IEND). */
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

type ReadDocx = {
  html: string;
  text: string;
  zip: JSZip;
  xml: (path: string) => Promise<string>;
};

async function readDocx(bytes: Uint8Array): Promise<ReadDocx> {
  const buffer = Buffer.from(bytes);
  const [{ value: html }, { value: text }, zip] = await Promise.all([
    mammoth.convertToHtml({ buffer }),
    mammoth.extractRawText({ buffer }),
    JSZip.loadAsync(buffer),
  ]);
  const xml = async (path: string) => {
    const file = zip.file(path);
    if (!file) throw new Error(`${path} is not in the docx`);
    return file.async('string');
  };
  return { html, text, zip, xml };
}

async function render(document: ExportDocument) {
  const progress: number[] = [];
  const bytes = await renderDocx(document, (done) => progress.push(done));
  return { bytes, progress, read: await readDocx(bytes) };
}

const allMatches = (text: string, pattern: RegExp): string[] =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/** list[index], failing the test (instead of a type error) when it is missing. */
function nth<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} in a list of ${list.length}`);
  return item;
}
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');

/** The body's tables as XML strings (data tables are not nested, so a flat split is enough). */
const tables = (documentXml: string) => allMatches(documentXml, /(<w:tbl>.*?<\/w:tbl>)/gs);
const rows = (tableXml: string) => allMatches(tableXml, /(<w:tr>.*?<\/w:tr>)/gs);

/**
 * The body cut into Word sections: everything before a w:sectPr belongs to that section (docx
 * writes a section's properties into its last paragraph, the last section's at the body's end).
 */
function wordSections(documentXml: string): { content: string; properties: string }[] {
  const sections: { content: string; properties: string }[] = [];
  let rest = documentXml;
  for (;;) {
    const match = /<w:sectPr\b.*?<\/w:sectPr>/s.exec(rest);
    if (!match) return sections;
    sections.push({ content: rest.slice(0, match.index), properties: match[0] });
    rest = rest.slice(match.index + match[0].length);
  }
}

function table(
  columns: DocColumn[],
  tableRows: DocCell[][],
  extra: { caption?: string } = {},
): DocBlock {
  return { kind: 'table', sheet: 'Blad', columns, rows: tableRows, emptyText: 'Leeg', ...extra };
}

describe('renderDocx: the sample document in Dutch', async () => {
  const { bytes, progress, read } = await render(sampleDocument());
  const documentXml = await read.xml('word/document.xml');

  it('is a Word file (zip) with one progress call per section', () => {
    expect(bytes[0]).toBe(0x50); // "PK"
    expect(bytes[1]).toBe(0x4b);
    expect(progress).toEqual([1, 2]);
  });

  it('keeps Dutch diacritics and the euro sign', () => {
    expect(read.text).toContain('Demo College Zeeën');
    expect(read.text).toContain('Bouwkunde niveau 4 – financiële coöperatie');
    expect(read.text).toContain('ë, é, ï en € blijven goed.');
    expect(read.text).toContain('coöperatie en financiële geletterdheid (€ 12,50)');
  });

  it('gives every section title Heading 1 and every heading block Heading 2/3, nothing else', () => {
    expect(allMatches(read.html, /<h1>(.*?)<\/h1>/g)).toEqual(['Ontwerp', 'Notities']);
    expect(allMatches(read.html, /<h2>(.*?)<\/h2>/g)).toEqual(['Leerlijnen', 'Zonder notities']);
    // The title page and the contents heading are styled, but not headings (not in the TOC).
    expect(read.html).not.toMatch(/<h\d>Bouwkunde/);
    expect(read.html).not.toMatch(/<h\d>Inhoud/);
  });

  it('writes numbers the Dutch way, right-aligned; weeks as integers', async () => {
    expect(read.html).toContain('<td><p>2,5</p></td>');
    expect(read.html).not.toContain('<td><p>2.5</p></td>');
    expect(read.html).toContain('<td><p>37</p></td>');
    const styles = await read.xml('word/styles.xml');
    expect(styles).toMatch(/w:styleId="TableNumber".*?<w:jc w:val="right"\/>/s);
    expect(documentXml).toMatch(
      /<w:pStyle w:val="TableNumber"\/><\/w:pPr><w:r><w:t xml:space="preserve">2,5</,
    );
  });

  it('makes the table header the column labels, repeating on every page', () => {
    const headers = allMatches(read.html, /<thead>(.*?)<\/thead>/g).map((head) =>
      allMatches(head, /<th>(.*?)<\/th>/g).map(stripTags),
    );
    expect(headers).toEqual([['Leerlijn', 'Nummer', 'Studiepunten (EC)', 'Week']]);
    const dataTable = tables(documentXml).find((xml) => xml.includes('Studiepunten (EC)'));
    if (!dataTable) throw new Error('data table missing');
    const [first, ...others] = rows(dataTable);
    expect(first).toContain('<w:tblHeader/>');
    expect(others).toHaveLength(LONG_TABLE_ROWS);
    expect(others.every((row) => !row.includes('<w:tblHeader/>'))).toBe(true);
    // No row of any table breaks across a page.
    const allRows = tables(documentXml).flatMap(rows);
    expect(allRows.every((row) => row.includes('<w:cantSplit/>'))).toBe(true);
  });

  it('shades the header row in the location colour with white text (enough contrast)', async () => {
    expect(documentXml).toContain('<w:shd w:fill="1f6f8b" w:color="auto" w:val="clear"/>');
    const styles = await read.xml('word/styles.xml');
    expect(styles).toMatch(/w:styleId="TableHeading".*?<w:color w:val="ffffff"\/>.*?<\/w:style>/s);
    expect(styles).toMatch(/w:styleId="Heading1".*?<w:color w:val="1f6f8b"\/>/s);
  });

  it('scales column widths from the relative widths to the full text width', () => {
    const dataTable = tables(documentXml).find((xml) => xml.includes('Studiepunten (EC)')) ?? '';
    const grid = allMatches(dataTable, /<w:gridCol w:w="(\d+)"\/>/g).map(Number);
    // 4 : 1 : 1.5 : 1 of the text width (A4 minus 2 x 2 cm = 9638 twips): "Studiepunten" (12
    // characters) raises its column of width 1 to 1.5 so the word is not broken; the rounding
    // rest goes last.
    expect(grid).toEqual([5140, 1285, 1927, 1286]);
    expect(grid.reduce((a, b) => a + b, 0)).toBe(9638);
    expect(dataTable).toContain('<w:tblW w:type="dxa" w:w="9638"/>');
  });

  it('shows the empty table as its empty text, with captions above tables', () => {
    expect(read.html).toContain('<p>Geen notities</p>');
    expect(read.html).not.toContain('Notitie</th>');
    expect(read.html).toMatch(/<p>Alle leerlijnen<\/p><table>/);
  });

  it('lists facts as label/value pairs', () => {
    expect(read.html).toContain(
      '<tr><td><p><strong>Aantal leerlijnen</strong></p></td><td><p>240</p></td></tr>',
    );
    expect(read.html).toContain(
      '<tr><td><p><strong>Leerjaren</strong></p></td><td><p>1–4</p></td></tr>',
    );
  });

  it('has a title page section without footer, then footers with live page fields', async () => {
    const sections = wordSections(documentXml);
    // Title page, contents, Ontwerp, Notities.
    expect(sections).toHaveLength(4);
    expect(nth(sections, 0).properties).not.toContain('footerReference');
    expect(nth(sections, 0).content).toContain('Ontwerp en planning');
    expect(nth(sections, 1).content).toContain('Inhoud');
    for (const section of sections) {
      expect(section.properties).toContain('<w:pgSz w:w="11906" w:h="16838" w:orient="portrait"/>');
    }
    for (const section of sections.slice(1))
      expect(section.properties).toContain('footerReference');
    const footers = Object.keys(read.zip.files).filter((path) =>
      /^word\/footer\d+\.xml$/.test(path),
    );
    expect(footers.length).toBeGreaterThanOrEqual(3);
    const footer = await read.xml(nth(footers, 0));
    expect(footer).toContain('Bouwkunde niveau 4 – financiële coöperatie');
    expect(footer).toContain('>Pagina <');
    expect(footer).toContain('<w:instrText xml:space="preserve">PAGE</w:instrText>');
    expect(footer).toContain('> van <');
    expect(footer).toContain('<w:instrText xml:space="preserve">NUMPAGES</w:instrText>');
  });

  it('has a table of contents field that Word updates on open', async () => {
    expect(documentXml).toMatch(
      /<w:instrText xml:space="preserve">TOC \\h \\o &quot;1-2&quot;<\/w:instrText>/,
    );
    expect(documentXml).toContain('<w:fldChar w:fldCharType="begin" w:dirty="true"/>');
    expect(await read.xml('word/settings.xml')).toContain('<w:updateFields/>');
    // Entries written in advance, for readers that never update fields.
    expect(read.html).toMatch(/<p>Inhoud<\/p><p>Ontwerp\t?<\/p><p>Leerlijnen\t?<\/p><p>Notities/);
  });

  it('sets the Dutch language on the default run and the document properties', async () => {
    const styles = await read.xml('word/styles.xml');
    expect(styles).toMatch(/<w:rPrDefault><w:rPr>.*?<w:lang w:val="nl-NL"\/>.*?<\/w:rPrDefault>/s);
    const core = await read.xml('docProps/core.xml');
    expect(core).toContain('<dc:title>Bouwkunde niveau 4 – financiële coöperatie</dc:title>');
    expect(core).toContain('<dc:creator>Demo College Zeeën</dc:creator>');
  });

  it('has no image without a logo', () => {
    expect(Object.keys(read.zip.files).some((path) => path.startsWith('word/media/'))).toBe(false);
  });
});

describe('renderDocx: language, numbers and layout choices', () => {
  it('writes English numbers and the English language in an English document', async () => {
    const base = sampleDocument();
    const { read } = await render({
      ...base,
      language: 'en',
      labels: {
        pageOf: 'Page {page} of {pages}',
        contents: 'Contents',
        draftMark: null,
        versionLine: 'Version 3 · Active',
      },
    });
    expect(read.html).toContain('<td><p>2.5</p></td>');
    expect(read.html).not.toContain('<td><p>2,5</p></td>');
    expect(await read.xml('word/styles.xml')).toContain('<w:lang w:val="en-GB"/>');
    const footer = await read.xml('word/footer1.xml');
    expect(footer).toContain('>Page <');
    expect(footer).toContain('> of <');
  });

  it('formats integers without decimals, decimals with at most two, weeks as plain integers, null empty', async () => {
    const columns: DocColumn[] = [
      { label: 'Naam', type: 'text', width: 3 },
      { label: 'Uren', type: 'integer', width: 1 },
      { label: 'EC', type: 'decimal', width: 1 },
      { label: 'Week', type: 'week', width: 1 },
    ];
    const document = (language: 'nl' | 'en'): ExportDocument =>
      sampleDocument({
        language,
        sections: [
          {
            key: 'design',
            part: 'design',
            title: 'Getallen',
            blocks: [
              table(columns, [
                ['a', 1600, 1234.567, 1052],
                ['b', null, 3, null],
                ['c', 12, Number.NaN, 40.0],
              ]),
            ],
          },
        ],
      });
    // The data table's body (the title page's facts are a table too).
    const cells = (html: string) =>
      allMatches(allMatches(html, /<tbody>(.*?)<\/tbody>/g).join(''), /<td>(.*?)<\/td>/g).map(
        stripTags,
      );
    // The expected cells row by row, read left to right.
    const dutch = cells((await render(document('nl'))).read.html);
    expect(dutch).toEqual(
      [
        ['a', '1.600', '1.234,57', '1052'],
        ['b', '', '3', ''],
        ['c', '12', '', '40'],
      ].flat(),
    );
    const english = cells((await render(document('en'))).read.html);
    expect(english).toEqual(
      [
        ['a', '1,600', '1,234.57', '1052'],
        ['b', '', '3', ''],
        ['c', '12', '', '40'],
      ].flat(),
    );
  });

  it('puts a table with more than seven columns in a landscape section, with its heading', async () => {
    const wideColumns: DocColumn[] = Array.from({ length: 9 }, (_, index) => ({
      label: `Week ${index + 1}`,
      type: 'week',
      width: 1,
    }));
    const { read } = await render(
      sampleDocument({
        sections: [
          {
            key: 'plan-1',
            part: 'plan',
            title: 'Planning jaar 1',
            blocks: [
              { kind: 'paragraph', text: 'Inleiding bij de planning.' },
              { kind: 'heading', level: 2, text: 'Weekoverzicht' },
              table(wideColumns, [[1, 2, 3, 4, 5, 6, 7, 8, 9]], { caption: 'Alle weken' }),
              { kind: 'paragraph', text: 'Na de brede tabel.' },
            ],
          },
        ],
      }),
    );
    const sections = wordSections(await read.xml('word/document.xml'));
    // Title page, contents, the portrait start, the landscape table, the portrait rest.
    expect(sections).toHaveLength(5);
    const [before, wide, after] = [nth(sections, 2), nth(sections, 3), nth(sections, 4)];
    expect(before.content).toContain('Planning jaar 1');
    expect(before.content).toContain('Inleiding bij de planning.');
    expect(before.properties).toContain('w:orient="portrait"');
    expect(wide.content).toContain('Weekoverzicht');
    expect(wide.content).toContain('Alle weken');
    expect(wide.properties).toContain('<w:pgSz w:w="16838" w:h="11906" w:orient="landscape"/>');
    expect(wide.content).toContain('<w:tblW w:type="dxa" w:w="14570"/>');
    expect(after.content).toContain('Na de brede tabel.');
    expect(after.properties).toContain('w:orient="portrait"');
    expect(read.html).toContain('<h2>Weekoverzicht</h2>');
    // The landscape section's footer puts the page number at the landscape right margin.
    const footerId = /<w:footerReference w:type="default" r:id="(rId\d+)"\/>/.exec(
      wide.properties,
    )?.[1];
    const relations = await read.xml('word/_rels/document.xml.rels');
    const footerPath = new RegExp(`Id="${footerId}"[^>]*Target="(footer\\d+\\.xml)"`).exec(
      relations,
    )?.[1];
    expect(await read.xml(`word/${footerPath}`)).toContain('<w:tab w:val="right" w:pos="14570"/>');
  });

  it('keeps a section whose first block is a wide table in one landscape section, title included', async () => {
    const wideColumns: DocColumn[] = Array.from({ length: 8 }, (_, index) => ({
      label: `K${index + 1}`,
      type: 'integer',
      width: 1,
    }));
    const { read } = await render(
      sampleDocument({
        sections: [
          {
            key: 'analysis-1',
            part: 'analysis',
            title: 'Analyse',
            blocks: [table(wideColumns, [[1, 2, 3, 4, 5, 6, 7, 8]])],
          },
        ],
      }),
    );
    const sections = wordSections(await read.xml('word/document.xml'));
    expect(sections).toHaveLength(3);
    expect(nth(sections, 2).content).toContain('Analyse');
    expect(nth(sections, 2).properties).toContain('w:orient="landscape"');
  });

  it('keeps line breaks of a paragraph', async () => {
    const { read } = await render(
      sampleDocument({
        sections: [
          {
            key: 'notes',
            part: 'notes',
            title: 'Notities',
            blocks: [{ kind: 'paragraph', text: 'Regel één\nRegel twee' }],
          },
        ],
      }),
    );
    expect(read.html).toContain('<p>Regel één<br />Regel twee</p>');
  });

  it('drops characters XML cannot carry (pasted control characters) instead of breaking the file', async () => {
    const { read } = await render(
      sampleDocument({
        sections: [
          {
            key: 'notes',
            part: 'notes',
            title: 'Notities\u0007',
            blocks: [{ kind: 'paragraph', text: 'Uit Word\u000bgeplakt\u0001 met \ud800 rommel' }],
          },
        ],
      }),
    );
    const documentXml = await read.xml('word/document.xml');
    // eslint-disable-next-line no-control-regex -- looking for control characters on purpose
    expect(documentXml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udfff]/);
    expect(read.html).toContain('<h1>Notities</h1>');
    // Word's vertical tab is its line break: it stays one.
    expect(read.html).toContain('<p>Uit Word<br />geplakt met  rommel</p>');
  });

  it('renders a document without sections (title page and contents only), without progress', async () => {
    const { progress, read } = await render(sampleDocument({ sections: [] }));
    expect(progress).toEqual([]);
    expect(read.text).toContain('Bouwkunde niveau 4');
    expect(read.html).not.toContain('<h1>');
  });
});

describe('renderDocx: the location colour', () => {
  it('uses dark text on a light tint when white does not read on the colour', async () => {
    const yellow = sampleDocument();
    yellow.titlePage = { ...yellow.titlePage, color: '#ffd400' };
    const { read } = await render(yellow);
    const documentXml = await read.xml('word/document.xml');
    const palette = paletteFor('#ffd400');
    expect(palette.headerText).toBe('1a1a1a');
    expect(documentXml).toContain(
      `<w:shd w:fill="${palette.headerFill}" w:color="auto" w:val="clear"/>`,
    );
    expect(contrastRatio(palette.headerFill, palette.headerText)).toBeGreaterThanOrEqual(4.5);
    const styles = await read.xml('word/styles.xml');
    expect(styles).toMatch(/w:styleId="TableHeading".*?<w:color w:val="1a1a1a"\/>.*?<\/w:style>/s);
    // Headings in a darkened yellow: still yellowish, but readable on white paper.
    expect(contrastRatio(palette.text, 'ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(styles).toMatch(
      new RegExp(`w:styleId="Heading1".*?<w:color w:val="${palette.text}"/>`, 's'),
    );
  });

  it('falls back to a default colour when the colour is not #rrggbb', async () => {
    const odd = sampleDocument();
    odd.titlePage = { ...odd.titlePage, color: 'red' };
    const { read } = await render(odd);
    expect(await read.xml('word/document.xml')).toContain('<w:shd w:fill="2f5496"');
  });
});

describe('renderDocx: the logo', () => {
  it('embeds a PNG logo on the title page', async () => {
    const withLogo = sampleDocument();
    withLogo.titlePage = {
      ...withLogo.titlePage,
      logo: {
        mimeType: 'image/png',
        content: new Uint8Array(Buffer.from(TINY_PNG_BASE64, 'base64')),
      },
    };
    const { read } = await render(withLogo);
    const media = Object.values(read.zip.files)
      .filter((file) => !file.dir && file.name.startsWith('word/media/'))
      .map((file) => file.name);
    expect(media).toHaveLength(1);
    expect(nth(media, 0)).toMatch(/\.png$/);
    const sections = wordSections(await read.xml('word/document.xml'));
    expect(nth(sections, 0).content).toContain('<wp:extent cx="9525" cy="9525"/>'); // 1 x 1 px
    expect(read.html).toMatch(/<img alt="Demo College Zeeën" src="data:image\/png;base64,/);
  });

  it('leaves out a logo whose bytes are not an image, and still renders', async () => {
    const broken = sampleDocument();
    broken.titlePage = {
      ...broken.titlePage,
      logo: {
        mimeType: 'image/png',
        content: new TextEncoder().encode('not a png at all, really not'),
      },
    };
    const { read } = await render(broken);
    expect(Object.keys(read.zip.files).some((path) => path.startsWith('word/media/'))).toBe(false);
    expect(read.text).toContain('Demo College Zeeën');
  });

  it('reads the pixel size of PNG and JPEG headers', () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(png.buffer).setUint32(16, 400);
    new DataView(png.buffer).setUint32(20, 100);
    expect(imageSize({ mimeType: 'image/png', content: png })).toEqual({ width: 400, height: 100 });
    // SOI, an APP0 segment of 16 bytes, then SOF0 (precision 8, height 120, width 300).
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x10,
      ...new Array<number>(14).fill(0),
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x00,
      0x78,
      0x01,
      0x2c,
      0x03,
    ]);
    expect(imageSize({ mimeType: 'image/jpeg', content: jpeg })).toEqual({
      width: 300,
      height: 120,
    });
    expect(imageSize({ mimeType: 'image/jpeg', content: png })).toBeNull();
    expect(imageSize({ mimeType: 'image/png', content: new Uint8Array(8) })).toBeNull();
  });
});

describe('renderDocx: a big document', () => {
  it('renders ~1500 table rows (the large demo education) and reports time and size', async () => {
    // 4 years x (a plan table of 300 clusters + a wide analysis table of 60 rows) + 600 goals.
    const planColumns: DocColumn[] = [
      { label: 'Leerlijn', type: 'text', width: 4 },
      { label: 'Periode', type: 'text', width: 2 },
      { label: 'Week', type: 'week', width: 1 },
      { label: 'Uren', type: 'integer', width: 1 },
      { label: 'EC', type: 'decimal', width: 1 },
    ];
    const analysisColumns: DocColumn[] = Array.from({ length: 10 }, (_, index) => ({
      label: index === 0 ? 'Leerdoel' : `P${index}`,
      type: index === 0 ? 'text' : 'decimal',
      width: index === 0 ? 4 : 1,
    }));
    const sections: ExportDocument['sections'] = Array.from({ length: 4 }, (_, year) => ({
      key: `plan-${year + 1}`,
      part: 'plan' as const,
      title: `Planning leerjaar ${year + 1}`,
      blocks: [
        { kind: 'heading' as const, level: 2 as const, text: 'Leerlijnen per periode' },
        table(
          planColumns,
          Array.from({ length: 300 }, (_, row) => [
            `Leerlijn ${row + 1}: bouwkundige coöperatie en financiële geletterdheid`,
            `Periode ${(row % 4) + 1}`,
            1 + (row % 40),
            row * 3,
            (row % 7) + 0.25,
          ]),
          { caption: 'Alle leerlijnen' },
        ),
        { kind: 'heading' as const, level: 2 as const, text: 'Dekking' },
        table(
          analysisColumns,
          Array.from({ length: 60 }, (_, row) => [
            `Leerdoel ${row + 1}`,
            ...Array.from({ length: 9 }, (__, c) => (row + c) / 3),
          ]),
        ),
      ],
    }));
    sections.push({
      key: 'design',
      part: 'design',
      title: 'Ontwerp',
      blocks: [
        table(
          planColumns.slice(0, 2),
          Array.from({ length: 600 }, (_, row) => [
            `Leerdoel ${row + 1} met een wat langere omschrijving`,
            'Kennis',
          ]),
        ),
      ],
    });
    const totalRows = sections
      .flatMap((section) => section.blocks)
      .reduce((sum, block) => sum + (block.kind === 'table' ? block.rows.length : 0), 0);
    const started = performance.now();
    const progress: number[] = [];
    const bytes = await renderDocx(sampleDocument({ sections }), (done) => progress.push(done));
    const elapsed = performance.now() - started;
    const sample = sampleDocument();
    const sampleStarted = performance.now();
    const sampleBytes = await renderDocx(sample, () => undefined);
    const sampleElapsed = performance.now() - sampleStarted;
    console.info(
      `[docx] big: ${totalRows} rows, ${Math.round(elapsed)} ms, ${Math.round(bytes.length / 1024)} KiB; ` +
        `sample: ${Math.round(sampleElapsed)} ms, ${Math.round(sampleBytes.length / 1024)} KiB`,
    );

    expect(totalRows).toBe(2040);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
    const zip = await JSZip.loadAsync(Buffer.from(bytes));
    const documentXml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    // Every data row plus one header row per table (9 tables).
    expect(tables(documentXml).flatMap(rows).length).toBe(
      totalRows + 9 + sample.titlePage.facts.length,
    );
    expect((documentXml.match(/<w:tblHeader\/>/g) ?? []).length).toBe(9);
    expect((documentXml.match(/w:orient="landscape"/g) ?? []).length).toBe(4);
  });
});
