import { describe, expect, it } from 'vitest';
import { en } from './en';
import { nl } from './nl';

type TTree = { [key: string]: string | TTree };

const texts = (tree: TTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value, `${prefix}${key}.`),
  );

/**
 * One word per thing in each language (issue 14): the screens say "controlemoment" / "check
 * moment", and what a test is linked to is a "leeractiviteit" / "learning activity", as the link
 * form names it. The help texts (server seed) are held to the same words in page-info.test.ts.
 */
describe('glossary', () => {
  const dutch = texts(nl as unknown as TTree);
  const english = texts(en as unknown as TTree);

  it('calls a check moment by one name', () => {
    for (const [key, text] of dutch) {
      expect(text, key).not.toMatch(/check-?moment|check-?up|checkpunt|controle moment/i);
    }
    for (const [key, text] of english) {
      expect(text, key).not.toMatch(/checkmoment|check-?up|checkpoint|control moment/i);
    }
  });

  it('names the learning activity of a link as the link form does', () => {
    const linkTexts = (all: [string, string][]) =>
      all.filter(([key]) => /\.(itemRequired|linkTaken)$/.test(key)).map(([, text]) => text);
    expect(linkTexts(dutch).length).toBeGreaterThan(0);
    for (const text of linkTexts(dutch)) expect(text).toContain('leeractiviteit');
    for (const text of linkTexts(english)) expect(text).toContain('learning activity');
  });
});
