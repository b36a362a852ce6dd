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
