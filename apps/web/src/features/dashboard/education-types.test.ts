import { describe, expect, it } from 'vitest';
import { EDUCATION_TYPES } from '@cp/contracts';
import { TYPE_GROUPS, TYPES_BY_GROUP } from './education-types';

describe('TYPES_BY_GROUP', () => {
  it('puts each of the 27 types in exactly one sector', () => {
    const all = TYPE_GROUPS.flatMap((group) => TYPES_BY_GROUP[group]);
    expect(all).toHaveLength(EDUCATION_TYPES.length);
    expect(new Set(all)).toEqual(new Set(EDUCATION_TYPES));
    expect(TYPES_BY_GROUP.mbo).toHaveLength(4);
    expect(TYPES_BY_GROUP.wo).toHaveLength(4);
    expect(TYPES_BY_GROUP.hbo).toHaveLength(9);
    expect(TYPES_BY_GROUP.vo).toContain('havo');
  });
});
