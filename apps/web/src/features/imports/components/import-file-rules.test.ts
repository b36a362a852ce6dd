import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@cp/contracts';
import { ApiError } from '@/lib/api';
import { fileProblem, uploadProblem } from './import-file-rules';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('fileProblem', () => {
  it('asks for a file, a csv or xlsx name, and at most 2 MB', () => {
    expect(fileProblem(null)).toBe('noFile');
    expect(fileProblem(file('users.pdf'))).toBe('invalidFile');
    expect(fileProblem(file('users.xls'))).toBe('invalidFile');
    expect(fileProblem(file('users.csv', 2 * 1024 * 1024 + 1))).toBe('tooLarge');
    expect(fileProblem(file('Users.XLSX'))).toBeNull();
    expect(fileProblem(file('gebruikers.csv'))).toBeNull();
  });
});

describe('uploadProblem', () => {
  it('maps the server answers to what the form shows', () => {
    expect(uploadProblem(new ApiError(413, { code: 'payload_too_large' }))).toBe('tooLarge');
    expect(
      uploadProblem(new ApiError(422, { message: 'x', key: IMPORT_MESSAGES.invalidFile })),
    ).toBe('invalidFile');
    expect(uploadProblem(new ApiError(422, { message: 'x', key: IMPORT_MESSAGES.noRows }))).toBe(
      'noRows',
    );
    expect(
      uploadProblem(new ApiError(422, { message: 'x', key: IMPORT_MESSAGES.tooManyRows })),
    ).toBe('tooManyRows');
    expect(uploadProblem(new ApiError(500, null))).toBeNull();
    expect(uploadProblem(new Error('offline'))).toBeNull();
  });
});
