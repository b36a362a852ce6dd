import { describe, expect, it } from 'vitest';
import { TtlMap } from './ttl-map';

const at = (ms: number) => new Date(ms);

describe('TtlMap', () => {
  it('returns a value until its time is up', () => {
    const map = new TtlMap<string, number>(1000, 10);
    map.set('a', 1, at(0));
    expect(map.get('a', at(999))).toBe(1);
    expect(map.get('a', at(1000))).toBeUndefined();
  });

  it('treats a clock that went back as expired', () => {
    const map = new TtlMap<string, number>(1000, 10);
    map.set('a', 1, at(5000));
    expect(map.get('a', at(4000))).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', () => {
    const map = new TtlMap<string, number>(1000, 2);
    map.set('a', 1, at(0));
    map.set('b', 2, at(0));
    map.set('c', 3, at(0));
    expect(map.get('a', at(1))).toBeUndefined();
    expect(map.get('c', at(1))).toBe(3);
  });

  it('stores nothing with a time of zero', () => {
    const map = new TtlMap<string, number>(0, 10);
    map.set('a', 1, at(0));
    expect(map.get('a', at(0))).toBeUndefined();
  });

  it('deletes by predicate', () => {
    const map = new TtlMap<string, number>(1000, 10);
    map.set('a', 1, at(0));
    map.set('b', 2, at(0));
    map.deleteWhere((value) => value === 1);
    expect(map.get('a', at(1))).toBeUndefined();
    expect(map.get('b', at(1))).toBe(2);
  });
});
