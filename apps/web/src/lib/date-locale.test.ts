import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateLocale } from './date-locale';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dateLocale', () => {
  it('formats English dates day first, as British English, and Dutch as Dutch', () => {
    const day = new Date('2020-01-01T00:00:00Z');
    const long = (language: string) =>
      new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
        day,
      );
    expect(long('en')).toBe('1 January 2020');
    expect(long('nl')).toBe('1 januari 2020');
  });

  it('is how every screen builds a date format (a bare "en" is month first, American)', () => {
    // Issue 14: the norms, licenses, notifications and the analysis's norm said
    // "January 1, 2020" while the dashboard and overview said "25 Nov 2026".
    const bare = /DateTimeFormat\(\s*(i18n\.language|language)\s*[,)]/;
    const offenders = sources(SRC).filter((path) => bare.test(readFileSync(path, 'utf8')));
    expect(offenders.map((path) => path.slice(SRC.length + 1))).toEqual([]);
  });
});
