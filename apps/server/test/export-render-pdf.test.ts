import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocBlock, DocCell, DocSection, ExportDocument } from '../src/domain/exports/document';
import { renderPdf } from '../src/domain/exports/render/pdf';
import { formatCell } from '../src/domain/exports/render/pdf-cells';
import { contrastRatio, parseHex, paletteFor } from '../src/domain/exports/render/pdf-colors';
import { LONG_TABLE_ROWS, sampleDocument } from './helpers/export-document';

/*
 * The PDF renderer, read back with an independent reader (pdfjs-dist): text per page, page sizes,
 * the outline (bookmarks) and the metadata, plus the raw bytes for embedded fonts and images.
 */

type ReadPdf = {
  raw: string;
  /** Per page: the text items as pdfjs extracts them (a cell is one item). */
  items: string[][];
  /** Per page: the items joined to one string. */
  pages: string[];
  pageSizes: { width: number; height: number }[];
  outline: OutlineNode[];
  info: Record<string, unknown>;
};
type OutlineNode = { title: string; items: OutlineNode[] };

async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdfjs takes ownership of the buffer it reads: give it a copy.
  const document = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const items: string[][] = [];
  const pageSizes: ReadPdf['pageSizes'] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    pageSizes.push({ width, height });
    const content = await page.getTextContent();
    items.push(
      content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : [])),
    );
  }
  const outline = ((await document.getOutline()) ?? []) as unknown as OutlineNode[];
  const { info } = await document.getMetadata();
  await document.destroy();
  return {
    raw: Buffer.from(bytes).toString('latin1'),
    items,
    pages: items.map((pageItems) => pageItems.join(' ')),
    pageSizes,
    outline,
    info: info as Record<string, unknown>,
  };
}

function outlineTitles(nodes: OutlineNode[]): string[] {
  return nodes.flatMap((node) => [node.title, ...outlineTitles(node.items)]);
}

function pagesWith(pdf: ReadPdf, text: string): number[] {
  return pdf.pages.flatMap((page, index) => (page.includes(text) ? [index + 1] : []));
}

/** A 1×1 PNG, the smallest valid logo. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const noProgress = () => {};

describe('PDF export of the sample document (Dutch)', () => {
  let pdf: ReadPdf;
  let bytes: Uint8Array;
  const progress: number[] = [];

  beforeAll(async () => {
    bytes = await renderPdf(sampleDocument(), (done) => progress.push(done));
    pdf = await readPdf(bytes);
  });

  it('is a PDF that reports progress after each section', () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(progress).toEqual([1, 2]);
  });

  it('is A4', () => {
    expect(Math.round(pdf.pageSizes[0]!.width)).toBe(595);
    expect(Math.round(pdf.pageSizes[0]!.height)).toBe(842);
  });

  it('keeps Dutch diacritics and the euro sign', () => {
    const all = pdf.pages.join('\n');
    expect(all).toContain('Een leerlijn bundelt leerdoelen; ë, é, ï en € blijven goed.');
    expect(all).toContain('coöperatie en financiële geletterdheid (€ 12,50)');
    expect(pdf.pages[0]).toContain('Demo College Zeeën');
  });

  it('embeds its fonts (no standard PDF fonts without ë or €)', () => {
    expect(pdf.raw).toContain('/FontFile2');
    expect(pdf.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Regular/);
    expect(pdf.raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
  });

  it('has a title page with the education, the location, the subtitle and the facts, without footer', () => {
    const title = pdf.pages[0]!;
    expect(title).toContain('Bouwkunde niveau 4 – financiële coöperatie');
    expect(title).toContain('Demo College Zeeën');
    expect(title).toContain('Ontwerp en planning');
    expect(title).toContain('Leerjaren');
    expect(title).toContain('25 november 2026');
    expect(title).not.toContain('Pagina');
  });

  it('has a table of contents with every section title and heading, and their pages', () => {
    expect(pdf.items[1]![0]).toBe('Inhoud');
    const designPage = pagesWith(pdf, 'Een leerlijn bundelt')[0]!;
    const notesPage = pagesWith(pdf, 'Geen notities')[0]!;
    // Each entry is followed by its page number.
    expect(pdf.pages[1]).toContain(`Ontwerp ${designPage} Leerlijnen ${designPage}`);
    expect(pdf.pages[1]).toContain(`Notities ${notesPage} Zonder notities ${notesPage}`);
  });

  it('has bookmarks: section titles at level 1, their headings under them', () => {
    expect(pdf.outline.map((node) => node.title)).toEqual(['Ontwerp', 'Notities']);
    expect(pdf.outline[0]!.items.map((node) => node.title)).toEqual(['Leerlijnen']);
    expect(pdf.outline[1]!.items.map((node) => node.title)).toEqual(['Zonder notities']);
  });

  it('starts every section on a new page', () => {
    const designPage = pagesWith(pdf, 'Een leerlijn bundelt')[0]!;
    expect(pdf.items[designPage - 1]![0]).toBe('Ontwerp');
    const notesPage = pagesWith(pdf, 'Geen notities')[0]!;
    expect(pdf.items[notesPage - 1]![0]).toBe('Notities');
    expect(notesPage).toBeGreaterThan(pagesWith(pdf, `Leerdoel ${LONG_TABLE_ROWS}:`)[0]!);
  });

  it('runs the long table over several pages with its header row on each', () => {
    const first = pagesWith(pdf, 'Leerdoel 1:')[0]!;
    const last = pagesWith(pdf, `Leerdoel ${LONG_TABLE_ROWS}:`)[0]!;
    expect(last - first).toBeGreaterThanOrEqual(3);
    for (let page = first; page <= last; page++) {
      expect(pdf.items[page - 1], `page ${page}`).toContain('Studiepunten');
    }
    // Not a header on every page of the document: not on the notes page.
    expect(pdf.pages[pdf.pages.length - 1]).not.toContain('Studiepunten');
  });

  it('writes numbers the Dutch way, integers and weeks without decimals', () => {
    const cells = pdf.items.flat();
    expect(cells).toContain('2,5');
    expect(cells).not.toContain('2.5');
    expect(cells).toContain('37');
    expect(cells).not.toContain('37,0');
    expect(cells).toContain('0');
  });

  it('shows the empty text of an empty table', () => {
    expect(pagesWith(pdf, 'Geen notities')).toHaveLength(1);
    // Its column headers are not printed.
    expect(pdf.pages.join('\n')).not.toContain('Categorie');
  });

  it('has a footer "Pagina n van N" with the education name on every page but the title page', () => {
    const total = pdf.pages.length;
    expect(pdf.pages[1]).toContain(`Pagina 2 van ${total}`);
    for (let page = 2; page <= total; page++) {
      expect(pdf.pages[page - 1], `page ${page}`).toContain(`Pagina ${page} van ${total}`);
      expect(pdf.pages[page - 1]).toContain('Bouwkunde niveau 4 – financiële coöperatie');
    }
  });

  it('has metadata: title, author (the location), creator and language', () => {
    expect(pdf.info).toMatchObject({
      Title: 'Bouwkunde niveau 4 – financiële coöperatie',
      Author: 'Demo College Zeeën',
      Creator: 'Curriculum planner',
      Language: 'nl',
    });
  });
});

describe('PDF export in English', () => {
  it('writes numbers the English way and uses the English labels', async () => {
    const document = sampleDocument({
      language: 'en',
      labels: {
        pageOf: 'Page {page} of {pages}',
        contents: 'Contents',
        draftMark: null,
        versionLine: 'Version 3 · Active',
      },
    });
    const pdf = await readPdf(await renderPdf(document, noProgress));
    const cells = pdf.items.flat();
    expect(cells).toContain('2.5');
    expect(cells).not.toContain('2,5');
    expect(pdf.items[1]![0]).toBe('Contents');
    expect(pdf.pages[1]).toContain(`Page 2 of ${pdf.pages.length}`);
    expect(pdf.info.Language).toBe('en');
  });
});

describe('PDF logo', () => {
  it('embeds a PNG logo on the title page', async () => {
    const document = sampleDocument();
    document.titlePage.logo = { mimeType: 'image/png', content: new Uint8Array(TINY_PNG) };
    const pdf = await readPdf(await renderPdf(document, noProgress));
    expect(pdf.raw).toMatch(/\/Subtype \/Image/);
    expect(pdf.pages[0]).toContain('Demo College Zeeën');
  });

  it('leaves out a logo whose bytes are not an image instead of failing the export', async () => {
    const document = sampleDocument();
    document.titlePage.logo = {
      mimeType: 'image/png',
      content: new TextEncoder().encode('<svg/>'),
    };
    const pdf = await readPdf(await renderPdf(document, noProgress));
    expect(pdf.raw).not.toMatch(/\/Subtype \/Image/);
    expect(pdf.pages[0]).toContain('Bouwkunde niveau 4');
  });

  it('leaves out a logo that looks like a PNG but is corrupt, reporting progress once', async () => {
    const document = sampleDocument();
    document.titlePage.logo = {
      mimeType: 'image/png',
      content: new Uint8Array(TINY_PNG.subarray(0, 30)),
    };
    const progress: number[] = [];
    const pdf = await readPdf(await renderPdf(document, (done) => progress.push(done)));
    expect(pdf.raw).not.toMatch(/\/Subtype \/Image/);
    expect(pdf.pages[0]).toContain('Demo College Zeeën');
    expect(progress).toEqual([1, 2]);
  });

  it('without a logo has no image at all', async () => {
    const pdf = await readPdf(await renderPdf(sampleDocument(), noProgress));
    expect(pdf.raw).not.toMatch(/\/Subtype \/Image/);
  });
});

describe('PDF layout details', () => {
  it('puts a section with a wide table on landscape pages, the others stay portrait', async () => {
    const wide: DocBlock = {
      kind: 'table',
      sheet: 'Breed',
      columns: Array.from({ length: 9 }, (_, index) => ({
        label: `Kolom${index + 1}`,
        type: index === 0 ? ('text' as const) : ('integer' as const),
        width: index === 0 ? 3 : 1,
      })),
      rows: [['Een rij', 1, 2, 3, 4, 5, 6, 7, 8]],
      emptyText: 'Leeg',
    };
    const document = sampleDocument();
    document.sections.push({
      key: 'plan-1',
      part: 'plan',
      title: 'Planning jaar 1',
      blocks: [wide],
    });
    const pdf = await readPdf(await renderPdf(document, noProgress));
    const widePage = pagesWith(pdf, 'Kolom9')[0]!;
    expect(pdf.pageSizes[widePage - 1]!.width).toBeGreaterThan(pdf.pageSizes[widePage - 1]!.height);
    const notesPage = pagesWith(pdf, 'Geen notities')[0]!;
    expect(pdf.pageSizes[notesPage - 1]!.width).toBeLessThan(pdf.pageSizes[notesPage - 1]!.height);
    expect(pdf.pages[widePage - 1]).toContain(`Pagina ${widePage} van ${pdf.pages.length}`);
  });

  it('shows facts and paragraphs, and level-3 headings under their level-2 heading', async () => {
    const document = sampleDocument({
      sections: [
        {
          key: 'plan-1',
          part: 'plan',
          title: 'Planning jaar 1',
          blocks: [
            { kind: 'heading', level: 3, text: 'Losse kop' },
            { kind: 'paragraph', text: 'Vóór de periodes.' },
            { kind: 'heading', level: 2, text: 'Periode 1' },
            { kind: 'heading', level: 3, text: 'Leerlijn Bouwfysica' },
            {
              kind: 'facts',
              items: [
                { label: 'Studiepunten', value: '2,5' },
                { label: 'Weken', value: '37–40' },
              ],
            },
          ],
        },
      ],
    });
    const pdf = await readPdf(await renderPdf(document, noProgress));
    expect(pdf.outline).toHaveLength(1);
    expect(pdf.outline[0]!.items.map((node) => node.title)).toEqual(['Losse kop', 'Periode 1']);
    expect(pdf.outline[0]!.items[1]!.items.map((node) => node.title)).toEqual([
      'Leerlijn Bouwfysica',
    ]);
    const page = pdf.pages[pagesWith(pdf, 'Vóór de periodes.')[0]! - 1]!;
    expect(page).toMatch(
      /Losse kop Vóór de periodes\. Periode 1 Leerlijn Bouwfysica Studiepunten 2,5 Weken 37– ?40/,
    );
    // The contents lists level 2 only; level 3 is in the bookmarks above.
    expect(pdf.pages[1]).toContain('Periode 1 3');
    expect(pdf.pages[1]).not.toContain('Leerlijn Bouwfysica');
  });

  it.each([
    ['a short table (one unbreakable unit with its heading)', 5],
    ['a long table (kept by a page break before the heading)', 60],
  ])(
    'never leaves a heading or caption alone at the bottom of a page: %s',
    async (_, rows) => {
      // Push the heading down the page row by row, through the bottom of the first page.
      for (let filler = 26; filler <= 37; filler++) {
        const document = sampleDocument({
          sections: [
            {
              key: 'design',
              part: 'design',
              title: 'Ontwerp',
              blocks: [
                table('Vulling', numberedRows('Vulrij', filler)),
                { kind: 'heading', level: 2, text: 'Volgende kop' },
                {
                  ...table('Volgende tabel', numberedRows('Volgrij', rows)),
                  caption: 'Bijschrift',
                },
              ],
            },
          ],
        });
        const pdf = await readPdf(await renderPdf(document, noProgress));
        const headingPage = pagesWith(pdf, 'Volgende kop').find((page) => page > 2);
        expect(headingPage, `filler ${filler}`).toBe(pagesWith(pdf, 'Volgrij 1 ')[0]);
        expect(pagesWith(pdf, 'Bijschrift')[0], `filler ${filler}`).toBe(headingPage);
        // The table of contents points at the page the heading ended up on.
        expect(pdf.pages[1], `filler ${filler}`).toContain(`Volgende kop ${headingPage}`);
      }
    },
    60_000,
  );

  it('loses nothing when a heading is followed by a block taller than a page', async () => {
    const longText = Array.from({ length: 400 }, (_, index) => `woord${index}`).join(' ');
    const document = sampleDocument({
      sections: [
        {
          key: 'notes',
          part: 'notes',
          title: 'Notities',
          blocks: [
            { kind: 'heading', level: 2, text: 'Lange notitie' },
            { kind: 'paragraph', text: `${longText} EINDEALINEA` },
            { kind: 'heading', level: 2, text: 'Lange tabel' },
            table('Lange rijen', [
              [`${longText} ${longText} EINDECEL`, 1],
              ['laatste rij', 2],
            ]),
            { kind: 'heading', level: 3, text: 'Lange feiten' },
            {
              kind: 'facts',
              items: [
                { label: 'Toelichting', value: `${longText} ${longText} EINDEFEIT` },
                { label: 'Laatste feit', value: 'klaar' },
              ],
            },
          ],
        },
      ],
    });
    const pdf = await readPdf(await renderPdf(document, noProgress));
    const all = pdf.pages.join('\n');
    for (const word of [
      'woord0',
      'woord399',
      'EINDEALINEA',
      'EINDECEL',
      'laatste rij',
      'EINDEFEIT',
      'Laatste feit klaar',
    ]) {
      expect(all).toContain(word);
    }
  });

  it('renders a document without sections: title page and contents only', async () => {
    const pdf = await readPdf(await renderPdf(sampleDocument({ sections: [] }), noProgress));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.items[1]![0]).toBe('Inhoud');
    expect(pdf.outline).toEqual([]);
  });
});

describe('PDF cell formats and colours', () => {
  const decimal = { label: 'EC', type: 'decimal' as const, width: 1 };
  const integer = { label: 'Aantal', type: 'integer' as const, width: 1 };
  const week = { label: 'Week', type: 'week' as const, width: 1 };
  const text = { label: 'Naam', type: 'text' as const, width: 1 };

  it('formats numbers per language with at most two decimals', () => {
    expect(formatCell(2.5, decimal, 'nl')).toBe('2,5');
    expect(formatCell(2.5, decimal, 'en')).toBe('2.5');
    expect(formatCell(1.23456, decimal, 'nl')).toBe('1,23');
    expect(formatCell(3, decimal, 'nl')).toBe('3');
    expect(formatCell(1500, integer, 'nl')).toBe('1.500');
    expect(formatCell(1500, integer, 'en')).toBe('1,500');
    expect(formatCell(2.6, integer, 'en')).toBe('3');
    expect(formatCell(202637, week, 'nl')).toBe('202637');
    expect(formatCell(null, decimal, 'nl')).toBe('');
    expect(formatCell(Number.NaN, decimal, 'nl')).toBe('');
    expect(formatCell('n.v.t.', decimal, 'nl')).toBe('n.v.t.');
    expect(formatCell(0.5, text, 'nl')).toBe('0,5');
  });

  it('keeps headings readable on white and header text readable on its fill', () => {
    for (const color of ['#1f6f8b', '#ffeb3b', '#ffffff', '#000000', 'not a colour']) {
      const palette = paletteFor(color);
      const white = parseHex('#ffffff')!;
      expect(contrastRatio(parseHex(palette.heading)!, white), color).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(parseHex(palette.headerText)!, parseHex(palette.headerFill)!),
        color,
      ).toBeGreaterThanOrEqual(4.5);
    }
    expect(paletteFor('#1f6f8b').headerText).toBe('#ffffff');
    expect(paletteFor('#ffeb3b').headerText).not.toBe('#ffffff');
  });
});

describe('PDF export of a large education', () => {
  it('renders about 1500 table rows (measured, not timed)', async () => {
    const document = bigDocument();
    const rows = document.sections
      .flatMap((section) => section.blocks)
      .reduce((sum, block) => sum + (block.kind === 'table' ? block.rows.length : 0), 0);
    const started = performance.now();
    const bytes = await renderPdf(document, noProgress);
    const seconds = (performance.now() - started) / 1000;
    // Layout is synchronous, so a timer cannot sample the peak; the RSS afterwards is a floor.
    const rss = process.memoryUsage().rss / 2 ** 20;
    const pdf = await readPdf(bytes);
    console.info(
      `[pdf] large document: ${rows} rows, ${pdf.pages.length} pages, ` +
        `${(bytes.length / 1024).toFixed(0)} KiB, ${seconds.toFixed(1)} s, RSS after ${rss.toFixed(0)} MiB`,
    );
    expect(rows).toBeGreaterThanOrEqual(1500);
    expect(pdf.outline.map((node) => node.title)).toEqual(
      document.sections.map((section) => section.title),
    );
    const headings = document.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : [])),
    ]);
    expect(outlineTitles(pdf.outline)).toEqual(headings);
    expect(pdf.pages[pdf.pages.length - 1]).toContain(
      `Pagina ${pdf.pages.length} van ${pdf.pages.length}`,
    );
  }, 120_000);
});

function table(caption: string, rows: DocCell[][]): Extract<DocBlock, { kind: 'table' }> {
  return {
    kind: 'table',
    sheet: caption.slice(0, 31),
    columns: [
      { label: 'Naam', type: 'text', width: 4 },
      { label: 'EC', type: 'decimal', width: 1 },
    ],
    rows,
    emptyText: 'Leeg',
  };
}

function numberedRows(prefix: string, count: number): DocCell[][] {
  return Array.from({ length: count }, (_, index) => [`${prefix} ${index + 1}`, 1.5]);
}

/** Shaped like the large demo education: 4 years, 300 clusters, 600 goals, notes. */
function bigDocument(): ExportDocument {
  const clusters = Array.from(
    { length: 300 },
    (_, index) => `Leerlijn ${index + 1} – coöperatief ontwerpen`,
  );
  const design: DocSection = {
    key: 'design',
    part: 'design',
    title: 'Ontwerp',
    blocks: [
      { kind: 'heading', level: 2, text: 'Leerlijnen' },
      {
        kind: 'table',
        sheet: 'Leerlijnen',
        columns: [
          { label: 'Leerlijn', type: 'text', width: 4 },
          { label: 'Code', type: 'text', width: 1 },
          { label: 'Leerjaar', type: 'integer', width: 1 },
          { label: 'EC', type: 'decimal', width: 1 },
          { label: 'Leerdoelen', type: 'integer', width: 1 },
        ],
        rows: clusters.map((name, index) => [name, `LL${index + 1}`, (index % 4) + 1, 2.5, 2]),
        emptyText: 'Geen leerlijnen',
      },
      { kind: 'heading', level: 2, text: 'Leerdoelen' },
      {
        kind: 'table',
        sheet: 'Leerdoelen',
        columns: [
          { label: 'Leerdoel', type: 'text', width: 5 },
          { label: 'Leerlijn', type: 'text', width: 3 },
          { label: 'Niveau', type: 'text', width: 1 },
          { label: 'Uren', type: 'decimal', width: 1 },
        ],
        rows: Array.from({ length: 600 }, (_, index) => [
          `De student kan financiële gegevens van een coöperatie analyseren (${index + 1})`,
          clusters[index % 300]!,
          'Toepassen',
          12.25,
        ]),
        emptyText: 'Geen leerdoelen',
      },
    ],
  };
  const plans: DocSection[] = [1, 2, 3, 4].map((year) => ({
    key: `plan-${year}`,
    part: 'plan',
    title: `Planning leerjaar ${year}`,
    blocks: [
      { kind: 'heading', level: 2, text: `Leerlijnen in leerjaar ${year}` },
      {
        kind: 'table',
        sheet: `Planning ${year}`,
        caption: 'Geplande leerlijnen per periode',
        columns: [
          { label: 'Leerlijn', type: 'text', width: 4 },
          { label: 'Periode', type: 'integer', width: 1 },
          { label: 'Startweek', type: 'week', width: 1 },
          { label: 'Eindweek', type: 'week', width: 1 },
          { label: 'EC', type: 'decimal', width: 1 },
          { label: 'Uren', type: 'decimal', width: 1 },
          { label: 'Toetsen', type: 'integer', width: 1 },
          { label: 'Docent', type: 'text', width: 2 },
          { label: 'Lokaal', type: 'text', width: 1 },
        ],
        rows: clusters
          .slice((year - 1) * 75, year * 75)
          .map((name, index) => [
            name,
            (index % 4) + 1,
            37 + (index % 10),
            40 + (index % 10),
            2.5,
            27.5,
            1,
            'J. de Vries',
            'B1.04',
          ]),
        emptyText: 'Niets gepland',
      },
      ...clusters.slice((year - 1) * 75, year * 75).flatMap((name): DocBlock[] => [
        { kind: 'heading', level: 3, text: name },
        {
          kind: 'facts',
          items: [
            { label: 'Periode', value: '1' },
            { label: 'Weken', value: '37–40' },
            { label: 'Toets', value: 'Praktijkopdracht' },
          ],
        },
      ]),
    ],
  }));
  const notes: DocSection = {
    key: 'notes',
    part: 'notes',
    title: 'Notities',
    blocks: [
      {
        kind: 'table',
        sheet: 'Notities',
        columns: [
          { label: 'Notitie', type: 'text', width: 6 },
          { label: 'Categorie', type: 'text', width: 2 },
        ],
        rows: Array.from({ length: 300 }, (_, index) => [
          `Notitie ${index + 1}: ${'Afspraken over de beoordeling van de praktijkopdracht en de € 25,00 materiaalkosten. '.repeat(3)}`,
          'Afspraak',
        ]),
        emptyText: 'Geen notities',
      },
    ],
  };
  return sampleDocument({ sections: [design, ...plans, notes] });
}
