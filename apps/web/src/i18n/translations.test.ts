import { describe, expect, it } from 'vitest';
import { MENU_TITLE_KEYS } from '@cp/contracts';
import { en } from './en';
import { initialLanguage } from './language';
import { nl } from './nl';

type TTree = { [key: string]: string | TTree };

function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const dutch = flatten(nl);
  const english = flatten(en);

  it('have the same keys in Dutch and English', () => {
    expect([...english.keys()].sort()).toEqual([...dutch.keys()].sort());
  });

  it('have no empty texts and the same placeholders in both languages', () => {
    for (const [key, text] of dutch) {
      const other = english.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('translate every menu item title the server can send', () => {
    for (const key of MENU_TITLE_KEYS) {
      expect(dutch.has(key), key).toBe(true);
      expect(english.has(key), key).toBe(true);
    }
  });

  it('carry the exact texts of the generic error handling (docs/foundation-brief.md, The shell)', () => {
    expect(nl.errors.notSignedIn).toBe('Je bent niet ingelogd');
    expect(nl.errors.tooManyRequests).toBe(
      'Oeps, je probeert te veel tegelijk te doen. Wacht een minuutje en dan kun je weer verder',
    );
    expect(en.errors.tooManyRequests).toBe(
      'You are trying to do too much at once. Please wait a minute',
    );
    expect(nl.login.invalidCredentials).toBe('E-mailadres of wachtwoord is onjuist');
  });
});

describe('initialLanguage (docs/foundation-brief.md, API decisions)', () => {
  it('prefers the language cookie', () => {
    expect(initialLanguage('en', ['nl-NL'])).toBe('en');
    expect(initialLanguage('nl', ['en-GB'])).toBe('nl');
  });

  it('else takes the prefix of the browser language', () => {
    expect(initialLanguage(null, ['en-GB', 'nl'])).toBe('en');
    expect(initialLanguage(null, ['de-DE', 'nl-BE'])).toBe('nl');
    expect(initialLanguage('fr', ['EN-us'])).toBe('en');
  });

  it('else falls back to Dutch', () => {
    expect(initialLanguage(null, ['de-DE', 'fr'])).toBe('nl');
    expect(initialLanguage(null, [])).toBe('nl');
  });
});
