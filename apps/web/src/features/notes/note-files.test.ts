import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@cp/contracts';
import { filesProblem, formatSize } from './note-files';

const file = (name: string, size = 10) => {
  const item = new File(['x'], name);
  Object.defineProperty(item, 'size', { value: size });
  return item;
};

describe('note files', () => {
  it('accepts up to 10 allowed files of at most 10 MB', () => {
    expect(filesProblem([])).toBeNull();
    expect(filesProblem([file('a.PDF', UPLOAD_MAX_BYTES), file('b.docx')])).toBeNull();
  });

  it('names the first problem: size, count, type', () => {
    expect(filesProblem([file('a.pdf', UPLOAD_MAX_BYTES + 1)])).toBe('filesTooLarge');
    expect(filesProblem(Array.from({ length: 11 }, (_, i) => file(`${i}.png`)))).toBe(
      'tooManyFiles',
    );
    expect(filesProblem([file('setup.exe')])).toBe('fileTypeNotAllowed');
    // Six files of 10 MB: each is allowed, together they pass the 50 MB of one request.
    const six = Array.from({ length: 6 }, (_, i) => file(`${i}.pdf`, UPLOAD_MAX_BYTES));
    expect(filesProblem(six)).toBe('filesTooLargeTogether');
    expect(filesProblem(six.slice(1))).toBeNull();
    expect(filesProblem([file('README')])).toBe('fileTypeNotAllowed');
  });

  it('formats sizes in the interface language', () => {
    expect(formatSize(532, 'nl')).toBe('532 B');
    expect(formatSize(1536, 'nl')).toBe('1,5 kB');
    expect(formatSize(10_485_760, 'en')).toBe('10.5 MB');
  });
});
