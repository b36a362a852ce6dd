import type { TExportFormat, TExportPart, TLanguage } from '@cp/contracts';

/*
 * The export document model (docs/exports.md): what the section builders (sections/*) read from
 * the database and what the three renderers (render/pdf.ts, docx.ts, xlsx.ts) turn into a file.
 * Builders know the data and the words; renderers know the format. Everything here is plain data
 * (it crosses into the render worker by structured clone), already in the document's language,
 * with the location's renamed terms applied.
 */

/** A cell: text, a number (EC, hours, weeks, counts stay numbers, also in Excel), or empty. */
export type DocCell = string | number | null;

export type DocColumn = {
  label: string;
  /**
   * How a value is shown: 'text' as is; 'integer' and 'decimal' as numbers in the document's
   * language ("2,5" in Dutch PDF/Word, a number cell in Excel); 'week' a week number.
   */
  type: 'text' | 'integer' | 'decimal' | 'week';
  /** Relative width (1 = narrow number column, 4 = a long name); renderers scale to the page. */
  width: number;
  /**
   * The unit of a number column's numbers: PDF and Word print "25%" / "2×", Excel keeps the
   * number with the unit in its number format. Cells that hold text (a mixed total) stay text.
   */
  unit?: 'percent' | 'factor';
};

export type DocTable = {
  kind: 'table';
  /** Excel sheet name (unique within the document, at most 31 characters, no []:*?/\). */
  sheet: string;
  /** A line above the table in PDF and Word (not in Excel: the sheet name says it). */
  caption?: string;
  /**
   * A line under the table in every format, in Excel under the data outside the filter: what
   * must travel with the data, e.g. a framework's credit ("Bron: SLO, opendata.slo.nl, ...").
   */
  footnote?: string;
  columns: DocColumn[];
  rows: DocCell[][];
  /** Shown instead of an empty table, e.g. "Geen toetsen gepland". */
  emptyText: string;
  /** The last row sums up the rows above it (bold; in Excel outside the filter). */
  totalRow?: boolean;
  /**
   * Where the table is shown: 'pages' only in PDF and Word (e.g. a table per cluster, which in
   * Excel would be a sheet each), 'sheet' only in Excel (the same data as one sheet). Absent: in
   * every format.
   */
  only?: 'pages' | 'sheet';
};

export type DocBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  /** Label/value pairs, e.g. the facts of a planned cluster. */
  | { kind: 'facts'; items: { label: string; value: string }[] }
  | DocTable;

/** A top-level section: a bookmark/heading 1 in PDF and Word; its tables become Excel sheets. */
export type DocSection = {
  /** Stable key for progress and tests, e.g. 'design', 'plan-2', 'analysis-2', 'notes'. */
  key: string;
  part: TExportPart;
  title: string;
  blocks: DocBlock[];
  /**
   * Every page of the section in landscape (PDF and Word), e.g. a test plan whose every cluster
   * has a wide table: otherwise Word turns to portrait for each text between two wide tables.
   */
  landscape?: boolean;
};

export type DocTitlePage = {
  /** The education's name. */
  title: string;
  /** E.g. "Ontwerp, planning en notities". */
  subtitle: string;
  /** Type, years, status, date, location ... in the document's language. */
  facts: { label: string; value: string }[];
  locationName: string;
  /** '#rrggbb': headings, table headers and the title page take this colour. */
  color: string;
  /** PNG or JPEG bytes of the location's logo; null without one (WebP is not embedded). */
  logo: { mimeType: 'image/png' | 'image/jpeg'; content: Uint8Array } | null;
};

export type ExportDocument = {
  language: TLanguage;
  titlePage: DocTitlePage;
  sections: DocSection[];
  /** Words the renderers need that are not data (footer, table of contents). */
  labels: PageLabels;
  /** When the data was read (the title page's date), ISO string. */
  generatedAt: string;
};

/** Plain strings (functions do not cross into the worker). */
export type PageLabels = {
  /** With {page} and {pages} placeholders, e.g. "Pagina {page} van {pages}". */
  pageOf: string;
  /** Heading of the table of contents. */
  contents: string;
  /**
   * On every page (PDF and Word page header, Excel print header) of a document whose education
   * is not active: "CONCEPT" / "DRAFT". Null for an active education.
   */
  draftMark: string | null;
  /** Beside the page number in every page footer (and Excel's print footer): "Versie 12 · Actief". */
  versionLine: string;
};

/**
 * A renderer: the document in, the file's bytes out; `progress` after each section. The bytes own
 * their whole ArrayBuffer (render/own-bytes.ts), never a slice of Node's shared Buffer pool.
 */
export type Renderer = (
  document: ExportDocument,
  progress: (sectionsDone: number) => void,
) => Promise<Uint8Array<ArrayBuffer>>;

export type Renderers = Record<TExportFormat, Renderer>;
