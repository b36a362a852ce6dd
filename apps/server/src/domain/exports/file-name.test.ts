import { describe, expect, it } from 'vitest';
import { exportFileName, withoutInvisibleCharacters } from './file-name';

const DAY = new Date('2026-11-25T10:00:00Z');

describe('export file names', () => {
  it('keeps letters with accents and replaces what a file system cannot take', () => {
    expect(exportFileName('Zorg & Welzijn: één/twee', DAY, 'pdf')).toBe(
      'Zorg & Welzijn- één-twee 2026-11-25.pdf',
    );
  });

  it('drops invisible format characters, so a name shows what it is', () => {
    // The attacker's name: U+202E would make "fdp.exe" read backwards as "exe.pdf".
    expect(exportFileName('\u202Efdp.exe', DAY, 'pdf')).toBe('fdp.exe 2026-11-25.pdf');
    const all =
      '\u061C\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\uFEFF\u00AD\u2028\u2029';
    expect(withoutInvisibleCharacters(`a${all}b`)).toBe('ab');
    expect(exportFileName(all, DAY, 'xlsx')).toBe('export 2026-11-25.xlsx');
  });
});
