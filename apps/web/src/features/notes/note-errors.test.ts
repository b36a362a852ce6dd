import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { noteFailure } from './note-errors';

describe('noteFailure', () => {
  it("says the person's uploads are busy on the server's 429 (issue 11), not a generic failure", () => {
    const busy = new ApiError(429, {
      message: 'At most 2 uploads at a time',
      code: 'rate_limited',
    });
    expect(noteFailure(busy, 'add')).toEqual({ fields: {}, toast: { uploads: 'busy' } });
  });

  it('shows 413 on the files field', () => {
    const large = new ApiError(413, { message: 'too large', code: 'payload_too_large' });
    expect(noteFailure(large, 'add').fields.files).toEqual({ key: 'filesTooLarge' });
  });
});
