import {
  FRAMEWORK_FILE_MAX_BYTES,
  FRAMEWORK_IMPORT_MAX_FILES,
  FRAMEWORK_SOURCE_KINDS,
  type TFrameworkPreview,
  type TFrameworkSourceKind,
} from '@cp/contracts';

/*
 * The import form of /admin/frameworks as data (docs/frameworks.md "Import"): its values, the
 * body it sends and which step the primary button takes. The preview's digest covers the
 * release and the chosen frameworks, so only a preview of exactly what the form holds now may be
 * applied; anything else is previewed again first.
 */

export type TImportScope = 'national' | 'own';

/** The form's values as its inputs hold them. */
export interface TImportValues {
  /** National (the platform administrator's choice) or the location's own. */
  scope: TImportScope;
  source: string | null;
  files: File[];
  release: string;
  /** A sheet's framework code and title (a sheet has none of its own). */
  code: string;
  title: string;
  /** The frameworks chosen in the preview's table, by source key. */
  picked: string[];
}

/** The body: the contract's text parts (ZFrameworkImportFieldsSchema), the owner and the files. */
export interface TImportInput {
  scope: TImportScope;
  source: string | null;
  release: string;
  /** The source keys to import; null for all the files hold. */
  chosen: string[] | null;
  code: string;
  title: string;
  /** The preview's digest on apply, else empty. */
  digest: string;
  files: File[];
}

/** A preview on screen with the body it answered. */
export interface TShownPreview {
  answer: TFrameworkPreview;
  sent: TImportInput;
}

/** What the primary button does now. */
export type TImportStep =
  | { kind: 'preview' }
  | { kind: 'refresh'; reason: 'nothing' | 'choice' | 'fields' }
  | { kind: 'apply'; chosen: string[] | null; digest: string };

/** Which files each source reads, for the file picker and the check before sending. */
export const SOURCE_FILES: Record<
  TFrameworkSourceKind,
  { accept: string; pattern: RegExp; types: string }
> = {
  slo_exam: { accept: '.json,application/json', pattern: /\.json$/i, types: '.json' },
  slo_core: { accept: '.json,application/json', pattern: /\.json$/i, types: '.json' },
  case: { accept: '.json,application/json', pattern: /\.json$/i, types: '.json' },
  sheet: {
    accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pattern: /\.(csv|xlsx)$/i,
    types: '.csv / .xlsx',
  },
};

export const sourceKindOf = (source: string | null): TFrameworkSourceKind | null =>
  FRAMEWORK_SOURCE_KINDS.find((kind) => kind === source) ?? null;

export const initialValues = (platformAdmin: boolean): TImportValues => ({
  scope: platformAdmin ? 'national' : 'own',
  source: null,
  files: [],
  release: '',
  code: '',
  title: '',
  picked: [],
});

/** Whether the preview is of the files on the form: the same source, files and owner. */
function sameFiles(sent: TImportInput, values: TImportValues): boolean {
  return (
    sent.source === values.source &&
    sent.scope === values.scope &&
    sent.files.length === values.files.length &&
    sent.files.every((file, index) => file === values.files[index])
  );
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((key) => b.includes(key));

/** The shown preview if it is of the files on the form, else null (a new one is needed). */
export const previewOfForm = (
  shown: TShownPreview | null,
  values: TImportValues,
): TShownPreview | null => (shown && sameFiles(shown.sent, values) ? shown : null);

/** What the primary button does: preview, preview again for the choice, or apply. */
export function importStep(shown: TShownPreview | null, values: TImportValues): TImportStep {
  const preview = previewOfForm(shown, values);
  if (!preview) return { kind: 'preview' };
  const { sent, answer } = preview;
  if (values.picked.length === 0) return { kind: 'refresh', reason: 'nothing' };
  const covered = sent.chosen ?? answer.frameworks.map((framework) => framework.source_key);
  if (!sameSet(covered, values.picked)) return { kind: 'refresh', reason: 'choice' };
  const sameFields =
    sent.release === values.release.trim() &&
    sent.code === values.code.trim() &&
    sent.title === values.title.trim();
  if (!sameFields) return { kind: 'refresh', reason: 'fields' };
  return { kind: 'apply', chosen: sent.chosen, digest: answer.digest };
}

/** The body of a step: a first preview asks for all, again for the choice, apply as previewed. */
export function inputOf(values: TImportValues, step: TImportStep): TImportInput {
  const chosen =
    step.kind === 'apply' ? step.chosen : step.kind === 'refresh' ? [...values.picked] : null;
  return {
    scope: values.scope,
    source: values.source,
    release: values.release.trim(),
    chosen,
    code: values.code.trim(),
    title: values.title.trim(),
    digest: step.kind === 'apply' ? step.digest : '',
    files: values.files,
  };
}

/**
 * The choice after a first preview: one framework (a CASE package, a sheet) is chosen; of SLO's
 * sets (107 exam programmes) the user picks.
 */
export function firstChoice(answer: TFrameworkPreview, source: string | null): string[] {
  const keys = answer.frameworks.map((framework) => framework.source_key);
  return keys.length === 1 || !source?.startsWith('slo_') ? keys : [];
}

export type TFileProblem =
  | { kind: 'required' }
  | { kind: 'tooMany' }
  | { kind: 'wrongType'; file: string; types: string }
  | { kind: 'tooLarge' };

/** What is wrong with the chosen files before sending; the server reads them again. */
export function filesProblem(source: string | null, files: readonly File[]): TFileProblem | null {
  if (files.length === 0) return { kind: 'required' };
  if (files.length > FRAMEWORK_IMPORT_MAX_FILES) return { kind: 'tooMany' };
  const kind = sourceKindOf(source);
  const rule = kind ? SOURCE_FILES[kind] : null;
  const wrong = rule ? files.find((file) => !rule.pattern.test(file.name)) : undefined;
  if (rule && wrong) return { kind: 'wrongType', file: wrong.name, types: rule.types };
  if (files.some((file) => file.size > FRAMEWORK_FILE_MAX_BYTES)) return { kind: 'tooLarge' };
  return null;
}
