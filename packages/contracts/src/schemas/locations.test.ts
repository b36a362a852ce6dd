import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import { ZLocationInputSchema, ZLocationSettingsInputSchema } from './locations';

/** The message keys per field `schema` answers for `body`; {} when it passes. */
function keysOf(schema: typeof ZLocationInputSchema | typeof ZLocationSettingsInputSchema) {
  return (body: unknown) => {
    const result = schema.safeParse(body);
    return result.success ? {} : fieldKeysOf(result.error);
  };
}

describe('ZLocationInputSchema: title, domain and type of a location', () => {
  const location = keysOf(ZLocationInputSchema);

  it('asks for a title, a domain without www and a type', () => {
    expect(location({ title: ' ', domain: '', type: null })).toEqual({
      title: ['locations.titleRequired'],
      domain: ['locations.domainRequired'],
      type: ['locations.typeRequired'],
    });
    expect(location({ title: 'A', domain: 'WWW.school.nl', type: 'vo' })).toEqual({
      domain: ['locations.domainWww'],
    });
    expect(location({ title: 'A', domain: 'school', type: 'vo' })).toEqual({
      domain: ['locations.domainInvalid'],
    });
    expect(location({ title: 'A', domain: 'School.nl', type: 'other' })).toEqual({});
  });
});

describe('ZLocationSettingsInputSchema: the settings of a location', () => {
  const settings = keysOf(ZLocationSettingsInputSchema);
  const valid = { allow_flexible: false, default_weeks: 10, main_color: null };

  it('takes a whole number of default weeks from 1 to 60', () => {
    expect(settings(valid)).toEqual({});
    for (const weeks of [0, 61, 2.5, null]) {
      expect(settings({ ...valid, default_weeks: weeks }), String(weeks)).toEqual({
        default_weeks: ['locations.defaultWeeksRange'],
      });
    }
  });
});
