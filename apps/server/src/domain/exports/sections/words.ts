import type { TLanguage, TNamePair, TNamingTerm } from '@cp/contracts';
import type { EducationYearRow } from '../../../db/schema';

/*
 * Small helpers the section builders share for the words of a document: a renamed term at the
 * start of a title, numbers and dates in the document's language, a year's title, a sheet name.
 * Keep it small; add, do not change (several builders use it).
 */

/** Dates and times as Dutch schools read them, whatever the server's own time zone. */
export const SCHOOL_TIME_ZONE = 'Europe/Amsterdam';

const LOCALES: Record<TLanguage, string> = { nl: 'nl-NL', en: 'en-GB' };

/** The locale of Intl formats for the document's language. */
export const localeOf = (language: TLanguage): string => LOCALES[language];

/** "leerdoel" -> "Leerdoel": terms are stored lower case as the school wrote them. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The singular or plural of a renamed term, capitalised for a heading or a column label. */
export function termTitle(
  names: Record<TNamingTerm, TNamePair>,
  term: TNamingTerm,
  form: keyof TNamePair,
): string {
  return capitalise(names[term][form]);
}

/**
 * A numeric column value (PostgreSQL numeric arrives as text, e.g. "2.5") as a number for a
 * 'decimal' cell; null stays null (an empty cell).
 */
export function decimalOf(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A number for running text or facts: "2,5" in Dutch, "2.5" in English. */
export function formatNumber(language: TLanguage, value: number, maxDecimals = 2): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: maxDecimals }).format(
    value,
  );
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as a date ("25 november 2026") or date and time ("25 november 2026 om 10:00") in the
 * document's language, in the school's time zone.
 */
export function formatDate(
  language: TLanguage,
  at: Date | string,
  withTime: boolean = false,
): string {
  const key = `${language}/${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: SCHOOL_TIME_ZONE,
    });
    dateFormats.set(key, format);
  }
  return format.format(typeof at === 'string' ? new Date(at) : at);
}

/** A year's own name, or "Leerjaar 2" with the location's term (as the screens name it). */
export function yearTitle(
  names: Record<TNamingTerm, TNamePair>,
  year: Pick<EducationYearRow, 'name' | 'position'>,
): string {
  return year.name ?? `${termTitle(names, 'education_year', 'singular')} ${year.position}`;
}

/** Excel's limit on a sheet name. */
export const SHEET_NAME_MAX = 31;

/**
 * A valid Excel sheet name from any text (a renamed term can hold anything): without the
 * characters Excel refuses ([]:*?/\), not starting or ending with an apostrophe, at most 31
 * characters. Uniqueness is the caller's (see `uniqueSheetNames`).
 */
export function sheetName(text: string): string {
  const clean = text
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  return (clean || '-').slice(0, SHEET_NAME_MAX).trim();
}

/**
 * Hands out sheet names that are unique (case-insensitively, as Excel compares them) among
 * those it gave before: a repeat gets " (2)", " (3)", ... within the 31 characters.
 */
export function uniqueSheetNames(): (text: string) => string {
  const taken = new Set<string>();
  return (text) => {
    const base = sheetName(text);
    let name = base;
    for (let n = 2; taken.has(name.toLocaleLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${base.slice(0, SHEET_NAME_MAX - suffix.length).trim()}${suffix}`;
    }
    taken.add(name.toLocaleLowerCase());
    return name;
  };
}
