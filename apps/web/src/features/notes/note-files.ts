import {
  EDUCATION_LIMITS,
  NOTE_FILE_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_REQUEST_BYTES,
  type TNoteFileExtension,
} from '@cp/contracts';

/** For the file picker: the extensions the server accepts (it checks the contents as well). */
export const NOTE_FILE_ACCEPT = NOTE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type TFilesProblem =
  'filesTooLarge' | 'filesTooLargeTogether' | 'tooManyFiles' | 'fileTypeNotAllowed';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * What is wrong with the chosen files before anything is sent (the server checks the same and
 * more): a file over 10 MB would only be refused after a long upload. Keys of the message
 * area `educations`.
 */
export function filesProblem(files: readonly File[]): TFilesProblem | null {
  if (files.some((file) => file.size > UPLOAD_MAX_BYTES)) return 'filesTooLarge';
  if (files.length > EDUCATION_LIMITS.maxFilesPerNote) return 'tooManyFiles';
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > UPLOAD_MAX_REQUEST_BYTES) return 'filesTooLargeTogether';
  const allowed: readonly string[] = NOTE_FILE_EXTENSIONS;
  if (files.some((file) => !allowed.includes(extensionOf(file.name) as TNoteFileExtension))) {
    return 'fileTypeNotAllowed';
  }
  return null;
}

/** 1536 -> "1,5 kB" (nl) / "1.5 kB" (en): decimal units, as file managers show them. */
export function formatSize(bytes: number, language: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const number = new Intl.NumberFormat(language, {
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
  return `${number} ${units[unit]}`;
}
