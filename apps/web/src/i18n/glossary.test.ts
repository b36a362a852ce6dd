import { describe, expect, it } from 'vitest';
import { NAMING_TERMS } from '@cp/contracts';
import { MESSAGES_EN } from '@cp/contracts/messages/en';
import { MESSAGES_NL } from '@cp/contracts/messages/nl';
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
    // The server's refusals of a link (plan.itemRequired, plan.linkTaken) are in the catalogue.
    const linkTexts = (all: [string, string][], messages: object) =>
      [...all, ...texts(messages as TTree, 'messages.')]
        .filter(([key]) => /\.(itemRequired|linkTaken)$/.test(key))
        .map(([, text]) => text);
    expect(linkTexts(dutch, MESSAGES_NL).length).toBeGreaterThan(0);
    for (const text of linkTexts(dutch, MESSAGES_NL)) expect(text).toContain('leeractiviteit');
    for (const text of linkTexts(english, MESSAGES_EN)) expect(text).toContain('learning activity');
  });

  it('names each section of an education the same in its tab, its page title and its documents', () => {
    for (const [language, texts] of [
      ['nl', nl],
      ['en', en],
    ] as const) {
      for (const section of ['overview', 'design', 'plan', 'analysis', 'notes'] as const) {
        expect(texts.nav.sections[section], `${language} ${section}`).toBe(texts.pages[section]);
      }
      for (const part of ['design', 'plan', 'analysis', 'notes'] as const) {
        expect(texts.exports.dialog.partLabels[part], `${language} ${part}`).toBe(
          texts.pages[part],
        );
      }
    }
    // One word per language for the plan section (the help text of /plan uses the same title).
    expect(nl.pages.plan).toBe('Planning');
    expect(en.pages.plan).toBe('Plan');
  });

  it('calls an education by its English term, never "education(s)" (docs/organisation.md: curriculum, curricula)', () => {
    // The English default term of an education; the screens interpolate it through useTerms().
    const [singular, plural] = NAMING_TERMS.education.en;
    expect([singular, plural]).toEqual(['curriculum', 'curricula']);
    // "Education" stays right for the sector (secondary, higher, type of education) and in the
    // names of other things: the education group (the parent) and the education year (a term).
    // The English names of the two legal documents a test plan is (docs/test-plan.md) are
    // proper names, not the word for a curriculum.
    const otherMeaning =
      /\b(secondary|higher|other|type of|types of) education\b|\beducation (group|year)s?\b|\bprogramme of testing and completion\b|\beducation and examination regulations\b/gi;
    for (const [key, text] of english) {
      const rest = text.replace(/\{\{[^}]*\}\}/g, '').replace(otherMeaning, '');
      expect(rest, key).not.toMatch(/\beducations?\b/i);
      expect(rest, key).not.toMatch(/\bprogrammes?\b/i);
    }
  });

  it('heads a status column "Status" on every screen, in both languages', () => {
    // The norms and licenses tables said "State" where users, archive and trials say "Status".
    for (const [key, text] of [...dutch, ...english]) {
      if (/\.(state|status)$/.test(key)) expect(text, key).toBe('Status');
    }
  });
});
