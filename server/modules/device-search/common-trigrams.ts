import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from '../../core/db/bound-query.js';
import { numberKeyPattern } from '../device-registry/index.js';

/**
 * Trigrams of the number key that many devices share (maker prefixes such as `BENCH`, `PU1`):
 * those found in more than one sampled device in 50. A trigram index reads the whole posting list
 * of every trigram of a pattern, so `%BENCH12347%` read three lists of a million entries (30–40 ms
 * at 1,000,000 devices) where `%12347%` reads a few hundred. Sampled from 1% of the table's pages.
 */
const COMMON_TRIGRAMS_SQL = `with s as (select search_numbers from devices tablesample system (1))
  select t from s, unnest(show_trgm(s.search_numbers)) t
  group by t having count(*) * 50 > (select count(*) from s)`;

/** How long a process keeps the sample (they move with the registry, slowly). */
export const COMMON_TRIGRAMS_TTL_MS = 10 * 60_000;

let sample: { at: number; trigrams: Promise<Set<string>> } | null = null;

/** The common trigrams (lower case, as pg_trgm keeps them), sampled at most once per TTL per process. */
export function commonNumberTrigrams(em: EntityManager, now = Date.now()): Promise<Set<string>> {
  if (!sample || now - sample.at > COMMON_TRIGRAMS_TTL_MS) {
    const previous = sample?.trigrams;
    const trigrams = executeBound<{ t: string }>(em, COMMON_TRIGRAMS_SQL, []).then(
      (rows) => new Set(rows.map((row) => row.t)),
    );
    // A failed sample is not kept; the previous one (if any) serves meanwhile.
    trigrams.catch(() => {
      if (sample?.trigrams === trigrams) sample = null;
    });
    sample = { at: now, trigrams };
    if (previous) return previous;
  }
  return sample.trigrams;
}

/** Characters pg_trgm keeps inside a word (others split words; trigrams do not cross them). */
const WORD = /[\p{L}\p{N}]/u;

/**
 * Whether a normalized number can be looked up in the trigram index at all: pg_trgm takes no
 * trigram from a pattern without a letter or digit, and the index would hand over every device.
 */
export const indexableNumber = (query: string) => WORD.test(query);

/**
 * The part of a normalized number the trigram index is asked for: the longest run of the query
 * whose trigrams are all uncommon (at least three characters), else the whole query. Any part of
 * the query is a correct index condition (a device containing the query contains each part); the
 * whole query is then checked on the rows found.
 */
export function indexedPart(query: string, common: ReadonlySet<string>): string {
  const chars = [...query];
  if (common.size === 0 || chars.length < 4) return query;
  const lower = chars.map((c) => c.toLowerCase());
  const badAt = (i: number) => {
    const three = lower.slice(i, i + 3);
    return three.some((c) => !WORD.test(c)) || common.has(three.join(''));
  };
  let best: [number, number] | null = null;
  let start = 0;
  for (let i = 0; i + 3 <= chars.length; i++) {
    if (badAt(i)) {
      start = i + 1;
      continue;
    }
    // Trigrams start..i are all uncommon: the run is chars[start, i + 3).
    if (!best || i + 3 - start > best[1] - best[0]) best = [start, i + 3];
  }
  return best ? chars.slice(best[0], best[1]).join('') : query;
}

/**
 * The LIKE pattern the trigram index is asked for: the query's least common part (indexedPart),
 * as the list filters look a number up (numberKeyPattern: one or two characters at a number's start).
 */
export const numberIndexPattern = (query: string, common: ReadonlySet<string>): string =>
  numberKeyPattern(indexedPart(query, common));
