import { describe, expect, it } from 'vitest';
import { defaultNames, NAMING_TERM_KEYS, NAMING_TERMS, resolveNames, termWords } from './naming';

describe('naming terms', () => {
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

const nl = (singular: string, plural: string) => ({ nl: { singular, plural } });

describe('resolveNames: the most specific name wins', () => {
  const location = { cluster: nl('module', 'modules') };
  const educationParent = {
    cluster: nl('onderwijseenheid', 'onderwijseenheden'),
    subject: nl('leerlijn', 'leerlijnen'),
  };

  it('uses the defaults of the language without overrides', () => {
    const names = resolveNames({ language: 'en' });
    expect(names.cluster).toEqual({ singular: 'cluster', plural: 'clusters', source: 'default' });
    expect(names.education.source).toBe('default');
  });

  it('takes the location override over the default', () => {
    const names = resolveNames({ language: 'nl', location });
    expect(names.cluster).toEqual({ singular: 'module', plural: 'modules', source: 'location' });
    expect(names.subject.source).toBe('default');
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
  const location = { cluster: nl('module', 'modules') };
  const educationParent = {
    cluster: nl('onderwijseenheid', 'onderwijseenheden'),
    subject: nl('leerlijn', 'leerlijnen'),
  };
  const education = { cluster: nl('blok', 'blokken') };

  it('takes the education override over its parent, the location and the default', () => {
    const names = resolveNames({ language: 'nl', location, educationParent, education });
    expect(names.cluster).toEqual({ singular: 'blok', plural: 'blokken', source: 'education' });
    expect(names.subject).toEqual({
      singular: 'leerlijn',
      plural: 'leerlijnen',
      source: 'education_parent',
    });
    expect(names.faculty).toEqual({
      singular: 'faculteit',
      plural: 'faculteiten',
      source: 'default',
    });
  });

  it('falls through to the location when neither the education nor its parent overrides', () => {
    const names = resolveNames({ language: 'nl', location, education: {} });
    expect(names.cluster).toEqual({ singular: 'module', plural: 'modules', source: 'location' });
    const onlyEducation = resolveNames({ language: 'nl', education });
    expect(onlyEducation.cluster.source).toBe('education');
    expect(onlyEducation.subject.source).toBe('default');
  });
});

describe('resolveNames: per interface language (issue 14)', () => {
  it('never names a term renamed only in Dutch with the Dutch word in English', () => {
    const location = { competence: nl('kerntaak', 'kerntaken') };
    const english = resolveNames({ language: 'en', location });
    expect(english.competence).toEqual({
      singular: 'competence',
      plural: 'competences',
      source: 'default',
    });
    expect(resolveNames({ language: 'nl', location }).competence).toEqual({
      singular: 'kerntaak',
      plural: 'kerntaken',
      source: 'location',
    });
  });

  it('uses the English form in English and the Dutch form in Dutch', () => {
    const location = {
      competence: {
        nl: { singular: 'kerntaak', plural: 'kerntaken' },
        en: { singular: 'core task', plural: 'core tasks' },
      },
    };
    expect(resolveNames({ language: 'en', location }).competence).toEqual({
      singular: 'core task',
      plural: 'core tasks',
      source: 'location',
    });
    expect(resolveNames({ language: 'nl', location }).competence.singular).toBe('kerntaak');
  });

  it('takes the most specific level with a name in the language, else the default', () => {
    const location = {
      cluster: {
        nl: { singular: 'module', plural: 'modules' },
        en: { singular: 'unit', plural: 'units' },
      },
    };
    // The parent renamed it in Dutch only; the education in both languages, but with en null.
    const educationParent = { cluster: nl('onderwijseenheid', 'onderwijseenheden') };
    const education = { cluster: { nl: { singular: 'blok', plural: 'blokken' }, en: null } };
    const english = resolveNames({ language: 'en', location, educationParent, education });
    expect(english.cluster).toEqual({ singular: 'unit', plural: 'units', source: 'location' });
    const dutch = resolveNames({ language: 'nl', location, educationParent, education });
    expect(dutch.cluster).toEqual({ singular: 'blok', plural: 'blokken', source: 'education' });
    // Without the location's English form: the English default, not a Dutch word of any level.
    const withoutEnglish = resolveNames({
      language: 'en',
      location: { cluster: nl('module', 'modules') },
      educationParent,
      education,
    });
    expect(withoutEnglish.cluster).toEqual({
      singular: 'cluster',
      plural: 'clusters',
      source: 'default',
    });
  });
});
