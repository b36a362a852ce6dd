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

/** The plan, the test plan and the analysis are made per year; the design and the notes are whole. */
export const usesYears = (parts: readonly TExportPart[]) =>
  parts.includes('plan') || parts.includes('test_plan') || parts.includes('analysis');

/**
 * The dialog as a screen opens it: its own part (or the parts it names: the Toetsplan screen the
 * test plan alone), and on a screen of one year the year shown (docs/exports.md "What a user
 * does"); a PDF in the interface language.
 */
export function initialExportForm(options: {
  part: TExportPart;
  parts?: readonly TExportPart[];
  yearId: number | null;
  language: TLanguage;
}): TExportForm {
  const parts = options.parts?.length
    ? EXPORT_PARTS.filter((part) => options.parts?.includes(part))
    : [options.part];
  const withYear = options.yearId !== null && usesYears(parts);
  return {
    format: 'pdf',
    language: options.language,
    parts,
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
