import { describe, expect, it } from 'vitest';
import type { TNotification } from '@cp/contracts';
import { moveToRead } from './mark-read';

const item = (id: number, created_at: string, opened_on: string | null = null): TNotification => ({
  id,
  type: 'export_failed',
  notification: `Melding ${id}`,
  data: null,
  opened_on,
  created_at,
  expires_in: 3,
  export_id: null,
});

describe('moveToRead', () => {
  it('takes the item out of unread and puts it in read where the server would list it', () => {
    const older = item(1, '2026-03-01T09:00:00.000Z', '2026-03-02T09:00:00.000Z');
    const newer = item(3, '2026-03-01T11:00:00.000Z', '2026-03-02T09:00:00.000Z');
    const marked = item(2, '2026-03-01T10:00:00.000Z');
    const after = moveToRead(
      { unread: [marked, item(4, '2026-03-01T08:00:00.000Z')], read: [newer, older] },
      { ...marked, opened_on: '2026-03-02T10:00:00.000Z' },
    );
    expect(after.unread.map((n) => n.id)).toEqual([4]);
    expect(after.read.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(after.read[1]?.opened_on).toBe('2026-03-02T10:00:00.000Z');
  });
});
