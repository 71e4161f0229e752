import type { EntityManager } from '@mikro-orm/postgresql';
import { executeBound } from '../../core/db/bound-query.js';
import { NAME_FUZZY_START_MIN, nameTyposAllowed } from '../../rules/device-search.js';
import type { PublicDataVersion } from '../public-devices/index.js';

/** The brands and makers whose name matched a query, with the kind of each match (0 exact … 3 fuzzy). */
export interface MatchingNames {
  brandIds: number[];
  brandKinds: number[];
  organizationIds: number[];
  organizationKinds: number[];
}

interface NameKey {
  id: number;
  /** The stored name key (rules/device-search.ts normalizeName), as code points. */
  key: string;
  chars: string[];
}

interface Names {
  brands: NameKey[];
  organizations: NameKey[];
}

const NAMES_SQL = `select 'brand' as owner, id, search_name from brand_names
  union all select 'organization', id, search_name from organizations`;

/**
 * Whether two strings are at most `max` edits apart (insertions, deletions, substitutions of a
 * code point), as PostgreSQL's `levenshtein_less_equal(a, b, max) <= max`; with `toStartOfB`,
 * whether `a` is that close to some start of `b` (the last row's best cell instead of its last).
 * The distance table is filled a row at a time and only within `max` of its diagonal (a cell
 * further out is already over), stopping once a whole row is over.
 */
export function withinEdits(a: readonly string[], b: readonly string[], max: number, toStartOfB = false): boolean {
  if (a.length - b.length > max || (!toStartOfB && b.length - a.length > max)) return false;
  const over = max + 1;
  let previous = new Int32Array(b.length + 2);
  let current = new Int32Array(b.length + 2);
  for (let j = 0; j <= b.length + 1; j++) previous[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    current[from - 1] = from === 1 ? Math.min(i, over) : over;
    let best = current[from - 1]!;
    for (let j = from; j <= to; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      const cell = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution, over);
      current[j] = cell;
      if (cell < best) best = cell;
    }
    // The cell right of the band is over: the next row reads it as its upper neighbour.
    current[to + 1] = over;
    if (best > max) return false;
    [previous, current] = [current, previous];
  }
  // Every row got here with a cell within max: with toStartOfB, the last row's is a start of b.
  return toStartOfB || previous[b.length]! <= max;
}

/** A normalized name query in one of its forms, with the typos it is allowed (nameTyposAllowed). */
interface QueryForm {
  key: string;
  chars: string[];
  typos: number;
}

/**
 * How a name key matches a normalized query: 0 exact, 1 prefix, 2 part, 3 within the typos
 * allowed (of the whole name, or from NAME_FUZZY_START_MIN characters of its start), else null.
 */
function nameMatchKind(name: NameKey, { key: query, chars: queryChars, typos }: QueryForm) {
  if (name.key === query) return 0;
  if (name.key.startsWith(query)) return 1;
  if (name.key.includes(query)) return 2;
  if (typos === 0) return null;
  const fuzzy =
    withinEdits(name.chars, queryChars, typos) ||
    (queryChars.length >= NAME_FUZZY_START_MIN && withinEdits(queryChars, name.chars, typos, true));
  return fuzzy ? 3 : null;
}

/** The best (lowest) kind of match of a name key with any of a query's forms, else null. */
function bestMatchKind(name: NameKey, forms: readonly QueryForm[]) {
  let best: number | null = null;
  for (const form of forms) {
    const kind = nameMatchKind(name, form);
    if (kind !== null && (best === null || kind < best)) best = kind;
  }
  return best;
}

/**
 * Every brand's and maker's name key, kept in memory per public data version, and matched there.
 * The tables are small (hundreds of rows) and a search asked PostgreSQL for them on every request,
 * one statement before the devices' own. The public data version moves with every rename of a
 * brand or maker that has a visible or scheduled device (the rename trigger of
 * Migration20261123201453) and with the date in Japan; a name without such devices finds no
 * device, so a snapshot a rename of it left behind finds the same devices as a fresh one.
 */
export class SearchableNames {
  private snapshot: { version: string; names: Promise<Names> } | null = null;

  constructor(private readonly publicVersion: PublicDataVersion) {}

  private async names(em: EntityManager): Promise<Names> {
    const version = await this.publicVersion.ofAll(em);
    if (this.snapshot?.version !== version) {
      const names = executeBound<{ owner: string; id: number; search_name: string }>(em, NAMES_SQL, []).then((rows) => {
        const all: Names = { brands: [], organizations: [] };
        for (const row of rows) {
          const name = { id: Number(row.id), key: row.search_name, chars: [...row.search_name] };
          (row.owner === 'brand' ? all.brands : all.organizations).push(name);
        }
        return all;
      });
      // A failed read is not kept.
      names.catch(() => {
        if (this.snapshot?.names === names) this.snapshot = null;
      });
      this.snapshot = { version, names };
    }
    return this.snapshot.names;
  }

  /**
   * The brands and makers whose name key matches any form of a normalized query (search-words.ts
   * nameForms), each form with the typos its length allows, and the best kind of match of each.
   */
  async matching(em: EntityManager, queryForms: readonly string[]): Promise<MatchingNames> {
    const { brands, organizations } = await this.names(em);
    const forms = queryForms.map((key) => ({ key, chars: [...key], typos: nameTyposAllowed(key) }));
    const matched: MatchingNames = { brandIds: [], brandKinds: [], organizationIds: [], organizationKinds: [] };
    for (const [names, ids, kinds] of [
      [brands, matched.brandIds, matched.brandKinds],
      [organizations, matched.organizationIds, matched.organizationKinds],
    ] as const) {
      for (const name of names) {
        const kind = bestMatchKind(name, forms);
        if (kind === null) continue;
        ids.push(name.id);
        kinds.push(kind);
      }
    }
    return matched;
  }
}
