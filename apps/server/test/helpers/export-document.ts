import type { DocCell, ExportDocument } from '../../src/domain/exports/document';

/*
 * A hand-made export document for the renderer tests: Dutch diacritics and €, a renamed term
 * ("Leerlijn" for cluster), numbers that must stay numbers (EC 2,5, week 37), a long table that
 * runs over several pages (its header row must repeat), an empty table, and facts.
 */
export const LONG_TABLE_ROWS = 240;

export function sampleDocument(overrides: Partial<ExportDocument> = {}): ExportDocument {
  const longRows: DocCell[][] = Array.from({ length: LONG_TABLE_ROWS }, (_, index) => [
    `Leerdoel ${index + 1}: coöperatie en financiële geletterdheid (€ 12,50)`,
    index % 10,
    (index % 4) + 0.5,
    37 + (index % 10),
  ]);
  return {
    language: 'nl',
    generatedAt: '2026-11-25T10:00:00.000Z',
    labels: {
      pageOf: 'Pagina {page} van {pages}',
      contents: 'Inhoud',
      draftMark: null,
      versionLine: 'Versie 3 · Actief',
    },
    titlePage: {
      title: 'Bouwkunde niveau 4 – financiële coöperatie',
      subtitle: 'Ontwerp en planning',
      facts: [
        { label: 'Type', value: 'MBO niveau 4' },
        { label: 'Leerjaren', value: '1–4' },
        { label: 'Status', value: 'In ontwerp' },
        { label: 'Datum', value: '25 november 2026' },
      ],
      locationName: 'Demo College Zeeën',
      color: '#1f6f8b',
      logo: null,
    },
    sections: [
      {
        key: 'design',
        part: 'design',
        title: 'Ontwerp',
        blocks: [
          { kind: 'heading', level: 2, text: 'Leerlijnen' },
          {
            kind: 'paragraph',
            text: 'Een leerlijn bundelt leerdoelen; ë, é, ï en € blijven goed.',
          },
          {
            kind: 'table',
            sheet: 'Leerlijnen',
            caption: 'Alle leerlijnen',
            columns: [
              { label: 'Leerlijn', type: 'text', width: 4 },
              { label: 'Nummer', type: 'integer', width: 1 },
              { label: 'Studiepunten (EC)', type: 'decimal', width: 1 },
              { label: 'Week', type: 'week', width: 1 },
            ],
            rows: longRows,
            emptyText: 'Geen leerlijnen',
          },
          {
            kind: 'facts',
            items: [{ label: 'Aantal leerlijnen', value: String(LONG_TABLE_ROWS) }],
          },
        ],
      },
      {
        key: 'notes',
        part: 'notes',
        title: 'Notities',
        blocks: [
          { kind: 'heading', level: 2, text: 'Zonder notities' },
          {
            kind: 'table',
            sheet: 'Notities',
            columns: [
              { label: 'Notitie', type: 'text', width: 4 },
              { label: 'Categorie', type: 'text', width: 2 },
            ],
            rows: [],
            emptyText: 'Geen notities',
          },
        ],
      },
    ],
    ...overrides,
  };
}
