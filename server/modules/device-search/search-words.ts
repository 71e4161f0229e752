import { normalizeName, normalizeNumber } from '../../rules/device-search.js';
import { numberKeyPattern } from '../device-registry/index.js';
import { indexableNumber } from './common-trigrams.js';
import { MAX_SEARCH_WORDS } from './device-search-statement.js';
import { romajiReading } from './ime-readings.js';
import type { MatchingNames } from './searchable-names.js';

/** A part of a query shorter than this once normalized is not searched (one letter matches nearly everything). */
const PART_MIN = 2;

/** Whether a normalized number (normalizeNumber) is searched: long enough, with a letter or digit the index can look up. */
export const searchableNumber = (number: string) => [...number].length >= PART_MIN && indexableNumber(number);

/** Whether a normalized name (normalizeName) is searched. */
export const searchableName = (name: string) => [...name].length >= PART_MIN;

/**
 * The forms a normalized name is matched in: as typed, and as the kana its letters are romaji for
 * (romajiReading), so `daikin` finds ダイキン as `ダイキン` does.
 */
export function nameForms(name: string): string[] {
  const reading = romajiReading(name);
  return reading !== null && searchableName(reading) ? [name, reading] : [name];
}

/** A word of a query of several, normalized both ways (a word is searched as a number or as a name). */
export interface SearchWord {
  number: string;
  name: string;
}

/** A word with its role in the statement: `m` a brand or maker name (the ids it names), `n` a part of a number. */
export interface BoundWord extends SearchWord {
  role: 'm' | 'n';
  brandIds: number[];
  organizationIds: number[];
}

/**
 * The words of a query of several (split at spaces, full-width ones too), each searchable as a
 * number or a name: `ダイキン EQ46` is the maker's devices whose number holds EQ46. Words with
 * nothing left to search (`株式会社`, `A`) are left out; fewer than two left, or more than
 * MAX_SEARCH_WORDS, and the query is searched whole only (as it always is too: `RUX A2015`).
 */
export function searchWords(query: string): SearchWord[] {
  const parts = new Set(query.split(/\s+/u));
  // One word (most searches): the whole query is that word, already searched; nothing to normalize again.
  if (parts.size < 2) return [];
  const words = [...parts]
    .map((word) => ({ number: normalizeNumber(word), name: normalizeName(word) }))
    // A company form alone (株式会社) is no name once normalized, and no number either.
    .filter((word) => word.name !== '' && (searchableName(word.name) || searchableNumber(word.number)));
  return words.length >= 2 && words.length <= MAX_SEARCH_WORDS ? words : [];
}

/**
 * Each word's role and values: a word that names a brand or maker is that name, any other a part
 * of a number. A word that is neither leaves the words nothing to find together (no roles).
 */
export async function bindWords(
  words: readonly SearchWord[],
  matching: (name: string) => Promise<MatchingNames>,
): Promise<{ roles: string; values: Record<string, unknown>; bound: BoundWord[] }> {
  const named = await Promise.all(words.map((word) => (searchableName(word.name) ? matching(word.name) : null)));
  const bound: (BoundWord | null)[] = words.map((word, i) => {
    const names = named[i];
    if (names && names.brandIds.length + names.organizationIds.length > 0) return { ...word, role: 'm', ...names };
    return searchableNumber(word.number) ? { ...word, role: 'n', brandIds: [], organizationIds: [] } : null;
  });
  if (bound.length === 0 || bound.some((word) => word === null)) return { roles: '', values: {}, bound: [] };
  const together = bound as BoundWord[];
  const values = Object.fromEntries(
    together.flatMap((word, i) => [
      [`w${i}Pattern`, numberKeyPattern(word.number)],
      [`w${i}Brands`, word.brandIds],
      [`w${i}Organizations`, word.organizationIds],
    ]),
  );
  return { roles: together.map((word) => word.role).join(''), values, bound: together };
}
