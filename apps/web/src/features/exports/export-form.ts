import {
  EXPORT_PARTS,
  type TExportFormat,
  type TExportPart,
  type TExportRequest,
  type TLanguage,
} from '@cp/contracts';

/** What the export dialog holds; `yearIds` counts only with `yearMode: 'some'`. */
export interface TExportForm {
  format: TExportFormat;
  language: TLanguage;
  parts: TExportPart[];
  yearMode: 'all' | 'some';
  yearIds: number[];
}

/** Only the plan and the analysis are made per year; the design and the notes are whole. */
export const usesYears = (parts: readonly TExportPart[]) =>
  parts.includes('plan') || parts.includes('analysis');

/**
 * The dialog as a screen opens it: its own part, and on the plan and the analysis the year shown
 * (docs/exports.md "What a user does"); a PDF in the interface language.
 */
export function initialExportForm(options: {
  part: TExportPart;
  yearId: number | null;
  language: TLanguage;
}): TExportForm {
  const withYear = options.yearId !== null && usesYears([options.part]);
  return {
    format: 'pdf',
    language: options.language,
    parts: [options.part],
    yearMode: withYear ? 'some' : 'all',
    yearIds: withYear && options.yearId !== null ? [options.yearId] : [],
  };
}

/**
 * The request body: parts in the document's order, years only where they mean something. Years
 * to be chosen and none chosen is an empty list, which the contract's schema refuses.
 */
export function exportRequestOf(form: TExportForm): TExportRequest {
  const someYears = usesYears(form.parts) && form.yearMode === 'some';
  return {
    format: form.format,
    language: form.language,
    parts: EXPORT_PARTS.filter((part) => form.parts.includes(part)),
    year_ids: someYears ? [...form.yearIds].sort((a, b) => a - b) : null,
  };
}
