/**
 * A Map bounded by weight (1 an entry unless `weigh` says otherwise): once `capacity` is passed,
 * the least recently used entries go first. Capacity 0 keeps nothing. The in-process caches of the
 * public read path (answers, list totals, validated inputs, judged GraphQL documents) share it.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value kept for `key`, which becomes the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: inserting again moves the key to the newest end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` as the most recently used, weighed now (set it again after it grows). */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.capacity) return;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  delete(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.weight -= entry.weight;
    return true;
  }
}
