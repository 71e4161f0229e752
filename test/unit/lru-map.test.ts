import { describe, expect, it } from 'vitest';
import { LruMap } from '../../server/core/lru-map.js';

describe('LruMap', () => {
  it('keeps at most its capacity of entries, the least recently used going first', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recently used
    map.set('c', 3);
    expect(map.has('b')).toBe(false);
    expect([map.get('a'), map.get('c'), map.size]).toEqual([1, 3, 2]);
    map.set('a', 10); // setting again replaces, and does not count twice
    map.set('d', 4);
    expect([map.get('a'), map.has('c'), map.get('d')]).toEqual([10, false, 4]);
  });

  it('bounds by weight, weighing an entry again when it is set again', () => {
    const map = new LruMap<string, { bytes: number }>(10, (value) => value.bytes);
    const grown = { bytes: 4 };
    map.set('grown', grown);
    map.set('small', { bytes: 4 });
    grown.bytes = 6;
    map.set('grown', grown); // 6 + 4 = 10: both fit
    expect(map.size).toBe(2);
    map.set('one', { bytes: 1 }); // 11: the least recently used ('small') goes
    expect([map.has('small'), map.has('grown'), map.has('one')]).toEqual([false, true, true]);
    map.set('huge', { bytes: 11 }); // heavier than the capacity: everything goes, itself last
    expect(map.size).toBe(0);
    map.set('after', { bytes: 10 }); // the weight was given back in full
    expect(map.has('after')).toBe(true);
  });

  it('keeps nothing at capacity 0', () => {
    const map = new LruMap<string, number>(0);
    map.set('k', 1);
    expect([map.has('k'), map.get('k'), map.size]).toEqual([false, undefined, 0]);
  });

  it('delete gives an entry weight back', () => {
    const map = new LruMap<string, number>(1);
    map.set('a', 1);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    map.set('b', 2);
    expect(map.get('b')).toBe(2);
  });
});
