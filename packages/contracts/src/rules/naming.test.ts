import { describe, expect, it } from 'vitest';
import { defaultNames, NAMING_TERM_KEYS, NAMING_TERMS, resolveNames, termWords } from './naming';

describe('naming terms (SPEC §3)', () => {
  it('are the 16 configurable terms, each with a Dutch and an English singular and plural', () => {
    expect(NAMING_TERM_KEYS).toHaveLength(16);
    for (const term of NAMING_TERM_KEYS) {
      for (const language of ['nl', 'en'] as const) {
        const [singular, plural] = NAMING_TERMS[term][language];
        expect(singular.trim(), `${term} ${language}`).not.toBe('');
        expect(plural.trim(), `${term} ${language}`).not.toBe('');
      }
    }
    expect(defaultNames('nl').cluster_group).toEqual({
      singular: 'clustergroep',
      plural: 'clustergroepen',
    });
    expect(defaultNames('en').faculty).toEqual({ singular: 'faculty', plural: 'faculties' });
  });

  it('have distinct word keys for the web hook', () => {
    const keys = NAMING_TERM_KEYS.flatMap((t) => [NAMING_TERMS[t].word, NAMING_TERMS[t].words]);
    expect(new Set(keys).size).toBe(32);
    const words = termWords(defaultNames('nl'));
    expect(words.faculty).toBe('faculteit');
    expect(words.faculties).toBe('faculteiten');
    expect(words.assessmentCriteria).toBe('beoordelingscriteria');
  });
});

describe('resolveNames: the most specific name wins', () => {
  const location = { cluster: { singular: 'module', plural: 'modules' } };
  const educationParent = {
    cluster: { singular: 'onderwijseenheid', plural: 'onderwijseenheden' },
    subject: { singular: 'leerlijn', plural: 'leerlijnen' },
  };

  it('uses the defaults of the language without overrides', () => {
    const names = resolveNames({ language: 'en' });
    expect(names.cluster).toEqual({ singular: 'cluster', plural: 'clusters', source: 'default' });
    expect(names.education.source).toBe('default');
  });

  it('takes the location override over the default, in every language', () => {
    for (const language of ['nl', 'en'] as const) {
      const names = resolveNames({ language, location });
      expect(names.cluster).toEqual({ singular: 'module', plural: 'modules', source: 'location' });
      expect(names.subject.source).toBe('default');
    }
  });

  it('takes the education parent override over the location and the default', () => {
    const names = resolveNames({ language: 'nl', location, educationParent });
    expect(names.cluster).toEqual({
      singular: 'onderwijseenheid',
      plural: 'onderwijseenheden',
      source: 'education_parent',
    });
    expect(names.subject.source).toBe('education_parent');
    expect(names.faculty).toEqual({
      singular: 'faculteit',
      plural: 'faculteiten',
      source: 'default',
    });
  });
});

describe('resolveNames: the education level', () => {
  const location = { cluster: { singular: 'module', plural: 'modules' } };
  const educationParent = {
    cluster: { singular: 'onderwijseenheid', plural: 'onderwijseenheden' },
    subject: { singular: 'leerlijn', plural: 'leerlijnen' },
  };
  const education = { cluster: { singular: 'blok', plural: 'blokken' } };

  it('takes the education override over its parent, the location and the default', () => {
    const names = resolveNames({ language: 'en', location, educationParent, education });
    expect(names.cluster).toEqual({ singular: 'blok', plural: 'blokken', source: 'education' });
    expect(names.subject).toEqual({
      singular: 'leerlijn',
      plural: 'leerlijnen',
      source: 'education_parent',
    });
    expect(names.faculty).toEqual({ singular: 'faculty', plural: 'faculties', source: 'default' });
  });

  it('falls through to the location when neither the education nor its parent overrides', () => {
    const names = resolveNames({ language: 'nl', location, education: {} });
    expect(names.cluster).toEqual({ singular: 'module', plural: 'modules', source: 'location' });
    const onlyEducation = resolveNames({ language: 'nl', education });
    expect(onlyEducation.cluster.source).toBe('education');
    expect(onlyEducation.subject.source).toBe('default');
  });
});
