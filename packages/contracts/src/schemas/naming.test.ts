import { describe, expect, it } from 'vitest';
import { NAMING_MESSAGES, namePairErrors, ZCustomTranslationsInputSchema } from './naming';

describe('namePairErrors: the rule of one name (server and form)', () => {
  it('accepts two trimmed forms and names the field that breaks the rule', () => {
    expect(namePairErrors({ singular: ' kerntaak ', plural: 'kerntaken' })).toEqual({});
    expect(namePairErrors({ singular: ' ', plural: undefined })).toEqual({
      singular: 'bothRequired',
      plural: 'bothRequired',
    });
    expect(namePairErrors({ singular: 'x'.repeat(61), plural: 'y'.repeat(60) })).toEqual({
      singular: 'tooLong',
    });
    for (const bad of ['kern\ntaak', 'kern\ttaak', 'kern\u0000taak', 'kern\u2028taak']) {
      expect(namePairErrors({ singular: bad, plural: 'kerntaken' }), JSON.stringify(bad)).toEqual({
        singular: 'controlCharacters',
      });
    }
  });
});

describe('ZCustomTranslationsInputSchema: names per language', () => {
  const parse = (body: unknown) => ZCustomTranslationsInputSchema.safeParse(body);
  const issues = (body: unknown) => {
    const result = parse(body);
    if (result.success) return null;
    return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes a Dutch form and an optional English form, trimmed', () => {
    expect(
      parse({
        competence: {
          nl: { singular: ' kerntaak ', plural: 'kerntaken' },
          en: { singular: 'core task ', plural: 'core tasks' },
        },
        cluster: { nl: { singular: 'module', plural: 'modules' }, en: null },
        subject: { nl: { singular: 'leerlijn', plural: 'leerlijnen' } },
      }).data,
    ).toEqual({
      competence: {
        nl: { singular: 'kerntaak', plural: 'kerntaken' },
        en: { singular: 'core task', plural: 'core tasks' },
      },
      cluster: { nl: { singular: 'module', plural: 'modules' }, en: null },
      subject: { nl: { singular: 'leerlijn', plural: 'leerlijnen' } },
    });
  });

  it('refuses a missing Dutch form, a half English form, control characters and strangers', () => {
    expect(issues({ cluster: { en: { singular: 'unit', plural: 'units' } } })).toEqual([
      ['cluster.nl.singular', NAMING_MESSAGES.bothRequired],
      ['cluster.nl.plural', NAMING_MESSAGES.bothRequired],
    ]);
    expect(
      issues({
        cluster: { nl: { singular: 'module', plural: 'modules' }, en: { singular: 'unit' } },
      }),
    ).toEqual([['cluster.en.plural', NAMING_MESSAGES.bothRequired]]);
    expect(issues({ cluster: { nl: { singular: 'mo\ndule', plural: 'modules' } } })).toEqual([
      ['cluster.nl.singular', NAMING_MESSAGES.controlCharacters],
    ]);
    // The old shape (one pair for every language) and unknown languages are refused.
    expect(issues({ cluster: { singular: 'module', plural: 'modules' } })).not.toBeNull();
    expect(
      issues({
        cluster: { nl: { singular: 'a', plural: 'b' }, de: { singular: 'c', plural: 'd' } },
      }),
    ).not.toBeNull();
  });

  it('needs both Dutch forms; English is optional but needs both forms once begun', () => {
    const dutch = { singular: 'cluster', plural: 'clusters' };
    expect(issues({ cluster: { nl: dutch, en: null } })).toBeNull();
    expect(issues({ cluster: { nl: { ...dutch, singular: ' ' }, en: null } })).toEqual([
      ['cluster.nl.singular', NAMING_MESSAGES.bothRequired],
    ]);
    expect(issues({ cluster: { nl: { ...dutch, plural: 'b'.repeat(61) }, en: null } })).toEqual([
      ['cluster.nl.plural', NAMING_MESSAGES.tooLong],
    ]);
    expect(issues({ cluster: { nl: dutch, en: { singular: 'unit', plural: '' } } })).toEqual([
      ['cluster.en.plural', NAMING_MESSAGES.bothRequired],
    ]);
    expect(issues({ cluster: { nl: dutch, en: { singular: 'unit', plural: 'un\tits' } } })).toEqual(
      [['cluster.en.plural', NAMING_MESSAGES.controlCharacters]],
    );
  });
});
