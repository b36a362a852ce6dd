import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import { ZEducationParentInputSchema, ZFacultyInputSchema } from './faculties';

describe('ZFacultyInputSchema and ZEducationParentInputSchema: one name', () => {
  it('needs a name of at most 100 characters', () => {
    for (const schema of [ZFacultyInputSchema, ZEducationParentInputSchema]) {
      const keysOf = (name: string) => {
        const result = schema.safeParse({ name });
        return result.success ? {} : fieldKeysOf(result.error);
      };
      expect(keysOf('Techniek')).toEqual({});
      expect(keysOf('  ')).toEqual({ name: ['faculties.nameRequired'] });
      expect(keysOf('x'.repeat(101))).toEqual({ name: ['faculties.nameTooLong'] });
    }
  });
});
