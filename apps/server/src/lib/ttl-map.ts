/**
 * A small in-process map whose entries expire after `ttlMs` (measured with the caller's clock,
 * so tests that move time also move expiry) and which never holds more than `maxEntries`
 * (the oldest entry goes first: Map keeps insertion order).
 */
export class TtlMap<K, V> {
  private readonly entries = new Map<K, { value: V; storedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: K, now: Date): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now.getTime() - entry.storedAt >= this.ttlMs || now.getTime() < entry.storedAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, now: Date): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: now.getTime() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  deleteWhere(predicate: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (predicate(entry.value)) this.entries.delete(key);
  }
}
