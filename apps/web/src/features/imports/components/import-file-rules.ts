import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { errorKeyOf } from '@/lib/server-messages';

export type TImportProblem = 'noFile' | 'invalidFile' | 'tooLarge' | 'tooManyRows' | 'noRows';

const EXTENSION = new RegExp(`\\.(${IMPORT_EXTENSIONS.join('|')})$`, 'i');

/**
 * Checks a chosen file before sending it: the server checks the content again. The file is the
 * whole body, which no schema of the contract describes: these are the screen's own checks.
 */
export function fileProblem(file: File | null): TImportProblem | null {
  if (!file) return 'noFile';
  if (!EXTENSION.test(file.name)) return 'invalidFile';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** What a refused upload means for the form; null for failures the toast explains. */
export function uploadProblem(error: unknown): TImportProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413) return 'tooLarge';
  if (error.status !== 422) return null;
  const key = errorKeyOf(error);
  if (key === IMPORT_MESSAGES.tooManyRows) return 'tooManyRows';
  if (key === IMPORT_MESSAGES.noRows) return 'noRows';
  if (key === IMPORT_MESSAGES.noFile) return 'noFile';
  return 'invalidFile';
}
