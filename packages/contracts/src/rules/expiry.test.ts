import { describe, expect, it } from 'vitest';
import { expiryOf } from './expiry';

describe('expiryOf (SPEC §2 notification expiry text)', () => {
  it('says in N days when more than one day remains', () => {
    expect(expiryOf(2)).toEqual({ kind: 'inDays', days: 2 });
    expect(expiryOf(14)).toEqual({ kind: 'inDays', days: 14 });
  });
  it('says tomorrow at exactly one day', () => {
    expect(expiryOf(1)).toEqual({ kind: 'tomorrow' });
  });
  it('says today otherwise', () => {
    expect(expiryOf(0)).toEqual({ kind: 'today' });
    expect(expiryOf(-1)).toEqual({ kind: 'today' });
    expect(expiryOf(0.5)).toEqual({ kind: 'today' });
  });
});
