import type { TLanguage } from '../enums';
import { interpolate } from '../messages/keys';

/*
 * The values of a shared view (docs/test-plan.md "One view for screen and document"): what a
 * screen and its document show, free of language. The user's own text stays text; our words are
 * keys into one catalogue (e.g. TEST_PLAN_WORDS) with their parameters; numbers stay numbers
 * (Excel keeps them as numbers); dates stay ISO. `formatViewValue` turns them into the text of
 * a language, for the web screen and for the document adapter alike.
 */

export type TViewUnit = 'percent' | 'factor';
export type TViewParam =
  string | number | TViewWord | { date: string; style?: 'long' | 'short' } | { list: string[] };
/** One of our words: a dot path into the view's catalogue ("columns.code") and its parameters. */
export type TViewWord = { key: string; params?: Record<string, TViewParam> };
export type TViewValue =
  /** The user's own text (a name, a code): shown as it is. */
  | { type: 'text'; text: string }
  | { type: 'word'; word: TViewWord }
  /** A number cell; `unit` prints "25%" or "2×", Excel keeps the number with that format. */
  | { type: 'number'; value: number; unit?: TViewUnit }
  /** A day, or a range of days (ISO 'YYYY-MM-DD'). */
  | { type: 'date'; start: string; end: string | null }
  | null;

export const word = (key: string, params?: Record<string, TViewParam>): TViewWord =>
  params ? { key, params } : { key };
export const wordValue = (key: string, params?: Record<string, TViewParam>): TViewValue => ({
  type: 'word',
  word: word(key, params),
});
export const textValue = (text: string | null | undefined): TViewValue =>
  text ? { type: 'text', text } : null;

/** What formatting needs: the language, the view's catalogue in it, the renamed terms. */
export type TViewFormat = {
  language: TLanguage;
  /** The catalogue (e.g. TEST_PLAN_WORDS[language]); keys are dot paths into it. */
  words: object;
  /** The renamable terms by their words (`termWords(names)` or the web's `useTerms()`). */
  terms: Record<string, string>;
  /** The word that joins the last two of a list ("en", "and"). */
  and: string;
};

const locale = (language: TLanguage) => (language === 'nl' ? 'nl-NL' : 'en-GB');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The text at a dot path of the catalogue; a missing key is a programming error. */
export function viewWordTemplate(words: object, key: string): string {
  let node: unknown = words;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text for view word ${key}`);
  return node;
}

export function formatViewNumber(value: number, language: TLanguage): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(value);
}

export function formatViewDate(iso: string, language: TLanguage, style: 'long' | 'short'): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return new Intl.DateTimeFormat(
    locale(language),
    style === 'long'
      ? { dateStyle: 'long', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' },
  ).format(date);
}

function formatParam(param: TViewParam, format: TViewFormat): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return formatViewNumber(param, format.language);
  if ('date' in param) return formatViewDate(param.date, format.language, param.style ?? 'long');
  if ('list' in param) {
    const items = param.list;
    if (items.length < 2) return items.join('');
    return `${items.slice(0, -1).join(', ')} ${format.and} ${items[items.length - 1]}`;
  }
  return formatViewWord(param, format);
}

/** A word in the language, with its parameters and the terms ("{{Cluster}}" capitalised). */
export function formatViewWord(value: TViewWord, format: TViewFormat): string {
  const params: Record<string, string> = {};
  for (const [name, term] of Object.entries(format.terms)) {
    params[name] = term;
    params[capitalised(name)] = capitalised(term);
  }
  for (const [name, param] of Object.entries(value.params ?? {})) {
    params[name] = formatParam(param, format);
  }
  return interpolate(viewWordTemplate(format.words, value.key), params);
}

/** The text of a value; empty for no value. */
export function formatViewValue(value: TViewValue, format: TViewFormat): string {
  if (value === null) return '';
  switch (value.type) {
    case 'text':
      return value.text;
    case 'word':
      return formatViewWord(value.word, format);
    case 'number': {
      const number = formatViewNumber(value.value, format.language);
      if (value.unit === 'percent') return `${number}%`;
      if (value.unit === 'factor') return `${number}×`;
      return number;
    }
    case 'date': {
      const start = formatViewDate(value.start, format.language, 'short');
      return value.end && value.end !== value.start
        ? `${start} – ${formatViewDate(value.end, format.language, 'short')}`
        : start;
    }
  }
}
