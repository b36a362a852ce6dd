import { describe, expect, it } from 'vitest';
import { validateLocationForm } from './location-form-rules';

describe('validateLocationForm', () => {
  it('asks for a title, a domain without www and a type', () => {
    expect(validateLocationForm({ title: ' ', domain: '', type: null })).toEqual({
      title: 'titleRequired',
      domain: 'domainRequired',
      type: 'typeRequired',
    });
    expect(validateLocationForm({ title: 'A', domain: 'WWW.school.nl', type: 'vo' })).toEqual({
      domain: 'domainWww',
    });
    expect(validateLocationForm({ title: 'A', domain: 'school', type: 'vo' })).toEqual({
      domain: 'domainInvalid',
    });
    expect(validateLocationForm({ title: 'A', domain: 'School.nl', type: 'other' })).toEqual({});
  });
});
