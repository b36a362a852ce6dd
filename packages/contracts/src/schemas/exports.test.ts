import { describe, expect, it } from 'vitest';
import { fieldKeysOf } from '../messages/zod-keys';
import { ZExportRequestSchema } from './exports';

/** The message keys per field the schema answers for `body`; {} when it passes. */
function keysOf(body: unknown) {
  const result = ZExportRequestSchema.safeParse(body);
  return result.success ? {} : fieldKeysOf(result.error);
}

const request = { format: 'pdf', language: 'nl', parts: ['design'], year_ids: null };

describe('ZExportRequestSchema: what to export', () => {
  it('needs at least one part', () => {
    expect(keysOf(request)).toEqual({});
    expect(keysOf({ ...request, parts: [] })).toEqual({ parts: ['common.required'] });
  });

  it('takes every year (null) or at least one chosen year', () => {
    expect(keysOf({ ...request, parts: ['plan'], year_ids: [12, 14] })).toEqual({});
    expect(keysOf({ ...request, parts: ['plan'], year_ids: [] })).toEqual({
      year_ids: ['common.required'],
    });
  });
});
